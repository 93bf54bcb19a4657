// Validation of an escrow deposit amount (spec 1: over zero, within the county's min and max reload). The amount
// arrives in dollars (a form's text or a JSON number) and leaves as integer cents. A min or max of 0 is no limit.
import { z } from 'zod';
import type { ConfigGroup } from '../config/groups.ts';
import { formatCents } from '../format/money.ts';
import { parseCents, parseCentsMessages } from './parse-cents.ts';

export type DepositLimits = Pick<ConfigGroup<'escrow'>, 'minReloadAmount' | 'maxReloadAmount'>;

export const depositMessages = {
  notPositive: 'Amount must be greater than zero',
  minimum: (cents: number) => `Minimum deposit is ${formatCents(cents)}.`,
  maximum: (cents: number) => `Maximum deposit is ${formatCents(cents)}.`,
} as const;

export type DepositCheck = { ok: true; cents: number } | { ok: false; message: string };

export function validateDepositAmount(input: unknown, limits: DepositLimits): DepositCheck {
  if (input === undefined || input === null) return { ok: false, message: parseCentsMessages.EMPTY };
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, message: parseCentsMessages.INVALID };
  const parsed = parseCents(input);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const { cents } = parsed;
  if (cents <= 0) return { ok: false, message: depositMessages.notPositive };
  if (limits.minReloadAmount > 0 && cents < limits.minReloadAmount) {
    return { ok: false, message: depositMessages.minimum(limits.minReloadAmount) };
  }
  if (limits.maxReloadAmount > 0 && cents > limits.maxReloadAmount) {
    return { ok: false, message: depositMessages.maximum(limits.maxReloadAmount) };
  }
  return { ok: true, cents };
}

/** The same rules as a zod schema: dollars (string or number) in, integer cents out. */
export function depositAmountSchema(limits: DepositLimits) {
  return z.unknown().transform((value, ctx) => {
    const check = validateDepositAmount(value, limits);
    if (check.ok) return check.cents;
    ctx.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  });
}
