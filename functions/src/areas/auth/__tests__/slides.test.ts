// GET /api/auth/loginPageSlide/{n}: the county's slide image from the images bucket, 404 beyond what is stored.
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../../../test/support/api-client.ts';

describe('login page slides', () => {
  it('serves each seeded slide of the county as a JPEG, without sign-in', async () => {
    const client = new TestClient('lakewood');
    const { numberOfSlides } = (await client.get<{ numberOfSlides: number }>('auth/loginPageSlides')).body.content!;
    expect(numberOfSlides).toBe(3);
    for (let n = 1; n <= numberOfSlides; n++) {
      const res = await client.get(`auth/loginPageSlide/${n}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('answers 404 for a slide the county does not have and for numbers out of range', async () => {
    const marianas = new TestClient('marianas');
    expect((await marianas.get('auth/loginPageSlide/2')).status).toBe(200);
    expect((await marianas.get('auth/loginPageSlide/3')).status).toBe(404);
    const lakewood = new TestClient('lakewood');
    for (const n of ['0', '7', 'x', '1.5']) expect((await lakewood.get(`auth/loginPageSlide/${n}`)).status).toBe(404);
  });
});
