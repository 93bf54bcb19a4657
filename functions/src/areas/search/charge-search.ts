// THE payment seam of the search area. Every search and every priced detail pane (documentDetails,
// taxLienDetails) passes through here before its results are shown. Fees and charging belong to the payments
// area plugs in here (a la carte and card prices per search type from the fee engine, escrow balances, card
// preauthorizations through payments/charge.ts), and answers paymentNeeded (show the price list) or
// paymentNeededAgain (re-authorize).
import { detailsFee } from '@portal/shared/fees/details-fee';
import { searchFee } from '@portal/shared/fees/search-fee';
import type { Fee } from '@portal/shared/fees/types';
import type { PaymentOutcome } from '@portal/shared/search/results';
import { type SearchType, searchTypes } from '@portal/shared/search/search-types';
import { chargeFee, type FeeResult, readLedgerEntry } from '#src/areas/payments/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import { type ResultSetItem, resultSetPuts } from '#src/data/app/result-sets.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { conflict } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';

export interface ChargeRequest {
  county: string;
  user: SessionUser;
  account: Account | undefined;
  /** the search form type, or the detail pane */
  item: string;
  /** what is bought: the criteria hash of a search, the document id of a detail pane */
  reference: string;
  /** how the charge reads in the ledger and the reports ('Name: SMITH'); without it, the fee lines and the
   * reference ('Document details (A1000123)') */
  description?: string | undefined;
  /** paging or re-sorting a kept result set, which the spec does not charge again */
  reused: boolean;
  /** a paid search's kept result set, written with the charge, in its transaction */
  keep?: ResultSetItem[];
}

/** The payment outcome of the response, and whether money was taken (a paid search keeps its results). */
export interface Charge extends PaymentOutcome {
  paid: boolean;
  /** CREDIT_CARD: what is left of the open preauthorization, when the charge looked (the answer's balance) */
  preauthRemainingCents?: number | undefined;
  /** the cents taken, when paid */
  cents?: number;
}

export const insufficientFundsMessage = 'There are insufficient funds.';

/** The price of the item in the caller's price list (a la carte, or credit-card alternate rates). */
export async function priceOf(county: string, account: Account | undefined, item: string): Promise<Fee | undefined> {
  const [aLaCarte, aLaCarteSpecialRates, creditCard] = await Promise.all([
    getConfig(county, 'aLaCarte'),
    getConfig(county, 'aLaCarteSpecialRates'),
    getConfig(county, 'creditCard'),
  ]);
  const ctx = { config: { aLaCarte, aLaCarteSpecialRates, creditCard }, paymentMethod: account?.paymentMethod };
  if (item === 'documentDetails') return detailsFee({ ...ctx, kind: 'DOCUMENT' });
  if (item === 'taxLienDetails') return detailsFee({ ...ctx, kind: 'TAX_LIEN' });
  const type = searchTypes[item as SearchType];
  return type ? searchFee({ ...ctx, searchType: type.key }) : undefined;
}

/**
 * Charges a search or a priced detail pane once per call (paging a kept result set is free). A CREDIT_CARD user
 * without an open preauthorization gets paymentNeeded (the price list, then the card window); one whose
 * preauthorization has less left than the fee gets paymentNeededAgain; an escrow balance below the fee is a 409.
 */
export async function chargeForSearch(request: ChargeRequest): Promise<Charge> {
  const { county, user, account, item, reference, reused } = request;
  const free = { paymentNeeded: false, paymentNeededAgain: false, paid: false };
  if (reused || !account) return free;
  const fee = await priceOf(county, account, item);
  if (!fee || fee.cents <= 0) return free;
  const idempotencyKey = `SEARCH#${user.userId}#${newId()}`;
  let result: FeeResult;
  try {
    result = await chargeFee({
      county,
      user,
      account,
      fee,
      transactionType:
        item === 'documentDetails' ? 'DOCUMENT_DETAILS' : item === 'taxLienDetails' ? 'TAX_LIEN_DETAILS' : 'SEARCH',
      idempotencyKey,
      info: request.description ?? `${fee.lines.map((l) => l.description).join(', ')} (${reference})`,
      details: { item, reference },
      extraItems: request.keep && resultSetPuts(request.keep),
    });
  } catch (err) {
    // A charge whose answer was lost (a timeout) may have been written: the ledger says, and then it is answered.
    if (!(await chargeWritten(county, account.id, idempotencyKey))) throw err;
    result = { outcome: 'PAID' };
  }
  const { outcome, preauthRemainingCents } = result;
  const card = preauthRemainingCents === undefined ? {} : { preauthRemainingCents };
  if (outcome === 'PAYMENT_NEEDED') return { paymentNeeded: true, paymentNeededAgain: false, paid: false, ...card };
  if (outcome === 'PAYMENT_NEEDED_AGAIN')
    return { paymentNeeded: false, paymentNeededAgain: true, paid: false, ...card };
  if (outcome === 'INSUFFICIENT_FUNDS') throw conflict(insufficientFundsMessage);
  const paid = outcome === 'PAID';
  return { ...free, paid, ...card, ...(paid ? { cents: fee.cents } : {}) };
}

async function chargeWritten(county: string, accountId: string, key: string): Promise<boolean> {
  try {
    return !!(await readLedgerEntry(county, accountId, key));
  } catch (err) {
    console.error(`[search] charge ${key}: outcome unknown, answered as not charged`, err);
    return false;
  }
}
