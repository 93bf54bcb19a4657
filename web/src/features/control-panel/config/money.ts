// Money in the form: integer cents held, dollars shown and typed (steps of 0.01, spec 3 section 9).

/** 1250 -> '12.50'; blank for a missing amount. */
export const centsToDollars = (cents: unknown) =>
  typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '';

/** '12.5' -> 1250; blank -> null (the schema says 'Required.'); not a number -> NaN (refused the same way). */
export function dollarsToCents(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (t === '') return null;
  return /^\d*(\.\d*)?$/.test(t) ? Math.round(Number.parseFloat(t) * 100) : Number.NaN;
}

/** A number typed: blank -> null, otherwise the number (NaN when it is not one). */
export function textToNumber(text: string): number | null {
  const t = text.trim();
  return t === '' ? null : Number(t);
}
