// GET /api/auth/loginPageSlide/{n}: the county's slide image from the images bucket, 404 beyond what is stored;
// with ?w=&format= a smaller or WebP copy, and with ?v= (the version auth/loginPageSlides answers) cached for good.
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { createApp } from '../../../app.ts';
import { s3Client } from '../../../platform/aws.ts';
import { buckets } from '../../../platform/buckets.ts';
import { getSlide, slideCopyKey, slideVersions, storeSlide } from '../slides.ts';

const SHORT = 'public, max-age=300';
const FOR_GOOD = 'public, max-age=31536000, immutable';

const app = createApp();

/** Lakewood's slide as the browser gets it, with what sharp reads of its bytes. */
async function image(path: string) {
  const res = await app.request(`http://localhost/api/${path}`);
  expect(res.status).toBe(200);
  return { res, meta: await sharp(Buffer.from(await res.arrayBuffer())).metadata() };
}

describe('login page slides', () => {
  it('serves each seeded slide of the county as a JPEG, without sign-in, with a version per slide', async () => {
    const client = new TestClient('lakewood');
    const content = (await client.get<{ numberOfSlides: number; versions: string[] }>('auth/loginPageSlides')).body
      .content!;
    expect(content.numberOfSlides).toBe(3);
    expect(content.versions).toHaveLength(3);
    for (const v of content.versions) expect(v).toMatch(/^[0-9a-f]{16}$/);
    for (let n = 1; n <= content.numberOfSlides; n++) {
      const res = await client.get(`auth/loginPageSlide/${n}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe(SHORT);
    }
  });

  it('sends the WebP copy at the width asked, kept in the bucket, cached for good only with the version', async () => {
    const client = new TestClient('lakewood');
    const [v1] = (await client.get<{ versions: string[] }>('auth/loginPageSlides')).body.content!.versions;
    for (const w of [480, 800, 1200]) {
      const { res, meta } = await image(`auth/loginPageSlide/1?w=${w}&format=webp&v=${v1}`);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(FOR_GOOD);
      expect([meta?.format, meta?.width]).toEqual(['webp', w]);
      const kept = new HeadObjectCommand({
        Bucket: buckets.images,
        Key: slideCopyKey('lakewood', 1, v1!, w as 480, 'webp'),
      });
      expect((await s3Client().send(kept)).ContentType).toBe('image/webp');
    }
    const unversioned = await image('auth/loginPageSlide/1?w=480&format=webp');
    expect([unversioned.res.headers.get('cache-control'), unversioned.meta?.width]).toEqual([SHORT, 480]);
    const smallJpeg = await image(`auth/loginPageSlide/1?w=800&v=${v1}`);
    expect([smallJpeg.res.headers.get('content-type'), smallJpeg.meta?.format, smallJpeg.meta?.width]).toEqual([
      'image/jpeg',
      'jpeg',
      800,
    ]);
    const original = await image(`auth/loginPageSlide/1?v=${v1}`);
    expect([original.res.headers.get('cache-control'), original.meta?.width]).toEqual([FOR_GOOD, 1200]);
  });

  it('answers 400 with a message for a width, format or version it does not make, 404 for a slide it does not have', async () => {
    const lakewood = new TestClient('lakewood');
    for (const [query, field] of [
      ['w=500', 'w'],
      ['w=480px', 'w'],
      ['format=png', 'format'],
      ['v=not-hex', 'v'],
    ] as const) {
      const res = await lakewood.get(`auth/loginPageSlide/1?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}: .+`));
    }
    const marianas = new TestClient('marianas');
    expect((await marianas.get('auth/loginPageSlide/2')).status).toBe(200);
    expect((await marianas.get('auth/loginPageSlide/3')).status).toBe(404);
    expect((await marianas.get('auth/loginPageSlide/3?w=480&format=webp')).status).toBe(404);
    for (const n of ['0', '7', 'x', '1.5']) expect((await lakewood.get(`auth/loginPageSlide/${n}`)).status).toBe(404);
  });

  it('makes the copies when a slide is stored, and a replaced slide gets a new version', async () => {
    // a county of its own, so no other test sees its slide change
    const county = 'vitest-slides';
    const jpeg = (colour: string) =>
      sharp({ create: { width: 1200, height: 525, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    const first = await storeSlide(county, 1, await jpeg('#12325c'));
    for (const w of [480, 800, 1200] as const) {
      const head = await s3Client().send(
        new HeadObjectCommand({ Bucket: buckets.images, Key: slideCopyKey(county, 1, first, w, 'webp') }),
      );
      expect(head.ContentType).toBe('image/webp');
    }
    expect(await slideVersions(county, 2)).toEqual([first, '']);
    const second = await storeSlide(county, 1, await jpeg('#5c3b12'));
    expect(second).not.toBe(first);
    expect(await slideVersions(county, 1)).toEqual([second]);
    // an address with the old version gets the new slide, for a short while only
    const stale = await getSlide(county, 1, {
      w: 480,
      format: 'webp',
      v: first.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    });
    expect(stale.immutable).toBe(false);
    const { dominant } = await sharp(stale.bytes).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });
});
