// What the account control panel's calls answer (spec 3 sections 3.3-3.5, 7.4). Money is integer cents.
import type { AccountType, PaymentMethod } from '../auth/roles.ts';
import type { ListPage } from '../users/types.ts';
import type { PageAccessFlag } from './schemas.ts';

/** One row of the Accounts list. */
export interface AccountRow {
  id: string;
  name: string;
  accountType: AccountType;
  accountTypeDescription: string;
  paymentMethod: PaymentMethod;
  paymentMethodDescription: string;
  /** cents */
  monthlyFee: number;
  /** '$25.00' */
  monthlyFeeDescription: string;
  status: 'A' | 'I';
  userCount: number;
  /** the More menu's Reload */
  reloadAllowed: boolean;
}

/** controlPanel/accounts, accountDelete, accountChangeStatusList, account (POST): content. */
export interface AccountListContent extends ListPage {
  accounts: AccountRow[];
}

/** GET controlPanel/account/{id}, runMonthlyRenewal, accountChangeStatusSingle: content. */
export interface AccountDetails {
  id: string;
  name: string;
  accountType: AccountType;
  paymentMethod: PaymentMethod;
  status: 'A' | 'I';
  flatFeeRateLevel: number;
  monthlyFee: number;
  imageChargeMethod: 'DOCUMENT' | 'PAGE';
  certificateChargeMethod: 'DOCUMENT' | 'PAGE';
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  landLinkAccount: string;
  postToLandLink: boolean;
  lastMonthlyRenewal: string;
  needsMonthlyRenewal: boolean;
  needsMonthlyRenewalJob: boolean;
  imageRetrieval: boolean;
  previewRetrieval: boolean;
  certificateRetrieval: boolean;
  certificatePreviewRetrieval: boolean;
  userReload: boolean;
  /** the county's flat fee rates, for the rate level choice */
  countyConfigFlatFee: { chargingImages: boolean; rates: Array<{ level: number; label: string; offered: boolean }> };
  /** the county's countyAdminReload */
  countyAdminReload: boolean;
  usageBalance: number;
  imagesRemaining: number;
  userCount: number;
}

/** GET controlPanel/accountFlatFeeUsage/{id}: content. */
export interface FlatFeeUsageContent {
  id: string;
  name: string;
  imagesRemaining: number;
}

/** GET controlPanel/accountPageAccess/{id}: content. */
export type PageAccessContent = { id: string; name: string } & Record<PageAccessFlag, boolean>;
