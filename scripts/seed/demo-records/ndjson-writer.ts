// One NDJSON file written as a stream: rows gather in a buffer and go to the file in chunks; `maybeFlush` waits for
// the disk (backpressure) when the buffer is full, so memory stays bounded at a million rows.

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

const CHUNK = 1 << 20;

export class NdjsonWriter {
  private readonly stream: WriteStream;
  private buffer = '';
  count = 0;

  constructor(path: string) {
    this.stream = createWriteStream(path, { highWaterMark: CHUNK });
  }

  /** Adds a row; call `maybeFlush` now and then (it is cheap when there is little to write). */
  push(row: unknown): void {
    this.buffer += `${JSON.stringify(row)}\n`;
    this.count += 1;
  }

  get full(): boolean {
    return this.buffer.length >= CHUNK;
  }

  async maybeFlush(): Promise<void> {
    if (this.full) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.buffer) return;
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    await new Promise<void>((resolve, reject) => {
      this.stream.once('error', reject);
      this.stream.end(() => resolve());
    });
  }
}
