// Reads an NDJSON file a line at a time, with 1-based line numbers, never holding the file in memory.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface Line {
  line: number;
  text: string;
}

/** Every non-blank line from `fromLine` on (1-based). */
export async function* readLines(path: string, fromLine = 1): AsyncGenerator<Line> {
  const rl = createInterface({
    input: createReadStream(path, { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let line = 0;
  for await (const text of rl) {
    line += 1;
    if (line < fromLine || !text.trim()) continue;
    yield { line, text };
  }
}

/** Lines of `size` at a time. */
export async function* inChunks<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
