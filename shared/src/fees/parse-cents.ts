// Dollars as typed (a string such as "12.5", "$1,234.50", "-$25.00") or as a number (12.5) to integer cents,
// exactly: the decimal text is split into whole dollars and at most two decimals and joined as integers, so no
// float rounding can creep in ("0.1" -> 10, "1.15" -> 115). More than two decimals is refused, never rounded
// ("1.005", and also "1.000"). A number is read from its shortest decimal form (String(12.5) === "12.5"), so a
// computed float such as 0.1 + 0.2 is refused rather than silently rounded.

export type ParseCentsFailure = 'EMPTY' | 'INVALID' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE';

export type ParsedCents = { ok: true; cents: number } | { ok: false; reason: ParseCentsFailure; message: string };

export const parseCentsMessages: Record<ParseCentsFailure, string> = {
  EMPTY: 'Required.',
  INVALID: 'Enter an amount in dollars and cents, like 12.50.',
  TOO_MANY_DECIMALS: 'Use at most two decimal places.',
  TOO_LARGE: 'Amount is too large.',
};

// optional minus, optional $, whole dollars (plain or grouped by commas in threes), optional .decimals
const DOLLARS = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

export function parseCents(input: string | number): ParsedCents {
  const fail = (reason: ParseCentsFailure): ParsedCents => ({ ok: false, reason, message: parseCentsMessages[reason] });
  if (typeof input === 'number' && !Number.isFinite(input)) return fail('INVALID');
  const text = (typeof input === 'number' ? String(input) : input).trim();
  if (text === '') return fail('EMPTY');
  const m = DOLLARS.exec(text);
  if (!m) return fail('INVALID');
  const whole = (m[2] ?? '').replaceAll(',', '');
  const fraction = m[3] ?? '';
  if (whole === '' && fraction === '') return fail('INVALID');
  if (fraction.length > 2) return fail('TOO_MANY_DECIMALS');
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return fail('TOO_LARGE');
  const value = Number(cents);
  return { ok: true, cents: m[1] && value !== 0 ? -value : value };
}
