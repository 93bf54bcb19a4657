// What the server offers a user whose balance does not cover an order (spec 1 'Document image download flow'):
// a flat-fee add-on, an escrow deposit by card, or a card preauthorization; or nothing.
import { formatCents } from '@portal/shared/format/money';
import { type BalanceKind, feeTexts, formatAmount } from '@portal/shared/imaging/fee-schedule';
import type { EscrowOptions, FlatFeeOptions, PurchaseOptions } from '@portal/shared/imaging/types';
import { addOnOptions } from '#src/areas/payments/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';

export const noPurchaseOptions: PurchaseOptions = {
  hasBuyOptions: false,
  flatFeeOptions: null,
  escrowOptions: null,
  creditCardOptions: null,
};

export interface OptionsInput {
  county: string;
  user: SessionUser;
  account: Account;
  kind: BalanceKind;
  beginning: number;
  total: number;
  preauthorized: boolean;
}

export async function purchaseOptionsFor(input: OptionsInput): Promise<PurchaseOptions> {
  const { kind } = input;
  const flatFeeOptions = kind === 'IMAGES' ? await flatFeeOptionsFor(input) : null;
  const escrowOptions = kind === 'ESCROW' ? await escrowOptionsFor(input) : null;
  const creditCardOptions =
    kind === 'PREAUTH'
      ? {
          authorizationInfo: {
            authorized: input.preauthorized,
            amount: formatCents((await getConfig(input.county, 'creditCardExtra')).maxAmount),
          },
        }
      : null;
  return {
    hasBuyOptions: !!(flatFeeOptions || escrowOptions || creditCardOptions),
    flatFeeOptions,
    escrowOptions,
    creditCardOptions,
  };
}

/** Flat-fee add-on: the county's add-on options (payments area), for the account administrator (or when reload is allowed). */
async function flatFeeOptionsFor({ county, user, account }: OptionsInput): Promise<FlatFeeOptions | null> {
  if (user.role !== 'ACCOUNT' && !account.userReload) return null;
  const options = (await addOnOptions(county, account)).map(({ text, value }) => ({ text, value }));
  return options.length ? { title: 'Flat Fee Account Add On', options } : null;
}

/** Escrow add-on by card: when the county reloads by card and the user may reload the account. */
async function escrowOptionsFor({
  county,
  user,
  account,
  beginning,
  total,
}: OptionsInput): Promise<EscrowOptions | null> {
  const escrow = await getConfig(county, 'escrow');
  if (!escrow.reloadByCreditCard || (user.role !== 'ACCOUNT' && !account.userReload)) return null;
  const shortfall = Math.max(0, total - beginning);
  const surcharge = !escrow.applySurcharge
    ? ''
    : escrow.creditCardSurchargeMethod === 'PERCENT'
      ? `A credit card surcharge of ${escrow.creditCardSurchargePercent}% is added to the deposit.`
      : `A credit card surcharge of ${formatCents(escrow.creditCardSurcharge)} is added to the deposit.`;
  return {
    accountMessage: `Account: ${account.name}`,
    beginningBalance: { description: feeTexts.beginning, value: formatAmount('ESCROW', beginning) },
    lowBalanceMessage: `Your escrow balance is too low for this purchase of ${formatCents(total)}.`,
    depositAmountMessage: `Deposit at least ${formatCents(Math.max(shortfall, escrow.minReloadAmount))} (at most ${formatCents(escrow.maxReloadAmount)}).`,
    surchargeMessage: surcharge,
    endingBalance: { description: feeTexts.ending, value: formatAmount('ESCROW', beginning - total) },
    shortfallCents: shortfall,
  };
}
