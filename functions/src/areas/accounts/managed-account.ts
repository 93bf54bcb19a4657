// The account of a control panel call: one of this county (else 404).
import { accountMessages as m } from '@portal/shared/accounts/messages';
import type { Account } from '#src/data/app/accounts.ts';
import { accountKind, readManaged } from '#src/data/app/managed-list.ts';
import { conflict, notFound } from '#src/platform/errors.ts';

export async function managedAccount(county: string, id: string): Promise<Account> {
  const account = await readManaged<Account>(county, accountKind, id);
  if (!account) throw notFound(m.notFound);
  return account;
}

/** An inactive account cannot be edited, except its status. */
export function assertActive(account: Account): void {
  if (account.status !== 'A') throw conflict(m.inactive);
}
