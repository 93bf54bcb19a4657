// A county's whole data, written through a sink (issue 28): its records in the import format, its configuration,
// accounts, users, other app items, ledger and audit log as stored, and its bucket objects listed (and copied, in
// 'copy' mode). Only the county's items are read (each table's Scan keeps keys under `C#<county>`), and the
// manifest, written last, holds each file's line count and sha256, so a restore can tell a whole export from a
// damaged or partial one. Used by `npm run export` and the scheduled export Lambda alike.
import { appItemsOfCounty } from '#src/data/app/export-scan.ts';
import { ledgerItemsOfCounty } from '#src/data/ledger/export-scan.ts';
import { recordItemsOfCounty } from '#src/data/records/export-scan.ts';
import { buckets } from '#src/platform/buckets.ts';
import { countyObjects } from './bucket-objects.ts';
import {
  FORMAT,
  type ImageMode,
  itemFiles,
  MANIFEST,
  type Manifest,
  OBJECTS,
  objectFile,
  RECORD_HASHES,
  recordFiles,
} from './export-files.ts';
import type { ExportSink } from './export-sink.ts';
import { appItemFile, ledgerItemFile } from './item-file.ts';
import { JsonLines } from './json-lines.ts';
import { recordLine } from './record-line.ts';

export interface ExportOptions {
  county: string;
  sink: ExportSink;
  images: ImageMode;
  now?: Date;
}

export async function exportCounty({ county, sink, images, now = new Date() }: ExportOptions): Promise<Manifest> {
  const files = new Map<string, JsonLines>();
  const names = [...recordFiles, ...Object.keys(itemFiles), RECORD_HASHES, OBJECTS];
  for (const name of names) files.set(name, new JsonLines(await sink.open(name)));
  const file = (name: string) => files.get(name)!;

  for await (const item of appItemsOfCounty(county)) {
    const name = appItemFile(county, String(item.pk));
    if (name) await file(name).write(item);
  }
  for await (const item of ledgerItemsOfCounty(county)) await file(ledgerItemFile(county, String(item.pk))).write(item);
  for await (const item of recordItemsOfCounty(county)) {
    const line = recordLine(county, item);
    if (line.kind === 'row') {
      await file(line.file).write(line.row);
      if (line.hash) await file(RECORD_HASHES).write(line.hash);
    } else if (line.kind === 'item') await file('records-other.jsonl').write(item);
  }
  for await (const object of countyObjects(county)) {
    if (images === 'reference') {
      await file(OBJECTS).write(object);
      continue;
    }
    const name = objectFile(county, object.bucket, object.key);
    const copied = await sink.copyObject({ bucket: buckets[object.bucket], key: object.key }, name);
    await file(OBJECTS).write({ ...object, file: name, ...copied });
  }

  const manifest: Manifest = {
    format: FORMAT,
    county,
    exportedAt: now.toISOString(),
    images,
    sourceBuckets: { images: buckets.images, uploads: buckets.uploads },
    files: {},
  };
  for (const [name, lines] of files) manifest.files[name] = await lines.close();
  const out = await sink.open(MANIFEST);
  await out.write(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  await out.close();
  return manifest;
}
