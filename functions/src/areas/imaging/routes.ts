// imaging/*: the document image download flow (spec 1 section 7 'Image download'). Every call needs a signed-in
// user whose account may retrieve images (staff always may).
import { imagingMessages } from '@portal/shared/imaging/messages';
import { applyPreviewChange } from '@portal/shared/imaging/preview-settings';
import {
  computeDownloadOrderSchema,
  getThumbnailsSchema,
  imageStateGuidSchema,
  payDownloadOrderSchema,
  previewImageParamsSchema,
  updatePreviewSettingsSchema,
} from '@portal/shared/imaging/schemas';
import type { PreviewSettingsUpdate } from '@portal/shared/imaging/types';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { titleFileOf } from '#src/areas/search-log/index.ts';
import { cancelImageState } from '#src/data/app/images.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok, okWithBase64 } from '#src/platform/envelope.ts';
import { badRequest, conflict, notFound } from '#src/platform/errors.ts';
import { requireUser } from '#src/platform/session.ts';
import { body, parseOr400 } from '#src/platform/validate.ts';
import { imagingCaller, requireImageRetrieval } from './access.ts';
import { findImageDocument } from './document-source.ts';
import { computeDownloadOrder, recomputeDownloadOrder } from './download-order.ts';
import { getImage } from './get-image.ts';
import { getPreviewImage } from './get-preview.ts';
import { getPageTextOf } from './page-text.ts';
import { payDownloadOrder } from './pay-order.ts';
import { getThumbnails } from './thumbnails.ts';

export const imagingRoutes = new Hono<AppEnv>()
  .use('/imaging/*', requireUser, requireImageRetrieval)
  .post('/imaging/getThumbnails', body(getThumbnailsSchema), async (c) =>
    ok(c, await getThumbnails(c.get('county'), c.req.valid('json'))),
  )
  // An image answer, not the envelope, so the page view's <img> loads it with the session cookie.
  .get(
    '/imaging/previewImage/:documentType/:documentNumber/:page',
    validator('param', (value) => parseOr400(previewImageParamsSchema, value)),
    async (c) => {
      const bytes = await getPreviewImage(c.get('county'), c.req.valid('param'));
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'image/jpeg',
        'Cache-Control': 'private, max-age=300',
      });
    },
  )
  // the page's recognised text beside its image (issue 33): who may see the page may read its text
  .get(
    '/imaging/pageText/:documentType/:documentNumber/:page',
    validator('param', (value) => parseOr400(previewImageParamsSchema, value)),
    async (c) => ok(c, await getPageTextOf(c.get('county'), c.req.valid('param'))),
  )
  .post('/imaging/updateImagePreviewSettings', body(updatePreviewSettingsSchema), async (c) => {
    const { imagePreviewSettingChange, imagePreviewSettings, page } = c.req.valid('json');
    const { documentType, documentNumber } = imagePreviewSettings;
    const doc = await findImageDocument(c.get('county'), documentType, documentNumber);
    if (!doc) throw notFound(imagingMessages.noDocument);
    const settings = { ...imagePreviewSettings, pageCount: doc.pageCount };
    const result = applyPreviewChange(settings, imagePreviewSettingChange, page);
    if (!result.ok) throw badRequest(result.message, { selectedAsCsv: result.message });
    return ok<PreviewSettingsUpdate>(c, { pagesSelected: result.pagesSelected });
  })
  .post('/imaging/computeDownloadOrder', body(computeDownloadOrderSchema), async (c) =>
    ok(c, await computeDownloadOrder(imagingCaller(c), c.req.valid('json'))),
  )
  .post('/imaging/recomputeDownloadOrder', body(imageStateGuidSchema), async (c) =>
    ok(c, await recomputeDownloadOrder(imagingCaller(c), c.req.valid('json').imageStateGuid)),
  )
  .post('/imaging/cancelImageState', body(imageStateGuidSchema), async (c) => {
    const { county, user } = imagingCaller(c);
    // as the other calls on an order: another user's order, or none, is a 404 (issue 29)
    const was = await cancelImageState(county, user.userId, c.req.valid('json').imageStateGuid);
    if (!was) throw notFound(imagingMessages.noImageState);
    if (was === 'PAID') throw conflict(imagingMessages.paidNotCancelled);
    return ok(c, undefined, 'Order cancelled.');
  })
  // a purchase may name a title file to be logged under (areas/search-log)
  .post('/imaging/payDownloadOrder', body(payDownloadOrderSchema), async (c) => {
    const { imageStateGuid, titleFile } = c.req.valid('json');
    const caller = imagingCaller(c);
    return ok(c, await payDownloadOrder(caller, imageStateGuid, titleFileOf(caller.user, titleFile)));
  })
  .post('/imaging/getImage', body(imageStateGuidSchema), async (c) => {
    const { pdf, ...image } = await getImage(imagingCaller(c), c.req.valid('json').imageStateGuid);
    return okWithBase64(c, image, 'pdf', pdf);
  });
