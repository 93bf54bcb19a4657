// Indexes the words of one page's recognised text (issue 33): the recognition step calls this after writing the
// page's text-<n>.json. Re-indexing a page replaces its words: the page's manifest item lists the keys it was
// indexed under, and what the new text no longer holds is deleted. The manifest is first written with the old and
// new keys together, so a run stopped half way leaves no word item that the next run does not know to remove.
// A page of anything but a recorded document (a tax lien, a certificate, a book page) is not indexed: the search
// answers documents.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type PageText, pageTextSchema } from '@portal/shared/page-text/page-text';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { deleteKeys, putItems } from '#src/data/dynamo/write-items.ts';
import { entityKeys } from '../keys.ts';
import { type DocumentFilters, pageWordItems } from './page-word-items.ts';

export interface IndexedPage {
  /** word items the page now has (0 when it is not a recorded document's page) */
  items: number;
  /** stale word items removed */
  removed: number;
}

type Key = { pk: string; sk: string };

export async function indexPageText(county: string, pageText: PageText): Promise<IndexedPage> {
  const page = pageTextSchema.parse(pageText);
  const doc = await documentFilters(county, page.documentId);
  if (!doc) return { items: 0, removed: 0 };
  const items = pageWordItems(county, page, doc);
  const keys: Key[] = items.map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
  const manifestKey = entityKeys.pageWords(county, page.documentId, page.page);
  const before = await db().send(new GetCommand({ TableName: tables.records, Key: manifestKey, ConsistentRead: true }));
  const old = ((before.Item?.keys ?? []) as Array<[string, string]>).map(([pk, sk]) => ({ pk, sk }));
  const now = new Set(keys.map(keyId));
  const stale = old.filter((k) => !now.has(keyId(k)));
  const manifest = (list: Key[]) =>
    db().send(
      new PutCommand({
        TableName: tables.records,
        Item: { ...manifestKey, t: 'PWP', docId: page.documentId, pg: page.page, keys: list.map((k) => [k.pk, k.sk]) },
      }),
    );
  if (stale.length) await manifest([...keys, ...stale]);
  await putItems(items);
  await deleteKeys(stale);
  await manifest(keys);
  return { items: items.length, removed: stale.length };
}

const keyId = (k: Key) => `${k.pk}\u0000${k.sk}`;

/** The filters and summary a document's index items carry, read from its entity (the first of its index items). */
async function documentFilters(county: string, docId: string): Promise<DocumentFilters | undefined> {
  const entity = await db().send(
    new GetCommand({ TableName: tables.records, Key: entityKeys.document(county, docId), ProjectionExpression: 'ix' }),
  );
  const first = (entity.Item?.ix as Array<[string, string]> | undefined)?.[0];
  if (!first) return undefined;
  const index = await db().send(
    new GetCommand({
      TableName: tables.records,
      Key: { pk: first[0], sk: first[1] },
      ProjectionExpression: 'docId, rd, dt, ic, ig, #s',
      ExpressionAttributeNames: { '#s': 's' },
    }),
  );
  const i = index.Item;
  if (!i) return undefined;
  return { docId: String(i.docId), rd: String(i.rd), dt: String(i.dt), ic: i.ic, ig: i.ig, s: String(i.s) };
}
