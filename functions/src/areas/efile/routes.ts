// efile/* and the e-file card calls (spec 3 sections 4.1 and 7.1), and the county's intake queue. Thin transport:
// every body through body(schema) with its schema from shared/efile, every rule in the file named after it.
import { efileMessages } from '@portal/shared/efile/messages';
import {
  checkUploadSchema,
  efileCaptureSchema,
  filingIdSchema,
  queueQuerySchema,
  rejectSchema,
  submissionSchema,
  transactResponseBodySchema,
  uploadUrlSchema,
} from '@portal/shared/efile/requests';
import type { CheckedUpload, EfileSettings, SubmittedFiling, UploadTarget } from '@portal/shared/efile/types';
import { DECLINED_CARD_FIELD } from '@portal/shared/payments/responses';
import { Hono } from 'hono';
import { confirmTransaction, declineOf } from '#src/areas/payments/index.ts';
import { getConfig } from '#src/platform/config.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { AppError, conflict } from '#src/platform/errors.ts';
import { requireStaff } from '#src/platform/session.ts';
import { body, query } from '#src/platform/validate.ts';
import { checkUpload } from './check-upload.ts';
import { filer, mayFile } from './guards.ts';
import { acceptFiling, filedFileUrl, queue, rejectFiling, retryRefund } from './queue.ts';
import { startEfilePayment } from './start-payment.ts';
import { submitFiling } from './submit-filing.ts';
import { createUploadTarget } from './upload-url.ts';

export const efileRoutes = new Hono<AppEnv>()
  .get('/efile/settings', async (c) => {
    const settings = await getConfig(c.get('county'), 'efile');
    return ok<EfileSettings>(c, { ...settings, mayFile: settings.efile && mayFile(c.get('user')) });
  })
  .post('/efile/uploadUrl', body(uploadUrlSchema), async (c) => {
    const { county, user } = await filer(c);
    return ok<UploadTarget>(c, await createUploadTarget(county, user.userId, c.req.valid('json')));
  })
  .post('/efile/image', body(checkUploadSchema), async (c) => {
    const { county, user } = await filer(c);
    const { imageId, efileType } = c.req.valid('json');
    return ok<CheckedUpload>(c, await checkUpload(county, user.userId, imageId, efileType));
  })
  .post('/creditcard/efileCapture', body(efileCaptureSchema), async (c) => {
    const { county, user } = await filer(c);
    const { token, amountCents } = await startEfilePayment(county, user, c.req.valid('json').imageId);
    return ok(c, { tokenResults: { token }, amountCents });
  })
  .post('/creditcard/efileAuthAndCaptureResponse', body(transactResponseBodySchema), async (c) => {
    const { county, user } = await filer(c);
    const confirmed = await confirmTransaction(county, c.req.valid('json'), { kind: 'EFILE', userId: user.userId });
    if (!confirmed.approved) {
      // a declined card is the filer's to fix with another card: errors.card carries the provider's reason, as the
      // deposit's refusal does, so the page offers to try again with the upload kept
      const decline = declineOf(confirmed);
      if (!decline) throw conflict(efileMessages.declined);
      throw new AppError('CONFLICT', efileMessages.declined, { [DECLINED_CARD_FIELD]: decline.reason ?? '' });
    }
    return ok(c, { transId: confirmed.details.transId, amountCents: confirmed.payment.amountCents });
  })
  .post('/efile/submission', body(submissionSchema), async (c) => {
    const { county, user } = await filer(c);
    const filed = await submitFiling(county, user, c.req.valid('json'));
    return ok<SubmittedFiling>(c, filed, efileMessages.submitted(filed.transactionNumber));
  })
  .use('/efile/queue', requireStaff)
  .use('/efile/queue/*', requireStaff)
  .get('/efile/queue', query(queueQuerySchema), async (c) => ok(c, await queue(c.get('county'), c.req.valid('query'))))
  .post('/efile/queue/file', body(filingIdSchema), async (c) =>
    ok(c, await filedFileUrl(c.get('county'), c.req.valid('json').filingId)),
  )
  .post('/efile/queue/accept', body(filingIdSchema), async (c) => {
    const staff = c.get('user')!;
    const filing = await acceptFiling(c.get('county'), staff, c.req.valid('json').filingId);
    return ok(c, filing, `Filing ${filing.transactionNumber} was accepted as document ${filing.documentNumber}.`);
  })
  .post('/efile/queue/reject', body(rejectSchema), async (c) => {
    const { filingId, reason } = c.req.valid('json');
    const filing = await rejectFiling(c.get('county'), c.get('user')!, filingId, reason);
    const said = filing.refundError ? efileMessages.refundFailed(filing.refundError) : '';
    return ok(c, filing, said || `Filing ${filing.transactionNumber} was rejected.`);
  })
  .post('/efile/queue/retryRefund', body(filingIdSchema), async (c) => {
    const filing = await retryRefund(c.get('county'), c.get('user')!, c.req.valid('json').filingId);
    const said = filing.refundError ? efileMessages.refundFailed(filing.refundError) : '';
    return ok(c, filing, said || efileMessages.refunded(filing.transactionNumber));
  });
