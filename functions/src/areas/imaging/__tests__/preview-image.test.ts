// GET imaging/previewImage/{type}/{number}/{page}: the watermarked ~1,000 px page view, with the thumbnails' rules
// (a signed-in user whose account may retrieve images; staff always); made and stored on the first request for a
// page imported before previews existed.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { countyOrigin } from '../../../../../test/support/api-client.ts';
import { createApp } from '../../../app.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { entityKeys } from '../../../data/records/keys.ts';
import { readPreview } from '../page-images.ts';
import { PREVIEW_WIDTH } from '../preview-image.ts';
import { newTestCounty, putDocument, setAccount } from './fixtures.ts';

const app = createApp();
let county = '';
let doc: Awaited<ReturnType<typeof putDocument>>;

beforeAll(async () => {
  county = await newTestCounty('img-pv');
  doc = await putDocument(county, 3);
});

async function signIn(username: string): Promise<string> {
  const res = await app.request(`${countyOrigin(county)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
    body: JSON.stringify({ username, password: 'Demo#2026' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const previewOf = (cookie: string, path: string) =>
  app.request(`${countyOrigin(county)}/api/imaging/previewImage/${path}`, { headers: cookie ? { cookie } : {} });

describe('imaging/previewImage', () => {
  it('makes a page imported before previews a 1,000 px watermarked JPEG on first request, and stores it', async () => {
    const cookie = await signIn('title.examiner');
    expect(await readPreview(county, doc.docId, 2)).toBeUndefined();
    const res = await previewOf(cookie, `${doc.documentType}/${doc.documentNumber}/2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', PREVIEW_WIDTH]);
    // the fixture's page is one flat colour: what is not that colour is the watermark laid over it
    const { channels } = await sharp(bytes).stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(40);
    expect(Buffer.from((await readPreview(county, doc.docId, 2))!).equals(Buffer.from(bytes))).toBe(true);
  });

  it('serves a stored preview as it is', async () => {
    const cookie = await signIn('card.customer');
    const first = new Uint8Array(await (await previewOf(cookie, `A/${doc.documentNumber}/1`)).arrayBuffer());
    const again = await previewOf(cookie, `A/${doc.documentNumber}/1`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(first))).toBe(true);
  });

  it('answers 404 with a message for an unknown document, a page beyond the document or one not on file', async () => {
    const cookie = await signIn('title.examiner');
    const unknown = await previewOf(cookie, 'A/0/1');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Document not found.');
    const beyond = await previewOf(cookie, `A/${doc.documentNumber}/4`);
    expect(beyond.status).toBe(404);
    expect(((await beyond.json()) as { message: string }).message).toBe('Document does not have a page 4.');

    const docId = `A${doc.documentNumber}9`;
    await db().send(
      new PutCommand({
        TableName: tables.records,
        Item: { ...entityKeys.imageDocument(county, docId), t: 'IMG', docId, pageCount: 2 },
      }),
    );
    const missing = await previewOf(cookie, `A/${doc.documentNumber}9/2`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('There is no image of page 2 on file.');
  });

  it('answers 400 with the field for a bad page or type', async () => {
    const cookie = await signIn('title.examiner');
    for (const path of [`A/${doc.documentNumber}/0`, `A/${doc.documentNumber}/two`, `AB/${doc.documentNumber}/1`]) {
      const res = await previewOf(cookie, path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors), path).toEqual([path.startsWith('AB') ? 'documentType' : 'page']);
    }
  });

  it('follows the thumbnails: 401 to a visitor, 403 to an account without imageRetrieval, staff always', async () => {
    const path = `A/${doc.documentNumber}/1`;
    expect((await previewOf('', path)).status).toBe(401);
    await setAccount(county, 'demo-card', { imageRetrieval: false });
    const refused = await previewOf(await signIn('card.customer'), path);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your account may not retrieve images.');
    await setAccount(county, 'demo-staff', { imageRetrieval: false });
    expect((await previewOf(await signIn('county.admin'), path)).status).toBe(200);
  });
});
