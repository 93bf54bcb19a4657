// A detail pane that may cost money (documentDetails, taxLienDetails): read it first (a missing record is a 404
// and never charged), pass the payment seam, then answer it with the balance; nothing is shown until paid. The
// charge is the last step that can fail: the balance after it falls back rather than failing a paid answer. The
// account is read beside the record (one DynamoDB round trip fewer), and dropped if the record is missing.
import type { DetailsResponse } from '@portal/shared/search/details';
import { getAccount } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { balanceAfter } from './balance-after.ts';
import { chargeForSearch } from './charge-search.ts';

export async function pricedDetails<D extends { docId: string }>(
  county: string,
  user: SessionUser,
  item: 'documentDetails' | 'taxLienDetails',
  read: Promise<D>,
): Promise<DetailsResponse<D>> {
  const reading = getAccount(county, user.accountId);
  reading.catch(() => {});
  const details = await read;
  const docId = details.docId;
  const account = await reading;
  const payment = await chargeForSearch({
    county,
    user,
    account,
    item,
    reference: docId,
    reused: false,
  });
  const { paymentNeeded, paymentNeededAgain } = payment;
  const shown = !paymentNeeded && !paymentNeededAgain;
  // The balance is read again only when this call changed it, and not at all when the card charge answered it.
  const usageBalance = await balanceAfter(county, user, account, payment);
  return { paymentNeeded, paymentNeededAgain, usageBalance, details: shown ? details : null };
}
