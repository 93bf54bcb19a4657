// Guards for money arguments: integer cents, never a float of dollars. A violation is a programming error
// (dollars passed for cents, a negative amount), so it throws instead of pricing something wrong.

/** Throws unless `value` is a non-negative safe integer (cents, pages, images). */
export function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}
