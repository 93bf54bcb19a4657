// Flat-fee add-ons (spec 1 'Flat fee add-on window'): the account administrator picks one of the county's add-on
// options, sees a confirmation (beginning balance, the purchase, ending balance) and buys it. The add-on is paid
// from the account's usage balance (an INVOICE account is billed) and adds its images, or makes the account
// unlimited at that rate level; one ledger event under the chosen add-on's key.

import { type FlatFeeAddOnOption, flatFeeAddOnOptions } from '@portal/shared/fees/flat-fee';
import { formatCents } from '@portal/shared/format/money';
import { feeTexts } from '@portal/shared/imaging/fee-schedule';
import type { PurchaseOptions } from '@portal/shared/imaging/types';
import { addOnMessages } from '@portal/shared/payments/messages';
import type { AddOnOptions, FlatFeeConfirmation, UserAddOnResult } from '@portal/shared/payments/responses';
import type { Account } from '#src/data/app/accounts.ts';
import { deleteAddOnChoice, getAddOnChoice, putAddOnChoice } from '#src/data/app/payments.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { newId } from '#src/platform/ids.ts';
import { applyMoneyEvent, readLedgerEntry } from './ledger.ts';

export async function addOnOptions(county: string, account: Account): Promise<FlatFeeAddOnOption[]> {
  const [flatFee, flatFeeOverride] = await Promise.all([
    getConfig(county, 'flatFee'),
    getConfig(county, 'flatFeeOverride'),
  ]);
  return flatFeeAddOnOptions({ flatFee, flatFeeOverride, chargeMethod: account.imageChargeMethod });
}

/** flatFee/getAddOnOptions: an image state holding only the flat-fee options. */
export async function getAddOnOptions(county: string, account: Account): Promise<AddOnOptions> {
  const options = await addOnOptions(county, account);
  const purchaseOptions: PurchaseOptions = {
    hasBuyOptions: options.length > 0,
    flatFeeOptions: options.length
      ? { title: 'Flat Fee Account Add On', options: options.map(({ text, value }) => ({ text, value })) }
      : null,
    escrowOptions: null,
    creditCardOptions: null,
  };
  return { guid: newId(), status: 'OPEN', purchaseOptions };
}

const billed = (account: Account) => account.paymentMethod === 'INVOICE';

/** flatFee/getUserAddOnConfirmation: the confirmation table; the choice is kept for userAddOn. */
export async function getUserAddOnConfirmation(
  county: string,
  user: SessionUser,
  account: Account,
  option: string,
  guid: string,
): Promise<FlatFeeConfirmation> {
  const chosen = (await addOnOptions(county, account)).find((o) => o.value === option);
  if (!chosen) return { ok: false, errorMessage: addOnMessages.noOption };
  const beginning = account.usageBalanceCents;
  const insufficient = !billed(account) && beginning < chosen.cents;
  await putAddOnChoice(county, user.userId, guid, { accountId: account.id, ...chosen });
  return {
    ok: true,
    headers: ['Flat Fee Account Add On', `You are purchasing ${chosen.text}.`],
    accountMessage: `Account: ${account.name}`,
    beginningBalance: { description: feeTexts.beginning, value: formatCents(beginning) },
    purchase: { description: chosen.text, value: formatCents(chosen.cents) },
    endingBalance: {
      description: feeTexts.ending,
      value: billed(account) ? 'Billed to the account' : formatCents(beginning - chosen.cents),
    },
    insufficientBalance: insufficient,
    ...(insufficient ? { errorMessage: addOnMessages.insufficient } : {}),
  };
}

/** flatFee/userAddOn: buys the confirmed add-on, once per confirmation. */
export async function userAddOn(
  county: string,
  user: SessionUser,
  account: Account,
  guid: string,
): Promise<UserAddOnResult> {
  const Item = await getAddOnChoice(county, user.userId, guid);
  if (!Item || Item.accountId !== account.id) {
    // Bought already (a retry after a lost answer): the first answer again.
    const bought = await readLedgerEntry(county, account.id, `ADDON#${guid}`);
    if (bought) return { ok: true, message: addOnMessages.added(String(bought.details.text)) };
    return { ok: false, message: addOnMessages.noChoice };
  }
  const chosen = Item as unknown as FlatFeeAddOnOption;
  const deltas: Record<string, number> = {};
  if (!billed(account)) deltas.usageBalanceCents = -chosen.cents;
  if (!chosen.unlimited && chosen.images) deltas.imagesRemaining = chosen.images;
  const result = await applyMoneyEvent({
    county,
    accountId: account.id,
    userId: user.userId,
    username: user.username,
    type: 'ADD_ON',
    transactionType: 'FLAT_FEE_ADD_ON',
    idempotencyKey: `ADDON#${guid}`,
    amountCents: chosen.cents,
    ...(chosen.images ? { images: chosen.images } : {}),
    balance: {
      kind: 'ACCOUNT',
      deltas,
      ...(chosen.unlimited ? { set: { flatFeeRateLevel: Number(chosen.value) } } : {}),
    },
    info: `Flat fee add-on: ${chosen.text}${billed(account) ? ' (billed)' : ''}`,
    details: { option: chosen.value, text: chosen.text },
  });
  if (result.status === 'INSUFFICIENT') return { ok: false, message: addOnMessages.insufficient };
  if (result.status === 'REFUSED') return { ok: false, message: addOnMessages.noChoice };
  await deleteAddOnChoice(county, user.userId, guid);
  return { ok: true, message: addOnMessages.added(chosen.text) };
}
