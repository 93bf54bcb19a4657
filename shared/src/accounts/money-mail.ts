// The money e-mail settings (issue 31): an escrow account administrator's low-balance threshold (integer cents;
// null switches the alert off) and each user's choice of the monthly statement by e-mail.
import { z } from 'zod';

/** The largest threshold: $1,000,000.00, far above any deposit the counties allow. */
export const MAX_THRESHOLD_CENTS = 100_000_000;

export const moneyMailMessages = {
  threshold: 'Enter an amount in dollars and cents from 0.01 to 1,000,000.00, or leave it blank for no alert.',
  notEscrow: 'Only an escrow account has a usage balance to watch.',
  guest: 'The shared guest sign-in cannot change this.',
  onlyAdmin: "Only the account's administrator sets its low-balance alert.",
} as const;

export const lowBalanceThresholdSchema = z.strictObject({
  thresholdCents: z
    .number({ error: moneyMailMessages.threshold })
    .int(moneyMailMessages.threshold)
    .min(1, moneyMailMessages.threshold)
    .max(MAX_THRESHOLD_CENTS, moneyMailMessages.threshold)
    .nullable(),
});
export type LowBalanceThreshold = z.infer<typeof lowBalanceThresholdSchema>;

export const monthlyStatementSchema = z.strictObject({
  monthlyStatement: z.boolean({ error: 'Must be true or false.' }),
});
export type MonthlyStatementChoice = z.infer<typeof monthlyStatementSchema>;

/** GET account/moneyMail: the caller's choices; lowBalance only for an escrow account's administrator. */
export interface MoneyMailSettings {
  monthlyStatement: boolean;
  /** false for GUEST: the shared login changes nothing of its own */
  canChange: boolean;
  lowBalance: { thresholdCents: number | null; balanceCents: number } | null;
}

/** '12.50' or '$1,200' -> cents; '' -> null; undefined when it is not an amount. */
export function parseDollars(text: string): number | null | undefined {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!t) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const [whole = '0', frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
