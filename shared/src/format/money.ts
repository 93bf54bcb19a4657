// Money is integer cents everywhere; shown as US dollars in the reader's number format ($1,234.50 in en-US,
// 1 234,50 $ in ru-RU). The currency is always USD: the counties bill in dollars whatever the interface language.

const formatters = new Map<string, Intl.NumberFormat>();

function usd(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    formatters.set(locale, f);
  }
  return f;
}

/** 123450 -> '$1,234.50' (en-US). */
export function formatCents(cents: number, locale = 'en-US'): string {
  return usd(locale).format(cents / 100);
}

/** A count in the reader's digits and grouping: 12345 -> '12,345' (en-US). */
export function formatCount(n: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale).format(n);
}
