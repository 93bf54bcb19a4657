// E-file uploads against the local stack: the presigned POST to the uploads bucket (s3rver) and the check of what
// arrived: magic bytes, not the name or declared type; pages of real PDFs and multi-page TIFFs; encrypted and
// corrupt files refused; size limits in the policy and the request; charges from the county's fees.
import { EFILE_MAX_PAGES, efileMessages } from '@portal/shared/efile/messages';
import type { UploadTarget } from '@portal/shared/efile/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty } from '../../imaging/__tests__/fixtures.ts';
import { pdfOf, postToBucket, tiffOf, uploadFile, withEmptyDirectories } from './fixtures.ts';

let county = '';
let client: TestClient;

beforeAll(async () => {
  county = await newTestCounty('efile-up', {
    efile: { efile: true },
    aLaCarte: { imageFirstPage: 500, imageAdditionalPages: 100 },
    aLaCarteSpecialRates: {
      applySpecialRates: true,
      rates: [
        { documentType: 'MAP', instrumentCode: '', documentRate: 0, firstPageRate: 2000, additionalPagesRate: 1000 },
      ],
    },
    creditCardExtra: { applySurcharge: true, surchargeMethod: 'DOLLARS', surcharge: 200 },
  });
  client = new TestClient(county);
  await client.login('card.customer');
});

