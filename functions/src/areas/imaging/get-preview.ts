// imaging/previewImage: the watermarked preview of one page, for the page view window. Made at import; a page
// imported before previews existed gets its preview made from the page image on the first request, and stored,
// so existing counties need no re-import.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { imagingMessages, noSuchPage } from '@portal/shared/imaging/messages';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { notFound } from '#src/platform/errors.ts';
import { findImageDocument } from './document-source.ts';
import { previewKey, readPageImage, readPreview } from './page-images.ts';
import { makePreview } from './preview-image.ts';

export interface PreviewRequest {
  documentType: string;
  documentNumber: string;
  page: number;
}

export async function getPreviewImage(county: string, req: PreviewRequest): Promise<Uint8Array> {
  const doc = await findImageDocument(county, req.documentType, req.documentNumber);
  if (!doc) throw notFound(imagingMessages.noDocument);
  if (req.page > doc.pageCount) throw notFound(noSuchPage(req.page));
  const stored = await readPreview(county, doc.docId, req.page);
  if (stored) return stored;
  const page = await readPageImage(county, doc.docId, req.page);
  if (!page) throw notFound(`There is no image of page ${req.page} on file.`);
  const preview = await makePreview(page);
  // Storing it only saves the next request the work: a failed write still answers the preview.
  await s3Client()
    .send(
      new PutObjectCommand({
        Bucket: buckets.images,
        Key: previewKey(county, doc.docId, req.page),
        Body: preview,
        ContentType: 'image/jpeg',
      }),
    )
    .catch((err) => console.error('[imaging] storing a preview made on request', err));
  return preview;
}
