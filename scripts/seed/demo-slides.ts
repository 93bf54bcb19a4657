// Demo login-page slides: a calm gradient with a caption per slide, made with sharp and stored where the API
// serves them (images bucket, C#<county>/slides/<n>.jpg, with its copies: auth/slides.ts storeSlide). Idempotent: a slide already made with the same caption is
// left alone; one made with another caption (an older demo slide) is made again.
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { slideKey, storeSlide } from '../../functions/src/areas/auth/slides.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';
import { buckets } from '../../functions/src/platform/buckets.ts';

const palettes: Array<[string, string]> = [
  ['#12325c', '#3f7cc4'],
  ['#1f4d3a', '#5f9e7f'],
  ['#4a2f5e', '#8d6fb0'],
  ['#5c3b12', '#c49a3f'],
  ['#1d3f4f', '#4f9bb0'],
  ['#3b3b3b', '#8a8a8a'],
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A 1200x525 JPEG: diagonal gradient, a faint contour pattern, the caption and a smaller subtitle. */
export async function slideImage(n: number, caption: string, subtitle: string): Promise<Buffer> {
  const [from, to] = palettes[(n - 1) % palettes.length]!;
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = 60 + i * 55;
    return `<path d="M0 ${y} C 300 ${y - 40}, 700 ${y + 60}, 1200 ${y - 10}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="525">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="525" fill="url(#g)"/>${lines}
  <text x="70" y="400" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="54" font-weight="bold" fill="#ffffff">${escapeXml(caption)}</text>
  <text x="72" y="450" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" fill="#ffffff" fill-opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A slide's caption and its smaller subtitle. */
export type SlideCaption = [caption: string, subtitle: string];

/** The captions of a county that names none of its own. */
const defaultCaptions: SlideCaption[] = [
  ['Search recorded documents', 'Names, dates, parcels, legal descriptions and more'],
  ['View and download images', 'Pay per use or with your account balance'],
  ['File electronically', 'Submit land records to the recorder online'],
  ['Plats and surveys', 'Browse recorded plats by name'],
  ['Torrens certificates', 'Search registered land by certificate'],
  ['Help is close by', 'Contact the recorder’s office during business hours'],
];

export async function seedDemoSlides(
  county: string,
  count: number,
  captions: SlideCaption[] = defaultCaptions,
): Promise<void> {
  const s3 = s3Client();
  for (let n = 1; n <= Math.min(count, captions.length); n++) {
    const Key = slideKey(county, n);
    const [caption, subtitle] = captions[n - 1]!;
    // S3 metadata is ASCII: the caption is kept URI-encoded
    const made = encodeURIComponent(caption);
    const existing = await s3
      .send(new HeadObjectCommand({ Bucket: buckets.images, Key }))
      .then((head) => head.Metadata?.caption ?? '')
      .catch(() => undefined);
    if (existing === made) continue;
    // with its smaller WebP copies, which the login page asks for
    await storeSlide(county, n, await slideImage(n, caption, subtitle), { caption: made });
  }
}
