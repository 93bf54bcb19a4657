// Numbers as documents print them: '$180,000.00', '1,234'. Hand-rolled: Intl formatting per call is slow at a
// million documents.

/** '1,234,567' */
export function thousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '$180,000.00' */
export function money(cents: number): string {
  const c = Math.round(cents) % 100;
  return `$${thousands(Math.floor(Math.round(cents) / 100))}.${c < 10 ? `0${c}` : c}`;
}
