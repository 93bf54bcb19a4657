// GUEST is one shared login that anyone may use, so nobody answers for what it buys on credit: an INVOICE-billed
// guest account buys no priced images unless the county allows it (userAccess.guestImagesOnInvoice, off by
// default). Decided by how the account pays, not only by its imageRetrieval flag: previews and free pages stay
// open, and a guest account that pays as it goes (escrow, card) buys as any other.
import type { BalanceKind } from '@portal/shared/imaging/fee-schedule';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { forbidden } from '#src/platform/errors.ts';

export const guestOnCreditMessage =
  'The guest login cannot buy document images on the county\u2019s invoice. Sign in with your own account (or register) to buy images.';

/** Refuses (403) a priced order of the guest login billed to its invoice, unless the county allows it. */
export async function assertGuestMayBuy(
  county: string,
  user: Pick<SessionUser, 'role'>,
  kind: BalanceKind,
  totalCents: number,
): Promise<void> {
  if (user.role !== 'GUEST' || kind !== 'INVOICE' || totalCents <= 0) return;
  if ((await getConfig(county, 'userAccess')).guestImagesOnInvoice) return;
  throw forbidden(guestOnCreditMessage);
}
