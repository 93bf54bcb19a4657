// One export file being written: JSON Lines, counted and hashed as written (the manifest's count and sha256), and
// handed to the sink in chunks of about 1 MB rather than a call a line.
import { createHash } from 'node:crypto';
import type { ManifestFile } from './export-files.ts';
import type { SinkFile } from './export-sink.ts';

const CHUNK = 1 << 20;

export class JsonLines {
  private count = 0;
  private readonly hash = createHash('sha256');
  private pending: string[] = [];
  private pendingBytes = 0;

  constructor(private readonly file: SinkFile) {}

  async write(value: unknown): Promise<void> {
    const line = `${JSON.stringify(value)}\n`;
    this.count += 1;
    this.pending.push(line);
    this.pendingBytes += line.length;
    if (this.pendingBytes >= CHUNK) await this.flush();
  }

  async close(): Promise<ManifestFile> {
    await this.flush();
    await this.file.close();
    return { count: this.count, sha256: this.hash.digest('hex') };
  }

  private async flush(): Promise<void> {
    if (!this.pending.length) return;
    const chunk = Buffer.from(this.pending.join(''), 'utf8');
    this.pending = [];
    this.pendingBytes = 0;
    this.hash.update(chunk);
    await this.file.write(chunk);
  }
}
