// An account as stored, a new account's defaults, and its item: the account's key and index attributes beside its
// fields (the seed, the bench, the migration and the writes of data/app/accounts.ts build it here). No DynamoDB
// call: data/app/accounts.ts reads and writes it.
import type { AccountType, PaymentMethod } from '@portal/shared/auth/roles';
import { accountIndexAttributes, accountKey } from './keys.ts';
import type { IndexState } from './list-entries.ts';

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
  /** the control panel's list entries it wrote (data/app/list-index.ts) */
  ix?: IndexState['ix'];
  ixc?: IndexState['ixc'];
  /** the low-balance alert's threshold and its mark (issue 31; written by data/app/money-mail.ts) */
  lowBalanceThresholdCents?: number;
  lowBalanceAlertedAt?: string;
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
