// The account of a control panel call: one of this county (else 404).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountMessages as m } from '@portal/shared/accounts/messages';
import type { Account } from '#src/platform/account-store.ts';
import { accountKey } from '#src/platform/app-keys.ts';
import { db } from '#src/platform/aws.ts';
import { conflict, notFound } from '#src/platform/errors.ts';
import { tables } from '#src/platform/tables.ts';

export async function managedAccount(county: string, id: string): Promise<Account> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: accountKey(county, id), ConsistentRead: true }),
  );
  if (!Item) throw notFound(m.notFound);
  return Item as Account;
}

/** An inactive account cannot be edited, except its status. */
export function assertActive(account: Account): void {
  if (account.status !== 'A') throw conflict(m.inactive);
}
