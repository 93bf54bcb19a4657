// Reads an NDJSON file a line at a time, with 1-based line numbers, never holding the file in memory. Lines are
// read as bytes and decoded here, so a line that is not valid UTF-8 is reported (`invalid`) rather than loaded
// with replacement characters, where its names could never be found.
import { createReadStream } from 'node:fs';

export interface Line {
  line: number;
  text: string;
  /** the first byte that is not valid UTF-8, and its 1-based character column */
  invalid?: { byte: number; column: number };
}

const decoder = new TextDecoder('utf-8');

/** Every non-blank line from `fromLine` on (1-based). */
export async function* readLines(path: string, fromLine = 1): AsyncGenerator<Line> {
  let line = 0;
  let rest: Buffer = Buffer.alloc(0);
  const emit = (bytes: Buffer): Line | undefined => {
    line += 1;
    const end = bytes.length && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    const b = bytes.subarray(0, end);
    const text = decoder.decode(b);
    if (line < fromLine || !text.trim()) return undefined;
    const at = firstInvalidByte(b);
    return at < 0
      ? { line, text }
      : { line, text, invalid: { byte: b[at]!, column: decoder.decode(b.subarray(0, at)).length + 1 } };
  };
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    for (let nl = data.indexOf(0x0a); nl >= 0; nl = data.indexOf(0x0a)) {
      const out = emit(data.subarray(0, nl));
      data = data.subarray(nl + 1);
      if (out) yield out;
    }
    rest = Buffer.from(data);
  }
  if (rest.length) {
    const out = emit(rest);
    if (out) yield out;
  }
}

/** The offset of the first byte of `b` that does not belong to a well-formed UTF-8 sequence, or -1. */
export function firstInvalidByte(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    if (c < 0x80) {
      i += 1;
      continue;
    }
    // lead byte: how many continuation bytes, and the range of the first one (no overlongs, surrogates or > U+10FFFF)
    let n = 0;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) n = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      n = 2;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= n; k++) {
      const x = b[i + k];
      if (x === undefined || x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf)) return i;
    }
    i += n + 1;
  }
  return -1;
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
