// The imaging Lambda stores the page previews it makes on a page's first view: it may put objects under the
// preview keys of the images bucket and nowhere else there (page images and thumbnails stay import-only), and no
// other area gains that right.
import { describe, expect, it } from 'vitest';
import { areaAccess } from '../lib/api/areas.ts';
import { statementsOf, synthPortal } from './synth.ts';

const { portal } = synthPortal();

const putsOnImages = (fn: string) =>
  statementsOf(portal, fn)
    .filter((s) => JSON.stringify(s.Resource).includes('ImagesBucket'))
    .filter((s) => [s.Action].flat().some((a) => String(a).startsWith('s3:PutObject')));

describe('imaging page previews', () => {
  it('lets imaging put only preview objects in the images bucket', () => {
    const puts = putsOnImages('ApiImagingFunction');
    expect(puts.length).toBe(1);
    expect(JSON.stringify(puts[0]?.Resource)).toMatch(/\/C#\*\/docs\/\*\/preview-\*\.jpg"/);
  });

  it('gives no other reading area a put on the images bucket', () => {
    for (const fn of ['ApiSearchFunction', 'ApiHomeFunction']) expect(putsOnImages(fn)).toEqual([]);
  });

  it("lets auth put only the login slides' copies (made on their first request), never a slide itself", () => {
    const puts = putsOnImages('ApiAuthFunction');
    expect(puts.length).toBe(1);
    expect(JSON.stringify(puts[0]?.Resource)).toMatch(/\/C#\*\/slides\/\*-w\*"/);
    expect(areaAccess.auth.nativeModules).toEqual(['sharp']);
  });

  it('installs sharp for Lambda beside the imaging bundle', () => {
    expect(areaAccess.imaging.nativeModules).toEqual(['sharp']);
  });
});
