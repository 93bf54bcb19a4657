// controlPanel/accountFlatFeeUsage/{id}: the Flat Fee Usage Override. The new images remaining is applied as the
// difference from the current balance, one ledger event (with its audit entry) in one transaction, keyed by the
// form's requestId (else by the old and new balance and the day), so the same override sent twice is applied once.
// Only where the county allows admin reload, for a flat fee account with a rate level (spec 3 section 6).

import { reloadAllowed } from '@portal/shared/accounts/form-rules';
import { accountMessages as m } from '@portal/shared/accounts/messages';
import type { FlatFeeUsageContent } from '@portal/shared/accounts/types';
import { applyMoneyEvent } from '#src/areas/payments/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { conflict, forbidden } from '#src/platform/errors.ts';
import { managedAccount } from './managed-account.ts';

async function reloadable(county: string, id: string): Promise<Account> {
  const account = await managedAccount(county, id);
  const { countyAdminReload } = await getConfig(county, 'flatFeeOverride');
  if (!reloadAllowed(account, countyAdminReload)) throw forbidden(m.reloadNotAllowed);
  return account;
}

export async function getFlatFeeUsage(county: string, id: string): Promise<FlatFeeUsageContent> {
  const a = await reloadable(county, id);
  return { id: a.id, name: a.name, imagesRemaining: a.imagesRemaining };
}

export async function overrideFlatFeeUsage(
  county: string,
  caller: SessionUser,
  r: { id: string; imagesRemaining: number; requestId?: string | undefined },
): Promise<{ content: FlatFeeUsageContent; message: string }> {
  const account = await reloadable(county, r.id);
  const before = account.imagesRemaining;
  const delta = r.imagesRemaining - before;
  const key = `FLAT_FEE_OVERRIDE#${r.requestId ?? `${before}>${r.imagesRemaining}#${new Date().toISOString().slice(0, 10)}`}`;
  if (delta !== 0) {
    const result = await applyMoneyEvent({
      county,
      accountId: account.id,
      userId: caller.userId,
      username: caller.username,
      type: delta > 0 ? 'ADD_ON' : 'CHARGE',
      transactionType: 'FLAT_FEE_USAGE_OVERRIDE',
      idempotencyKey: key,
      amountCents: 0,
      images: Math.abs(delta),
      auditAmount: false,
      balance: { kind: 'ACCOUNT', deltas: { imagesRemaining: delta } },
      info: `Images remaining ${before} to ${r.imagesRemaining}`,
      details: { imagesBefore: before, imagesAfter: r.imagesRemaining },
    });
    if (result.status === 'INSUFFICIENT')
      throw conflict('The images remaining changed meanwhile; reload and try again.');
  }
  const after = await managedAccount(county, account.id);
  return {
    content: { id: after.id, name: after.name, imagesRemaining: after.imagesRemaining },
    message: m.usageSaved(after.name, after.imagesRemaining),
  };
}
