// imaging/getThumbnails and updateImagePreviewSettings, and the imageRetrieval guard on every imaging call.
import type { PagesSelected } from '@portal/shared/imaging/schemas';
import type { ThumbnailsResponse } from '@portal/shared/imaging/types';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty, putDocument, putDocumentWithoutImages, setAccount } from './fixtures.ts';

let county = '';
let doc: Awaited<ReturnType<typeof putDocument>>;
const client = () => new TestClient(county);

beforeAll(async () => {
  county = await newTestCounty('img-preview');
  doc = await putDocument(county, 7);
});

const settings = (over: Record<string, unknown> = {}) => ({
  documentType: doc.documentType,
  documentNumber: doc.documentNumber,
  pageCount: 7,
  pageSelectionMethod: 'ENTIRE_DOCUMENT',
  selectedAsCsv: '',
  ...over,
});

describe('imaging/getThumbnails', () => {
  it('answers the header, the selection and five base64 JPEG thumbnails', async () => {
    const c = client();
    await c.login('title.examiner');
    const res = await c.post<ThumbnailsResponse>('imaging/getThumbnails', {
      documentType: doc.documentType,
      documentNumber: doc.documentNumber,
    });
    expect(res.status).toBe(200);
    const content = res.body.content!;
    expect(content.header).toEqual({
      documentNumber: doc.documentNumber,
      documentType: 'A',
      pageCount: 7,
      uiTitle: `abstract document ${doc.documentNumber}`,
      uiTitleBeginningOfSentence: `Abstract document ${doc.documentNumber}`,
    });
    expect(content.pagesSelected).toEqual({
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '',
      selectedAsBoolean: [true, true, true, true, true, true, true],
    });
    expect(content.thumbnails.map((t) => [t.pageNumber, t.selected])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
    ]);
    const meta = await sharp(Buffer.from(content.thumbnails[0]!.image, 'base64')).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(100);
  });

  it('pages with the client settings; the last view starts at the page count minus 4', async () => {
    const c = client();
    await c.login('title.examiner');
    const res = await c.post<ThumbnailsResponse>('imaging/getThumbnails', {
      ...settings({ pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '1, 6-7' }),
      page: 6,
    });
    expect(res.body.content?.page).toBe(3);
    expect(res.body.content?.thumbnails.map((t) => [t.pageNumber, t.selected])).toEqual([
      [3, false],
      [4, false],
      [5, false],
      [6, true],
      [7, true],
    ]);
  });

  it('answers a recorded document without page images as 0 pages, and refuses to price it', async () => {
    const bare = await putDocumentWithoutImages(county);
    const c = client();
    await c.login('title.examiner');
    const res = await c.post<ThumbnailsResponse>('imaging/getThumbnails', { ...bare, page: 1 });
    expect(res.status).toBe(200);
    expect(res.body.content?.header.pageCount).toBe(0);
    expect(res.body.content?.thumbnails).toEqual([]);
    const order = await c.post('imaging/computeDownloadOrder', {
      documentKey: `${bare.documentType}${bare.documentNumber}`,
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      pagesSelected: '',
    });
    expect(order.status).toBe(400);
  });

  it('answers 404 for an unknown document and 400 for a bad key', async () => {
    const c = client();
    await c.login('title.examiner');
    expect((await c.post('imaging/getThumbnails', { documentType: 'A', documentNumber: '0' })).status).toBe(404);
    expect((await c.post('imaging/getThumbnails', { documentType: 'AB', documentNumber: '1' })).status).toBe(400);
  });
});

describe('imaging/updateImagePreviewSettings', () => {
  const update = async (change: string, over: Record<string, unknown>, page = 0) => {
    const c = client();
    await c.login('title.examiner');
    return c.post<{ pagesSelected: PagesSelected }>('imaging/updateImagePreviewSettings', {
      imagePreviewSettingChange: change,
      imagePreviewSettings: settings(over),
      page,
    });
  };

  it('applies each change', async () => {
    expect((await update('PAGE_TOGGLED', {}, 2)).body.content?.pagesSelected.selectedAsCsv).toBe('1, 3-7');
    expect(
      (await update('KEEP_PAGE', { pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '1' }, 4)).body.content
        ?.pagesSelected.selectedAsCsv,
    ).toBe('1, 4');
    expect(
      (await update('IGNORE_PAGE', { pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '1-3' }, 2)).body.content
        ?.pagesSelected.selectedAsBoolean,
    ).toEqual([true, false, true, false, false, false, false]);
    expect(
      (await update('PAGES_CHANGED', { pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '7,1,2, 3' })).body.content
        ?.pagesSelected,
    ).toMatchObject({ pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '1-3, 7' });
    expect(
      (await update('PAGE_SELECTION_METHOD_CHANGED', { pageSelectionMethod: 'ENTIRE_DOCUMENT', selectedAsCsv: '2' }))
        .body.content?.pagesSelected,
    ).toMatchObject({ pageSelectionMethod: 'ENTIRE_DOCUMENT', selectedAsCsv: '2' });
  });

  it('validates the pages text against the stored page count, not the one sent', async () => {
    const res = await update('PAGES_CHANGED', {
      pageCount: 50,
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1, 8-9',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Document does not have a page 8.');
    expect(res.body.errors).toEqual({ selectedAsCsv: 'Document does not have a page 8.' });
  });
});

describe('who may use imaging', () => {
  const guid = '6f1c1a54-8f55-4c55-9d39-6c1f3b1f2a11';
  const calls: Array<[string, unknown]> = [
    ['imaging/getThumbnails', { documentType: 'A', documentNumber: '1' }],
    ['imaging/updateImagePreviewSettings', {}],
    ['imaging/computeDownloadOrder', {}],
    ['imaging/recomputeDownloadOrder', { imageStateGuid: guid }],
    ['imaging/cancelImageState', { imageStateGuid: guid }],
    ['imaging/payDownloadOrder', { imageStateGuid: guid }],
    ['imaging/getImage', { imageStateGuid: guid }],
  ];

  it('answers 401 to a visitor and 403 on every call to a user without imageRetrieval; staff always may', async () => {
    const visitor = client();
    for (const [path, body] of calls) expect((await visitor.post(path, body)).status, path).toBe(401);

    await setAccount(county, 'demo-card', { imageRetrieval: false });
    const card = client();
    await card.login('card.customer');
    for (const [path, body] of calls) {
      const res = await card.post(path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe('Your account may not retrieve images.');
    }

    await setAccount(county, 'demo-staff', { imageRetrieval: false });
    const staff = client();
    await staff.login('county.admin');
    const res = await staff.post('imaging/getThumbnails', { documentType: 'A', documentNumber: doc.documentNumber });
    expect(res.status).toBe(200);
  });
});
