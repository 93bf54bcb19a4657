// Test documents with page images whose size encodes the page number, in a county of the test file's own.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConfigGroup, ConfigGroupName } from '@portal/shared/config/groups';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { entityKeys } from '#src/data/records/keys.ts';
import { seedDemoCounties } from '../../../../../scripts/seed/demo-counties.ts';
import { accountKey } from '../../../data/app/keys.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { s3Client } from '../../../platform/aws.ts';
import { buckets } from '../../../platform/buckets.ts';
import { pageImageKey, thumbnailKey } from '../page-images.ts';

/** Image prices of the test counties: $1.00 first page, $0.25 each additional page. */
export const testPrices = { imageFirstPage: 100, imageAdditionalPages: 25 };

export async function newTestCounty(
  prefix: string,
  config: { [G in ConfigGroupName]?: Partial<ConfigGroup<G>> } = {},
): Promise<string> {
  const id = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
  await seedDemoCounties([
    {
      id,
      name: 'Imaging Test County',
      stateCode: 'MN',
      config: {
        aLaCarte: testPrices,
        escrow: { reloadByCreditCard: true, minReloadAmount: 1000, maxReloadAmount: 100_000 },
        flatFee: {
          chargingImages: true,
          rates: [
            { option: true, unlimitedNumberOfPages: false, numberOfPages: 100, cost: 5000 },
            { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 20000 },
          ],
        },
        ...config,
      },
    },
  ]);
  return id;
}

/** Page n is 400 + 10n pixels wide, so the page number can be read back from the image or the PDF page. */
export const pageWidth = (page: number) => 400 + 10 * page;
const PAGE_HEIGHT = 520;

export async function pageJpeg(page: number): Promise<Buffer> {
  return sharp({
    create: {
      width: pageWidth(page),
      height: PAGE_HEIGHT,
      channels: 3,
      background: { r: (page * 47) % 256, g: (page * 89) % 256, b: 200 },
    },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
}

let docCounter = 0;

/** A document with `pageCount` page images and thumbnails on file; returns its type and number. */
export async function putDocument(county: string, pageCount: number, documentType = 'A', instrumentCode = 'WD') {
  docCounter += 1;
  const documentNumber = `${Date.now().toString().slice(-7)}${docCounter}`;
  const docId = `${documentType}${documentNumber}`;
  await db().send(
    new PutCommand({
      TableName: tables.records,
      Item: {
        ...entityKeys.imageDocument(county, docId),
        t: 'IMG',
        docId,
        pageCount,
        instrumentCode,
        typeDescription: documentType === 'T' ? 'Torrens' : 'Abstract',
      },
    }),
  );
  for (let p = 1; p <= pageCount; p++) {
    const jpeg = await pageJpeg(p);
    const thumb = await sharp(jpeg).resize({ width: 100 }).jpeg().toBuffer();
    await s3Client().send(
      new PutObjectCommand({ Bucket: buckets.images, Key: pageImageKey(county, docId, p), Body: jpeg }),
    );
    await s3Client().send(
      new PutObjectCommand({ Bucket: buckets.images, Key: thumbnailKey(county, docId, p), Body: thumb }),
    );
  }
  return { documentType, documentNumber, documentKey: `${documentType}${documentNumber}`, docId };
}

/** A recorded document with no page image (no image item, as the importer writes it); returns its type and number. */
export async function putDocumentWithoutImages(county: string) {
  docCounter += 1;
  const documentNumber = `${Date.now().toString().slice(-7)}${docCounter}`;
  const docId = `A${documentNumber}`;
  const row = { docType: 'A', docNumber: documentNumber, instrumentCode: 'WD', recordedDateTime: '2026-11-02T10:00' };
  await db().send(
    new PutCommand({ TableName: tables.records, Item: { ...entityKeys.document(county, docId), t: 'DOC', row } }),
  );
  return { documentType: 'A', documentNumber };
}

export async function setAccount(county: string, accountId: string, fields: Record<string, unknown>) {
  const entries = Object.entries(fields);
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: accountKey(county, accountId),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    }),
  );
}

/** The JPEG bytes embedded on each page of a PDF, in page order. */
export async function pdfPageImages(pdf: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const name = xobjects?.keys()[0];
    const stream = name && xobjects?.lookup(name);
    if (!(stream instanceof PDFRawStream)) throw new Error('a page without an image');
    return stream.contents;
  });
}

/** The page numbers whose images a PDF holds, read from the embedded JPEGs' widths. */
export async function pdfPageNumbers(pdf: Uint8Array): Promise<number[]> {
  const images = await pdfPageImages(pdf);
  return Promise.all(images.map(async (jpeg) => ((await sharp(jpeg).metadata()).width - 400) / 10));
}
