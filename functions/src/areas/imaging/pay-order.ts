// imaging/payDownloadOrder: charge the order once. A retry of a paid order answers PAID again without charging, and
// a payment whose answer was lost is recognised from the order.
import { imagingMessages } from '@portal/shared/imaging/messages';
import type { PayOrderResponse } from '@portal/shared/imaging/types';
import { usageBalanceOf } from '#src/areas/payments/index.ts';
import { imagePurchaseLog } from '#src/areas/search-log/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import { getImageState, type ImageState } from '#src/data/app/images.ts';
import { conflict, notFound } from '#src/platform/errors.ts';
import type { ImagingCaller } from './access.ts';
import { chargeOrder } from './charge-order.ts';
import { assertGuestMayBuy } from './guest-credit.ts';

export async function payDownloadOrder(
  caller: ImagingCaller,
  guid: string,
  titleFile?: string,
): Promise<PayOrderResponse> {
  const { county, user, account } = caller;
  const state = await getImageState(county, user.userId, guid);
  if (!state || state.status === 'CANCELLED') throw notFound(imagingMessages.noImageState);
  if (state.status === 'OPEN') {
    // again at payment: the county may have changed its mind since the order was priced
    await assertGuestMayBuy(county, user, state.kind, state.total);
    // the title file's entry is written with the charge (search-log/log-image.ts)
    const logItems = await imagePurchaseLog(user, titleFile, state);
    const result = await chargeOrder(state, user.username, logItems).catch(async (err) => {
      // A payment whose answer was lost (a timeout) may have been written with the order: the order says.
      const now = await getImageState(county, user.userId, guid).catch(() => undefined);
      if (now?.status === 'PAID') return 'PAID' as const;
      throw err;
    });
    if (result === 'INSUFFICIENT_FUNDS') throw conflict(imagingMessages.insufficientFunds);
    if (result === 'STATE_CHANGED') {
      // Paid meanwhile (a double click, a retry after a lost answer) is fine; anything else must be reviewed.
      const now = await getImageState(county, user.userId, guid);
      if (now?.status !== 'PAID') throw conflict(imagingMessages.orderChanged);
    }
  }
  const usageBalance = await usageBalanceOf(county, user, { account, changed: true }).catch((err) => {
    // Paid: the answer may not fail now. An account's balance is worked out from the read before; a card's is not.
    if (state.kind === 'PREAUTH') throw err;
    console.warn(`[imaging] balance of ${user.userId} not read again after paying ${guid}; worked out`, err);
    return usageBalanceOf(county, user, { account: state.status === 'OPEN' ? accountAfter(account, state) : account });
  });
  return { status: 'PAID', usageBalanceResult: { usageBalance } };
}

/** The account as paying the order left it, worked out from the read before. */
function accountAfter(account: Account, state: ImageState): Account {
  if (state.kind === 'ESCROW') return { ...account, usageBalanceCents: account.usageBalanceCents - state.total };
  if (state.kind === 'IMAGES') return { ...account, imagesRemaining: account.imagesRemaining - state.total };
  return account;
}
