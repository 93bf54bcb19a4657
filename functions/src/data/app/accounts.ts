// Accounts: one item per account; the usage balance (escrow cents) and flat-fee images remaining live on it and
// change only through the payments ledger's conditional transactions. The item itself (Account, accountItem,
// newAccount) is built in account-item.ts; the control panel's lists in list-index.ts and managed-list.ts.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../dynamo/batch-get.ts';
import { db } from '../dynamo/client.ts';
import { queryIndexPartition } from '../dynamo/query-all.ts';
import { tables } from '../dynamo/tables.ts';
import type { TransactItem } from '../dynamo/transact-item.ts';
import { type Account, accountItem } from './account-item.ts';
import { accountIndexAttributes, accountKey, accountsByNameIndex } from './keys.ts';
import type { IndexState } from './list-entries.ts';
import { setFields } from './set-fields.ts';

export type { Account } from './account-item.ts';

export async function getAccount(county: string, id: string): Promise<Account | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: accountKey(county, id) }));
  return Item as Account | undefined;
}

/** Accounts by id (one BatchGet), in the ids' order; undefined for an id with no account. */
export async function getAccounts(county: string, ids: string[]): Promise<Array<Account | undefined>> {
  return batchGet<Account>(
    tables.app,
    ids.map((id) => accountKey(county, id)),
  );
}

export async function listAccounts(county: string): Promise<Account[]> {
  return queryIndexPartition<Account>(tables.app, accountsByNameIndex(county));
}

// ---- transaction items (sent with the list entries and the audit entry in one transaction) ----------------------

/** An account's item, with the list state it was indexed under; `ifNew`: refused if the id is taken. */
export function accountPut(
  county: string,
  account: Account,
  options: { listState?: IndexState; ifNew?: boolean } = {},
): TransactItem {
  return {
    Put: {
      TableName: tables.app,
      Item: { ...accountItem(county, account), ...options.listState },
      ...(options.ifNew ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
    },
  };
}

/** The control panel's change of an account's fields, name (and its gsi1 sort key) and list state; refused unless
 * the account is active. */
export function activeAccountUpdate(
  county: string,
  id: string,
  fields: Partial<Account> & { name: string },
  listState: IndexState,
): TransactItem {
  const changed = {
    ...fields,
    gsi1sk: accountIndexAttributes(county, fields).gsi1sk,
    ix: listState.ix,
    ixc: listState.ixc,
  };
  const { sets, names, values } = setFields(changed);
  return {
    Update: {
      TableName: tables.app,
      Key: accountKey(county, id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: '#st = :a',
      ExpressionAttributeNames: { '#st': 'status', ...names },
      ExpressionAttributeValues: { ':a': 'A', ...values },
    },
  };
}

/** The search types an account may use (controlPanel/accountPageAccess), on an account still there. */
export function accountSearchAccessUpdate(
  county: string,
  id: string,
  searchAccess: Record<string, boolean>,
): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: accountKey(county, id),
      UpdateExpression: 'SET searchAccess = :s',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': searchAccess },
    },
  };
}
