// An index feed's file (issue 31: gzipped JSON Lines, `{"file":"documents.ndjson","row":{...}}` a line) as an
// import directory: each row goes to its import file, as written, so `npm run import -- <county> <day>.jsonl.gz`
// checks and loads it as it does any directory. Lines are streamed, never held whole.
import { createReadStream, createWriteStream, mkdtempSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { importFileNames } from '@portal/shared/records/import-files';

export const isFeedFile = (path: string) => /\.jsonl\.gz$/.test(path);

export class FeedFileError extends Error {}

/** Unpacks the feed file into a new directory and answers it. */
export async function unpackFeedFile(path: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'feed-import-'));
  const outs = new Map<string, WriteStream>();
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  let n = 0;
  for await (const text of lines) {
    n += 1;
    if (!text.trim()) continue;
    let line: { file?: unknown; row?: unknown };
    try {
      line = JSON.parse(text) as typeof line;
    } catch (err) {
      throw new FeedFileError(`${path}:${n}: not JSON (${(err as Error).message})`);
    }
    const file = String(line.file);
    if (!importFileNames.includes(file as never) || line.row === undefined)
      throw new FeedFileError(`${path}:${n}: a feed line is {"file": <an import file name>, "row": {...}}`);
    let out = outs.get(file);
    if (!out) {
      out = createWriteStream(join(dir, file));
      outs.set(file, out);
    }
    if (!out.write(`${JSON.stringify(line.row)}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await Promise.all([...outs.values()].map((o) => new Promise<void>((r) => o.end(() => r()))));
  return dir;
}
