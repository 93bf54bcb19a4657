// A slide's copy at a width and format. sharp is loaded on first use, not at the module's load: the auth Lambda
// answers every other call without its native code (as imaging/preview-image.ts does).
import type { SlideFormat, SlideWidth } from '@portal/shared/auth/login-slide';

export async function slideCopy(original: Uint8Array, width: SlideWidth, format: SlideFormat): Promise<Uint8Array> {
  const sharp = (await import('sharp')).default;
  // never enlarged: a slide narrower than the width is sent at its own size
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  const out = format === 'webp' ? resized.webp({ quality: 78 }) : resized.jpeg({ quality: 80, mozjpeg: true });
  return new Uint8Array(await out.toBuffer());
}
