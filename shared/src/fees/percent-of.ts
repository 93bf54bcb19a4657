// Percent of an amount in whole cents, rounded half-up (half a cent goes up: 0.5 -> 1), computed exactly.
// The percent is the decimal the administrator typed (3.5 means 35/1000): it is read from its shortest decimal
// form and multiplied as integers, so 3.5% of $10.01 is exactly 35.035 cents -> 35, with no float error.
import { assertCents } from './assert-cents.ts';

/** `percent`% of `amountCents`, half-up to whole cents. Both must be non-negative. */
export function percentOfCents(amountCents: number, percent: number): number {
  assertCents(amountCents, 'amountCents');
  if (!Number.isFinite(percent) || percent < 0) {
    throw new RangeError(`percent must be a non-negative number, got ${percent}`);
  }
  const { digits, scale } = decimal(percent);
  // amount * digits / (10^scale * 100), half-up: floor((2n + d) / 2d)
  const numerator = BigInt(amountCents) * digits;
  const denominator = 10n ** BigInt(scale + 2);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** A finite non-negative number as integer digits over 10^scale, from its shortest round-trip decimal. */
function decimal(n: number): { digits: bigint; scale: number } {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(n));
  if (!m) throw new RangeError(`not a decimal number: ${n}`);
  const fraction = m[2] ?? '';
  const exponent = Number(m[3] ?? 0);
  const digits = BigInt(`${m[1]}${fraction}`);
  const scale = fraction.length - exponent;
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}
