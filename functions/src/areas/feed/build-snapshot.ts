// The full snapshot (issue 31), a batch job no request reaches: the county's code lists, then every record's entity
// item, read by the county export's walk of the records table (data/records/export-scan.ts, a Scan kept to the
// county's keys), so it costs a read of the table once per snapshot asked for, never per request.
import { recordItemsOfCounty } from '#src/data/records/export-scan.ts';
import { putFeedFile } from '#src/data/records/feed-files.ts';
import type { BuiltFile } from './build-day-file.ts';
import { writeCodeLists } from './build-day-file.ts';
import { entityLine } from './feed-line.ts';
import { feedWriter, snapshotKey } from './feed-object.ts';

export async function buildSnapshot(county: string, day: string, now = new Date()): Promise<BuiltFile> {
  const out = feedWriter();
  await writeCodeLists(county, out);
  let documents = 0;
  for await (const item of recordItemsOfCounty(county)) {
    const line = entityLine(item);
    if (!line) continue;
    await out.write(line);
    documents += 1;
  }
  const builtAt = now.toISOString();
  const objectKey = snapshotKey(county, builtAt);
  const bytes = await out.finish(objectKey);
  await putFeedFile(county, 'SNAP', builtAt, { day, documents, bytes, builtAt, objectKey });
  return { day, documents, bytes, objectKey };
}
