// Accounts: one item per account; the usage balance (escrow cents) and flat-fee images remaining live on it and
// change only through the payments ledger's conditional transactions.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType, PaymentMethod } from '@portal/shared/auth/roles';
import { accountIndexAttributes, accountKey, accountsByNameIndex } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { IndexState } from '#src/platform/list-index.ts';

export interface Account {
  id: string;
  name: string;
  accountType: AccountType;
  paymentMethod: PaymentMethod;
  status: 'A' | 'I';
  flatFeeRateLevel: number;
  monthlyFeeCents: number;
  imageChargeMethod: 'DOCUMENT' | 'PAGE';
  certificateChargeMethod: 'DOCUMENT' | 'PAGE';
  imageRetrieval: boolean;
  previewRetrieval: boolean;
  certificateRetrieval: boolean;
  certificatePreviewRetrieval: boolean;
  usageBalanceCents: number;
  imagesRemaining: number;
  /** search types this account may use, when the county's searchAccess is CONFIGURABLE */
  searchAccess?: Record<string, boolean>;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  email?: string;
  landLinkAccount?: string;
  postToLandLink?: boolean;
  userReload?: boolean;
  lastMonthlyRenewal?: string;
  needsMonthlyRenewal?: boolean;
  needsMonthlyRenewalJob?: boolean;
  /** the ledger key of the last renewal (MONTHLY_RENEWAL#<county month>) */
  lastMonthlyRenewalKey?: string;
  createdAt: string;
  /** the control panel's list entries it wrote (platform/list-index.ts) */
  ix?: IndexState['ix'];
  ixc?: IndexState['ixc'];
}

export function accountItem(county: string, a: Account) {
  return {
    ...accountKey(county, a.id),
    ...accountIndexAttributes(county, a),
    county,
    ...a,
  };
}

export function newAccount(fields: Partial<Account> & Pick<Account, 'id' | 'name'>): Account {
  return {
    accountType: 'A_LA_CARTE',
    paymentMethod: 'ESCROW',
    status: 'A',
    flatFeeRateLevel: 0,
    monthlyFeeCents: 0,
    imageChargeMethod: 'PAGE',
    certificateChargeMethod: 'DOCUMENT',
    imageRetrieval: true,
    previewRetrieval: true,
    certificateRetrieval: true,
    certificatePreviewRetrieval: true,
    usageBalanceCents: 0,
    imagesRemaining: 0,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

export async function getAccount(county: string, id: string): Promise<Account | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: accountKey(county, id) }));
  return Item as Account | undefined;
}

export async function listAccounts(county: string): Promise<Account[]> {
  const byName = accountsByNameIndex(county);
  return queryAll<Account>({
    TableName: tables.app,
    IndexName: byName.index,
    KeyConditionExpression: `${byName.pkName} = :p`,
    ExpressionAttributeValues: { ':p': byName.pk },
  });
}
