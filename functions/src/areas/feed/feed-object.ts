// A feed file being written: lines gzipped into a temporary file, then put in the uploads bucket whole (one
// PutObject streams it), so a snapshot of any size passes through the Lambda's disk, not its memory.

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';

/** Where a county's feed files live in the uploads bucket. */
export const dayFileKey = (county: string, day: string) => `C#${county}/feed/daily/${day}.jsonl.gz`;
export const snapshotKey = (county: string, at: string) =>
  `C#${county}/feed/snapshot/${at.replace(/[:.]/g, '-')}.jsonl.gz`;

export interface FeedWriter {
  write(line: string): Promise<void>;
  /** uploads the file and answers its gzipped size */
  finish(key: string): Promise<number>;
}

export function feedWriter(): FeedWriter {
  const path = join(tmpdir(), `feed-${randomUUID()}.jsonl.gz`);
  const gzip = createGzip();
  const file = createWriteStream(path);
  gzip.pipe(file);
  const written = once(file, 'finish');
  return {
    async write(line) {
      if (!gzip.write(line)) await once(gzip, 'drain');
    },
    async finish(key) {
      gzip.end();
      await written;
      try {
        const { size } = await stat(path);
        await s3Client().send(
          new PutObjectCommand({
            Bucket: buckets.uploads,
            Key: key,
            Body: createReadStream(path),
            ContentLength: size,
            ContentType: 'application/gzip',
          }),
        );
        return size;
      } finally {
        await rm(path, { force: true });
      }
    },
  };
}
