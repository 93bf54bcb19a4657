// A migrated account's balances (LS1's escrow balance and images remaining) arrive through the ledger, like every
// other money change: the account is written with none, and one MIGRATION entry per account and job adds them, with
// its audit entry, in one transaction (payments/ledger.ts). So an account's balance is the sum of its ledger entries
// from its first day in LS2. The entry's key is the job's, so a repeated page finds it written and adds nothing;
// a later job wipes the account first and takes its balances off through the ledger too (closeBalances).

import { applyMoneyEvent } from '#src/areas/payments/index.ts';
import type { Account } from '#src/data/app/account-item.ts';
import type { SessionUser } from '#src/platform/context.ts';

export const openingKey = (jobId: string) => `LS1_OPENING#${jobId}`;
export const closingKey = (jobId: string) => `LS1_WIPE#${jobId}`;

/** The LS1 balances of a migrated account, added by its opening entry. */
export async function openBalances(
  county: string,
  caller: SessionUser,
  jobId: string,
  account: Account,
  ls1: { usageBalanceCents: number; imagesRemaining: number },
): Promise<void> {
  const result = await applyMoneyEvent({
    county,
    accountId: account.id,
    userId: caller.userId,
    username: caller.username,
    type: 'MIGRATION',
    transactionType: 'LS1_OPENING_BALANCE',
    idempotencyKey: openingKey(jobId),
    amountCents: ls1.usageBalanceCents,
    images: ls1.imagesRemaining,
    balance: { kind: 'ACCOUNT', deltas: { ...ls1 } },
    dataSource: 'ONE',
    info: `LS1 opening balance of ${account.name}: $${(ls1.usageBalanceCents / 100).toFixed(2)}, ${ls1.imagesRemaining} image(s) remaining`,
  });
  if (result.status !== 'APPLIED' && result.status !== 'REPLAYED')
    throw new Error(`The opening balance of account ${account.id} was refused (${result.status}).`);
}

/** Takes an account's balances off through the ledger before the wipe deletes it, so its ledger ends at zero. */
export async function closeBalances(county: string, caller: SessionUser, jobId: string, account: Account) {
  const usage = account.usageBalanceCents ?? 0;
  const images = account.imagesRemaining ?? 0;
  if (!usage && !images) return;
  await applyMoneyEvent({
    county,
    accountId: account.id,
    userId: caller.userId,
    username: caller.username,
    type: 'MIGRATION',
    transactionType: 'LS1_WIPE_BALANCE',
    idempotencyKey: closingKey(jobId),
    amountCents: usage,
    images,
    balance: { kind: 'ACCOUNT', deltas: { usageBalanceCents: -usage, imagesRemaining: -images } },
    info: `Balances of ${account.name} removed by the LS1 migration's wipe: $${(usage / 100).toFixed(2)}, ${images} image(s)`,
  });
}
