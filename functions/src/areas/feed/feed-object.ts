// A feed file being written: lines gzipped into a temporary file, then put in the uploads bucket whole. The put
// sends the file's bytes, not a stream of it: the SDK never retries a streamed body, so one dropped connection
// would fail the job (the gzipped snapshot of a county of a million documents is about 64 MB).

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
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
        const bytes = await readFile(path);
        await s3Client().send(
          new PutObjectCommand({ Bucket: buckets.uploads, Key: key, Body: bytes, ContentType: 'application/gzip' }),
        );
        return bytes.length;
      } finally {
        await rm(path, { force: true });
      }
    },
  };
}
