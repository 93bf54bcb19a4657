// An export written to a local directory (`npm run export`): each file streamed to disk; a copied object read from
// its bucket, hashed and written beside the JSON Lines files.
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { ExportSink, SinkFile } from '../../functions/src/areas/export/export-sink.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';

export function dirSink(dir: string): ExportSink {
  const path = (name: string) => {
    const p = join(dir, name);
    mkdirSync(dirname(p), { recursive: true });
    return p;
  };
  return {
    async open(name): Promise<SinkFile> {
      const out = createWriteStream(path(name));
      return {
        write: (chunk) =>
          new Promise<void>((resolve, reject) => out.write(chunk, (err) => (err ? reject(err) : resolve()))),
        close: () =>
          new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve()))),
      };
    },
    async copyObject(from, name) {
      const res = await s3Client().send(new GetObjectCommand({ Bucket: from.bucket, Key: from.key }));
      const hash = createHash('sha256');
      const out = createWriteStream(path(name));
      await pipeline(
        res.Body as NodeJS.ReadableStream,
        new Writable({
          write(chunk: Buffer, _enc, done) {
            hash.update(chunk);
            out.write(chunk, done);
          },
          final(done) {
            out.end(done);
          },
        }),
      );
      return { sha256: hash.digest('hex'), contentType: res.ContentType };
    },
  };
}
