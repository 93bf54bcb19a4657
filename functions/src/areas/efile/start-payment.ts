// POST creditcard/efileCapture: a hosted-form token for what the server priced the checked upload at (any amount
// the browser sends is ignored). The payment's id (our invoice number) is kept on the upload, so only a
// transaction for this payment, of this amount, can file it.
import { efileMessages } from '@portal/shared/efile/messages';
import { formatCents } from '@portal/shared/format/money';
import { startCardPayment } from '#src/areas/payments/index.ts';
import { getAccount } from '#src/data/app/accounts.ts';
import { getUpload, updateUpload } from '#src/data/app/efile.ts';
import { getUser } from '#src/data/app/users.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict, forbidden } from '#src/platform/errors.ts';
import { publicOrigin } from '#src/platform/public-links.ts';

/** The payments area's iframe communicator (payments/routes.ts), where the hosted form reports back. */
const COMMUNICATOR_PATH = '/api/creditcard/iframeCommunicator';

export async function startEfilePayment(county: string, user: SessionUser, imageId: string) {
  const upload = await getUpload(county, user.userId, imageId);
  if (!upload || upload.status === 'UPLOADING' || upload.totalCharge === undefined) {
    throw badRequest(efileMessages.notUploaded, { imageId: efileMessages.notUploaded });
  }
  if (upload.status === 'FILED') throw conflict(efileMessages.alreadySubmitted);
  const account = await getAccount(county, user.accountId);
  if (!account) throw forbidden(efileMessages.signIn);
  const email = (await getUser(county, user.userId))?.email;
  const { token, paymentId } = await startCardPayment({
    county,
    user,
    account,
    kind: 'EFILE',
    amountCents: upload.totalCharge,
    surchargeCents: upload.surcharge ?? 0,
    description: `E-filing ${upload.efileType ?? 'LR'}, ${upload.numberOfPages} page(s): ${formatCents(upload.totalCharge)}`,
    communicatorUrl: `${await publicOrigin(county)}${COMMUNICATOR_PATH}`,
    ...(email ? { email } : {}),
  });
  if (!(await updateUpload(county, user.userId, imageId, { paymentId })))
    throw conflict(efileMessages.alreadySubmitted);
  return { token, amountCents: upload.totalCharge };
}