describe('upload and check', () => {
  it('counts the pages of a real PDF and prices them from the county fees', async () => {
    const res = await uploadFile(client, await pdfOf(3));
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({
      imageId: res.imageId,
      numberOfPages: 3,
      firstPageCharge: 500,
      additionalPagesCharge: 200,
      surcharge: 200,
      totalCharge: 900,
    });
  });

  it('counts the pages of a multi-page TIFF, priced at the special rate of its e-file type', async () => {
    const res = await uploadFile(client, await tiffOf(4), {
      contentType: 'image/tiff',
      fileName: 'map.tif',
      efileType: 'MAP',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      numberOfPages: 4,
      firstPageCharge: 2000,
      additionalPagesCharge: 3000,
      totalCharge: 5200,
    });
  });

  it('refuses a renamed executable by its bytes, whatever it was declared as', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(2000, 7)]);
    const res = await uploadFile(client, exe, { fileName: 'deed.pdf' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(efileMessages.format);
  });

  it('counts only TIFF directories that hold an image, and refuses a chain of thousands', async () => {
    const tiff = { contentType: 'image/tiff', fileName: 'deed.tif' };
    const padded = await uploadFile(client, withEmptyDirectories(await tiffOf(2), 3), tiff);
    expect(padded.status).toBe(200);
    expect(padded.body.content).toMatchObject({ numberOfPages: 2, totalCharge: 800 });
    const probe = await uploadFile(client, withEmptyDirectories(await tiffOf(1), 5000), tiff);
    expect(probe.status).toBe(400);
    expect(probe.body.message).toBe(efileMessages.tooManyPages);
  });

  it(`refuses a filing of more than ${EFILE_MAX_PAGES} pages`, async () => {
    const over = await uploadFile(client, await pdfOf(EFILE_MAX_PAGES + 1, { blank: true }));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(efileMessages.tooManyPages);
    expect(over.body.errors).toEqual({ file: efileMessages.tooManyPages });
  });

  it("a PDF begins with '%PDF-' (after a byte order mark or white space at most)", async () => {
    const pdf = Buffer.from(await pdfOf(1));
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(200, 7), pdf]);
    const refused = await uploadFile(client, exe);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(efileMessages.format);
    const lead = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(' \r\n'), pdf]);
    expect((await uploadFile(client, lead)).body.content?.numberOfPages).toBe(1);
  });

  it('refuses other declared types and sizes above 25,000,000 bytes before any upload', async () => {
    const word = await client.post('efile/uploadUrl', {
      fileName: 'a.doc',
      contentType: 'application/msword',
      size: 10,
    });
    expect(word.status).toBe(400);
    expect(word.body.errors?.contentType).toBe(efileMessages.format);
    const big = await client.post('efile/uploadUrl', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 25_000_001,
    });
    expect(big.status).toBe(400);
    expect(big.body.errors?.size).toBe(efileMessages.tooLarge);
  });

  it('the presigned POST policy fixes the key, the content type and the announced size', async () => {
    // s3rver does not enforce POST policies; S3 does. What S3 is given is checked here, and the check after the
    // upload holds the stored object to the same three (next test).
    const target = await client.post<UploadTarget>('efile/uploadUrl', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 100,
    });
    const { fields, imageId } = target.body.content!;
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8'));
    const key = `efile/incoming/${county}/${imageId}`;
    expect(fields.key).toBe(key);
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).toContainEqual(['content-length-range', 100, 100]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('refuses a stored object of another type or size than the policy allowed, or under another key', async () => {
    const pdf = await pdfOf(1);
    const forged = async (change: (t: UploadTarget) => UploadTarget, bytes = pdf, type = 'application/pdf') => {
      const target = await client.post<UploadTarget>('efile/uploadUrl', {
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      });
      const posted = await postToBucket(change(target.body.content!), bytes, type);
      expect(posted.status).toBeLessThan(300); // the emulator takes what S3 would refuse
      return client.post('efile/image', { imageId: target.body.content!.imageId });
    };
    const asTiff = await forged((t) => ({ ...t, fields: { ...t.fields, 'Content-Type': 'image/tiff' } }));
    expect(asTiff.status).toBe(400);
    expect(asTiff.body.message).toBe(efileMessages.notAsDeclared);
    const longer = await forged((t) => t, Buffer.concat([Buffer.from(pdf), Buffer.from('\n%padding\n')]));
    expect(longer.status).toBe(400);
    expect(longer.body.message).toBe(efileMessages.notAsDeclared);
    const elsewhere = await forged((t) => ({
      ...t,
      fields: { ...t.fields, key: `efile/incoming/other/${t.imageId}` },
    }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(efileMessages.notUploaded);
  });

  it('refuses an encrypted PDF and a corrupt one with clear messages', async () => {
    const encrypted = await uploadFile(client, await pdfOf(2, { password: 'x' }));
    expect(encrypted.status).toBe(400);
    expect(encrypted.body.message).toBe(efileMessages.encrypted);
    const pdf = await pdfOf(2);
    const corrupt = await uploadFile(client, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x41)]));
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.message).toBe(efileMessages.corrupt);
    const tiff = await tiffOf(2);
    const truncated = await uploadFile(client, tiff.subarray(0, 16), { contentType: 'image/tiff' });
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(efileMessages.corrupt);
    expect(pdf.length).toBeGreaterThan(0);
  });

  it('a check of an upload that never arrived, or of another user, is refused', async () => {
    const target = await client.post<UploadTarget>('efile/uploadUrl', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 100,
    });
    const missing = await client.post('efile/image', { imageId: target.body.content!.imageId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(efileMessages.notUploaded);
    const mine = await uploadFile(client, await pdfOf(1));
    const other = new TestClient(county);
    await other.login('title.examiner');
    const theirs = await other.post('efile/image', { imageId: mine.imageId });
    expect(theirs.status).toBe(400);
  });

  it('anonymous and guest callers may read the settings but not upload', async () => {
    const anonymous = new TestClient(county);
    const settings = await anonymous.get<{ efile: boolean; mayFile: boolean }>('efile/settings');
    expect(settings.body.content).toMatchObject({ efile: true, mayFile: false });
    const body = { fileName: 'a.pdf', contentType: 'application/pdf', size: 100 };
    expect((await anonymous.post('efile/uploadUrl', body)).status).toBe(401);
    const guest = new TestClient(county);
    await guest.login('guestuser1');
    expect((await guest.post('efile/uploadUrl', body)).status).toBe(403);
  });
});
