// A county day's feed file (issue 31): the county's code lists whole (small, and a file then loads into an empty
// portal), then every record saved new or changed on that day, in key order, read from the changed-on-day index a
// page at a time (data/records/changed-day.ts): no Scan, and the work grows with the day's changes, not the county.
// The same day built twice gives the same bytes, so a subscriber may fetch it again and compare.
import type { CodeListName } from '@portal/shared/records/codes';
import { changedOnDay } from '#src/data/records/changed-day.ts';
import { putFeedFile } from '#src/data/records/feed-files.ts';
import { listCodes } from '#src/data/records/read-records.ts';
import { codeListFiles, entityLine, feedLine } from './feed-line.ts';
import { dayFileKey, type FeedWriter, feedWriter } from './feed-object.ts';

export interface BuiltFile {
  day: string;
  documents: number;
  bytes: number;
  objectKey: string;
}

/** Writes the code lists' lines. */
export async function writeCodeLists(county: string, out: FeedWriter): Promise<void> {
  for (const [list, file] of codeListFiles)
    for (const row of await listCodes(county, list as CodeListName)) await out.write(feedLine(file, row));
}

export async function buildDayFile(county: string, day: string, now = new Date()): Promise<BuiltFile> {
  const out = feedWriter();
  await writeCodeLists(county, out);
  let documents = 0;
  let from: Record<string, unknown> | undefined;
  do {
    const page = await changedOnDay(county, day, from);
    for (const entity of page.entities) {
      const line = entityLine(entity);
      if (!line) continue;
      await out.write(line);
      documents += 1;
    }
    from = page.next;
  } while (from);
  const objectKey = dayFileKey(county, day);
  const bytes = await out.finish(objectKey);
  await putFeedFile(county, 'DAY', day, { day, documents, bytes, builtAt: now.toISOString(), objectKey });
  return { day, documents, bytes, objectKey };
}
