// GET controlPanel/account/{id}: every field of the entry form (id 0: a new account's defaults), with the
// county's flat fee rate levels and whether it allows admin reload.
import type { AccountDetails } from '@portal/shared/accounts/types';
import { flatFeeRateLabel } from '@portal/shared/fees/flat-fee';
import { type Account, newAccount } from '#src/data/app/account-item.ts';
import { getConfig } from '#src/platform/config.ts';
import { userCounts } from './account-rows.ts';
import { managedAccount } from './managed-account.ts';

export async function getAccountDetails(county: string, id: string): Promise<AccountDetails> {
  const isNew = id === '0';
  const account = isNew ? newAccount({ id: '0', name: '' }) : await managedAccount(county, id);
  const [flatFee, override, counts] = await Promise.all([
    getConfig(county, 'flatFee'),
    getConfig(county, 'flatFeeOverride'),
    isNew ? new Map<string, number>() : userCounts(county, [id]),
  ]);
  return {
    ...detailsOf(account),
    countyConfigFlatFee: {
      chargingImages: flatFee.chargingImages,
      rates: flatFee.rates.map((r, i) => ({
        level: i + 1,
        label: flatFeeRateLabel(r, account.imageChargeMethod),
        offered: r.option,
      })),
    },
    countyAdminReload: override.countyAdminReload,
    userCount: counts.get(id) ?? 0,
  };
}

export function detailsOf(a: Account): Omit<AccountDetails, 'countyConfigFlatFee' | 'countyAdminReload' | 'userCount'> {
  return {
    id: a.id,
    name: a.name,
    accountType: a.accountType,
    paymentMethod: a.paymentMethod,
    status: a.status,
    flatFeeRateLevel: a.flatFeeRateLevel,
    monthlyFee: a.monthlyFeeCents,
    imageChargeMethod: a.imageChargeMethod,
    certificateChargeMethod: a.certificateChargeMethod,
    address: a.address ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.zip ?? '',
    phone: a.phone ?? '',
    email: a.email ?? '',
    landLinkAccount: a.landLinkAccount ?? '',
    postToLandLink: a.postToLandLink ?? a.paymentMethod !== 'CREDIT_CARD',
    lastMonthlyRenewal: a.lastMonthlyRenewal ?? '',
    needsMonthlyRenewal: a.needsMonthlyRenewal ?? false,
    needsMonthlyRenewalJob: a.needsMonthlyRenewalJob ?? false,
    imageRetrieval: a.imageRetrieval,
    previewRetrieval: a.previewRetrieval,
    certificateRetrieval: a.certificateRetrieval,
    certificatePreviewRetrieval: a.certificatePreviewRetrieval,
    userReload: a.userReload ?? false,
    usageBalance: a.usageBalanceCents,
    imagesRemaining: a.imagesRemaining,
  };
}
