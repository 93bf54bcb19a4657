// Login-page slide images in the images bucket: the original JPEG at C#<county>/slides/<n>.jpg and, beside it,
// smaller and WebP copies at C#<county>/slides/<n>-<version>-w<width>.<webp|jpg>. The version is the original's
// ETag (its MD5), so slides stored before the copies existed have one too, and a replaced slide gets a new one:
// its copies are new keys, never stale ones. Copies are made when a slide is stored (storeSlide) and, for a slide
// stored another way, on the first request for them, then kept.
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SLIDE_WIDTHS, type SlideFormat, type SlideWidth } from '@portal/shared/auth/login-slide';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { notFound } from '#src/platform/errors.ts';
import { slideCopy } from './slide-copy.ts';

export const MAX_SLIDES = 6;
export const slideKey = (county: string, n: number) => `C#${county}/slides/${n}.jpg`;
export const slideCopyKey = (county: string, n: number, version: string, width: SlideWidth, format: SlideFormat) =>
  `C#${county}/slides/${n}-${version}-w${width}.${format === 'webp' ? 'webp' : 'jpg'}`;

export const contentTypes: Record<SlideFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** An ETag as a version: hexadecimal only (a multipart upload's ETag ends in -<parts>), 16 digits are plenty. */
const versionOf = (etag: string | undefined) =>
  (etag ?? '')
    .replace(/[^0-9a-f]/gi, '')
    .toLowerCase()
    .slice(0, 16);

const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as { name?: string }).name ?? '');

async function read(key: string): Promise<{ bytes: Uint8Array; version: string } | undefined> {
  try {
    const out = await s3Client().send(new GetObjectCommand({ Bucket: buckets.images, Key: key }));
    return { bytes: await out.Body!.transformToByteArray(), version: versionOf(out.ETag) };
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

const put = (Key: string, Body: Uint8Array, format: SlideFormat) =>
  s3Client().send(new PutObjectCommand({ Bucket: buckets.images, Key, Body, ContentType: contentTypes[format] }));

function checkNumber(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SLIDES) throw notFound('No such slide.');
}

/** Stores slide n's JPEG and its WebP copies at every width; answers the slide's new version. */
export async function storeSlide(
  county: string,
  n: number,
  jpeg: Uint8Array,
  metadata?: Record<string, string>,
): Promise<string> {
  checkNumber(n);
  const out = await s3Client().send(
    new PutObjectCommand({
      Bucket: buckets.images,
      Key: slideKey(county, n),
      Body: jpeg,
      ContentType: 'image/jpeg',
      Metadata: metadata,
    }),
  );
  const version = versionOf(out.ETag);
  await Promise.all(
    SLIDE_WIDTHS.map(async (w) =>
      put(slideCopyKey(county, n, version, w, 'webp'), await slideCopy(jpeg, w, 'webp'), 'webp'),
    ),
  );
  return version;
}

/** The version of slides 1..count, '' for one with no image stored. */
export async function slideVersions(county: string, count: number): Promise<string[]> {
  const n = Math.min(Math.max(count, 0), MAX_SLIDES);
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      s3Client()
        .send(new HeadObjectCommand({ Bucket: buckets.images, Key: slideKey(county, i + 1) }))
        .then((head) => versionOf(head.ETag))
        .catch((err: unknown) => {
          if (isMissing(err)) return '';
          throw err;
        }),
    ),
  );
}

export interface SlideImage {
  bytes: Uint8Array;
  contentType: string;
  /** the bytes are those of the version asked for: the answer may be cached for good */
  immutable: boolean;
}

/**
 * Slide n as asked: the original JPEG when no width is given in JPEG, else the copy at that width (1200 when only
 * WebP is asked for). A 404 when the number is out of range or no image is stored. With a version that is no longer
 * the slide's, the current slide is sent, for a short while only.
 */
export async function getSlide(
  county: string,
  n: number,
  ask: { w?: SlideWidth; format?: SlideFormat; v?: string } = {},
): Promise<SlideImage> {
  checkNumber(n);
  const format = ask.format ?? 'jpeg';
  if (!ask.w && format === 'jpeg') {
    const original = await read(slideKey(county, n));
    if (!original) throw notFound('No such slide.');
    return { bytes: original.bytes, contentType: contentTypes.jpeg, immutable: original.version === ask.v };
  }
  const width = ask.w ?? SLIDE_WIDTHS[SLIDE_WIDTHS.length - 1]!;
  const contentType = contentTypes[format];
  // the usual case, the SPA's versioned address of a copy already made: one read
  if (ask.v) {
    const copy = await read(slideCopyKey(county, n, ask.v, width, format));
    if (copy) return { bytes: copy.bytes, contentType, immutable: true };
  }
  const original = await read(slideKey(county, n));
  if (!original) throw notFound('No such slide.');
  const key = slideCopyKey(county, n, original.version, width, format);
  const immutable = original.version === ask.v;
  const kept = ask.v === original.version ? undefined : await read(key);
  if (kept) return { bytes: kept.bytes, contentType, immutable };
  const bytes = await slideCopy(original.bytes, width, format);
  await put(key, bytes, format);
  return { bytes, contentType, immutable };
}
