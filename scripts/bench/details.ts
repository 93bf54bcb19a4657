// Bench, goal 4 of issue 20: the document detail pane (POST search/documentDetails), a page's preview (GET
// imaging/previewImage) and the PDF of a paid order (POST imaging/getImage) over their floors, in the large bench
// county: the DynamoDB and S3 calls each must make (the session, the account the imaging guard reads, the
// document or image state, the stored preview or page JPEGs read to their last byte), recorded from the API call
// and issued again alone (floor.ts). The image work (pdf-lib, base64) is the API's own cost. Goal <= 1.25.

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { docIdOf } from '@portal/shared/records/document';
import { pageImageKey, previewKey } from '../../functions/src/areas/imaging/page-images.ts';
import { makePreview } from '../../functions/src/areas/imaging/preview-image.ts';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { entityKeys } from '../../functions/src/data/records/keys.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';
import { buckets } from '../../functions/src/platform/buckets.ts';
import { TestClient } from '../../test/support/api-client.ts';
import { seedDemoCounties } from '../seed/demo-counties.ts';
import { formatParts, measureAgainstFloor, verdict } from './floor.ts';
import { scannedPage } from './imaging.ts';
import type { Samples } from './records.ts';

export const DETAILS_FLOOR_GOAL = 1.25;
/** pages of the bench document: a PDF of this many pages */
const PAGES = 10;

/** Gives the sample document page images, as the importer stores them (its image item, page JPEGs, previews). */
async function withImages(county: string, doc: Samples['doc']): Promise<void> {
  const docId = docIdOf(doc);
  await db().send(
    new PutCommand({
      TableName: tables.records,
      Item: {
        ...entityKeys.imageDocument(county, docId),
        t: 'IMG',
        docId,
        pageCount: PAGES,
        instrumentCode: doc.instrumentCode,
        typeDescription: 'Abstract',
      },
    }),
  );
  for (let page = 1; page <= PAGES; page++) {
    const jpeg = await scannedPage(page);
    const put = (Key: string, Body: Buffer) =>
      s3Client().send(new PutObjectCommand({ Bucket: buckets.images, Key, Body, ContentType: 'image/jpeg' }));
    await put(pageImageKey(county, docId, page), jpeg);
    await put(previewKey(county, docId, page), await makePreview(jpeg));
  }
}

export async function benchDetails(options: { county: string; samples: Samples; log: (l: string) => void }) {
  const { county, samples, log } = options;
  const { doc } = samples;
  await seedDemoCounties([{ id: county, name: county, stateCode: 'MN', config: {} }]);
  await withImages(county, doc);
  const client = new TestClient(county);
  await client.login('county.admin');
  const ok = async <T>(res: Promise<{ status: number; body: { message?: string; content?: T } }>, what: string) => {
    const r = await res;
    if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.body.message}`);
    return r.body.content as T;
  };
  const order = await ok<{ imageState: { guid: string } }>(
    client.post('imaging/computeDownloadOrder', {
      documentKey: docIdOf(doc),
      pagesSelected: '',
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
    }),
    'computeDownloadOrder',
  );
  const guid = order.imageState.guid;
  await ok(client.post('imaging/payDownloadOrder', { imageStateGuid: guid }), 'payDownloadOrder');

  const cases = [
    {
      label: 'document details',
      api: () => ok(client.post('search/documentDetails', { docId: docIdOf(doc) }), 'documentDetails'),
    },
    {
      label: 'image preview (one page)',
      api: async () => {
        const res = await client.get(`imaging/previewImage/${doc.docType}/${doc.docNumber}/1`);
        if (res.status !== 200) throw new Error(`previewImage: ${res.status}`);
      },
    },
    {
      label: `PDF of ${PAGES} pages (getImage)`,
      api: () => ok(client.post('imaging/getImage', { imageStateGuid: guid }), 'getImage'),
    },
  ];
  log(`details: ${county}: API time over its floor (goal 4: <= ${DETAILS_FLOOR_GOAL})`);
  const rows = [];
  for (const c of cases) {
    // A detail pane's charge (a payer's) is not replayed: it would be a second charge.
    const m = await measureAgainstFloor({ api: c.api, keep: (part) => part !== 'charge' });
    const ratio = m.apiMs / m.floor.ms;
    rows.push({ label: c.label, apiMs: m.apiMs, floorMs: m.floor.ms, ratio });
    const others = m.floor.others.length ? `; also sent: ${m.floor.others.join(', ')}` : '';
    log(
      `details: ${c.label.padEnd(42)} API ${m.apiMs.toFixed(1).padStart(6)} ms  floor ${m.floor.ms.toFixed(1).padStart(6)} ms` +
        `  ratio ${ratio.toFixed(2)}  (goal <= ${DETAILS_FLOOR_GOAL})  ${verdict(ratio, DETAILS_FLOOR_GOAL)}   [${formatParts(m.floor)}${others}]`,
    );
  }
  return rows;
}
