// Saves built records, changing only what changed: each entity item keeps a hash of its record, so an unchanged
// record is skipped (re-importing a file writes nothing) and a changed one drops the index keys it lost. The
// entity item is written last, after its index and image items: a record whose entity item is on file is whole.
// In two steps, so that the importer can read and hash its next chunk while this one is written: planSave only
// reads, applySave only writes.
import { createHash } from 'node:crypto';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { sendUntilProcessed } from '#src/data/dynamo/retry.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { bulkRetry, deleteKeys, putItems } from '#src/data/dynamo/write-items.ts';
import { changedDayItems } from './changed-day.ts';
import type { RecordItems } from './record-items.ts';

export interface SaveResult {
  written: number;
  unchanged: number;
  /** items put (index, image and entity items of the records written) */
  items: number;
  /** records written, for the caller's own follow-up (page images) */
  changed: RecordItems[];
}

/** What saving a batch of records will write, read off the store before anything is written. */
export interface SavePlan {
  total: number;
  changed: RecordItems[];
  stale: Array<{ pk: string; sk: string }>;
}

/** The hash of everything saved for a record, its index items included (they carry values the entity item does not,
 *  such as the instrument group of a code list), and never the hash itself (a record saved twice stays unchanged). */
export const recordHash = (r: RecordItems, extra = '') => {
  const { h: _h, ...entity } = r.entity;
  return createHash('sha256')
    .update(JSON.stringify([entity, r.image, r.index, extra]))
    .digest('base64url')
    .slice(0, 22);
};

export async function saveRecords(records: RecordItems[], extras: string[] = []): Promise<SaveResult> {
  return applySave(await planSave(records, extras));
}

export async function planSave(records: RecordItems[], extras: string[] = []): Promise<SavePlan> {
  const existing = await readExisting(records.map((r) => ({ pk: r.entity.pk, sk: r.entity.sk })));
  const changed: RecordItems[] = [];
  const stale: Array<{ pk: string; sk: string }> = [];
  records.forEach((r, i) => {
    const h = recordHash(r, extras[i]);
    const before = existing.get(`${r.entity.pk}\u0000${r.entity.sk}`);
    if (before?.h === h) return;
    r.entity.h = h;
    changed.push(r);
    if (before?.ix) {
      const keep = new Set(r.index.map((x) => `${x.pk}\u0000${x.sk}`));
      for (const [pk, sk] of before.ix as Array<[string, string]>)
        if (!keep.has(`${pk}\u0000${sk}`)) stale.push({ pk, sk });
    }
  });
  return { total: records.length, changed, stale };
}

export async function applySave({ total, changed, stale }: SavePlan): Promise<SaveResult> {
  // each record written is listed on its county's day (changed-day.ts), before its entity item as its index is
  const parts = [
    ...changed.flatMap((r) => [...r.index, ...(r.image ? [r.image] : [])]),
    ...(await changedDayItems(changed.map((r) => r.entity))),
  ];
  await deleteKeys(stale);
  await putItems(parts);
  await putItems(changed.map((r) => r.entity));
  return { written: changed.length, unchanged: total - changed.length, items: parts.length + changed.length, changed };
}

/** The hash and index keys of each record on file; the reads go out together (they change nothing). */
async function readExisting(keys: Array<{ pk: string; sk: string }>): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(keys.map((k) => [`${k.pk}\u0000${k.sk}`, k])).values()];
  const batches: Array<Array<{ pk: string; sk: string }>> = [];
  for (let i = 0; i < unique.length; i += 100) batches.push(unique.slice(i, i + 100));
  await Promise.all(
    batches.map((batch) =>
      sendUntilProcessed<Record<string, unknown>>(
        batch,
        async (pending) => {
          const res: BatchGetCommandOutput = await db().send(
            new BatchGetCommand({
              RequestItems: { [tables.records]: { Keys: pending, ProjectionExpression: 'pk, sk, h, ix' } },
            }),
          );
          for (const item of res.Responses?.[tables.records] ?? []) found.set(`${item.pk}\u0000${item.sk}`, item);
          return res.UnprocessedKeys?.[tables.records]?.Keys;
        },
        bulkRetry,
      ),
    ),
  );
  return found;
}
