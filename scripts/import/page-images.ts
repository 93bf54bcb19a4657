// Page images at ingest: a document's multi-page TIFF (or its folder of page files, record-images.ts) becomes one
// JPEG per page, a thumbnail and a watermarked preview (the page view window's readable copy) per page in the images
// bucket, where the imaging area reads them (functions/src/areas/imaging/page-images.ts).
import { DeleteObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { pageTextObjectKey } from '@portal/shared/page-text/page-text';
import sharp from 'sharp';
import { pageImageKey, pagesOnFile, previewKey, thumbnailKey } from '../../functions/src/areas/imaging/page-images.ts';
import { makePreview } from '../../functions/src/areas/imaging/preview-image.ts';
import { recognisePage, writePageText } from '../../functions/src/areas/page-text/index.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';
import { buckets } from '../../functions/src/platform/buckets.ts';
import type { RecordImages } from './record-images.ts';

export const THUMBNAIL_WIDTH = 100;

export async function tiffPageCount(path: string): Promise<number> {
  const meta = await sharp(path, { pages: -1 }).metadata();
  return meta.pages ?? 1;
}

/** One page of a TIFF (or a page's own file) as every rendition starts from it: flattened on white, in grey. */
export const pageSource = (tiffPath: string | RecordImages, page: number) =>
  (typeof tiffPath === 'string' ? sharp(tiffPath, { page: page - 1 }) : tiffPath.page(page))
    .flatten({ background: '#ffffff' })
    .grayscale();

/** The page decoded once into memory: three renditions from the file would decode its TIFF page three times. */
export async function decodedPage(tiffPath: string | RecordImages, page: number): Promise<sharp.Sharp> {
  const { data, info } = await pageSource(tiffPath, page).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info });
}

/** The stored page image: what the viewer's download and the text recognition read. */
export const pageJpeg = (source: sharp.Sharp): Promise<Buffer> =>
  source.jpeg({ quality: 70, mozjpeg: true }).toBuffer();

/** Writes the pages of a TIFF (its path) or of a record's images for the document; pages left from an older,
 *  longer image are removed. With `recognise`, each page's text is read and stored beside it (issue 33);
 *  without, any text of an earlier image of the document is removed, for the page text job to read anew. */
export async function storePageImages(
  county: string,
  docId: string,
  images: string | RecordImages,
  opts: { recognise?: boolean } = {},
): Promise<number> {
  const pages = typeof images === 'string' ? await tiffPageCount(images) : await images.pageCount();
  for (let page = 1; page <= pages; page++) {
    const source = await decodedPage(images, page);
    const [jpeg, thumb, preview] = await Promise.all([
      pageJpeg(source.clone()),
      source.clone().resize({ width: THUMBNAIL_WIDTH }).jpeg({ quality: 70 }).toBuffer(),
      makePreview(source.clone()),
    ]);
    await Promise.all([
      put(pageImageKey(county, docId, page), jpeg),
      put(thumbnailKey(county, docId, page), thumb),
      put(previewKey(county, docId, page), preview),
    ]);
    if (opts.recognise) await writePageText(county, await recognisePage({ jpeg, documentId: docId, page }));
  }
  const onFile = await pagesOnFile(county, docId);
  const extra = [...onFile].filter((p) => p > pages);
  // text read from a replaced image would be wrong: it goes, and the page text job reads the new image
  const staleText = opts.recognise ? [] : [...onFile].filter((p) => p <= pages);
  if (extra.length || staleText.length) {
    await s3Client().send(
      new DeleteObjectsCommand({
        Bucket: buckets.images,
        Delete: {
          Objects: [
            ...extra.flatMap((p) => [
              { Key: pageImageKey(county, docId, p) },
              { Key: thumbnailKey(county, docId, p) },
              { Key: previewKey(county, docId, p) },
              { Key: pageTextObjectKey(county, docId, p) },
            ]),
            ...staleText.map((p) => ({ Key: pageTextObjectKey(county, docId, p) })),
          ],
        },
      }),
    );
  }
  return pages;
}

const put = (Key: string, Body: Buffer) =>
  s3Client().send(new PutObjectCommand({ Bucket: buckets.images, Key, Body, ContentType: 'image/jpeg' }));
