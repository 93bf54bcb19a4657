// The county's bucket objects: from the export's own copies ('copy'), or read again from the buckets the export
// read them from ('reference': those buckets must still hold them, and be readable with the restore's credentials).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { BucketObject } from '../../functions/src/areas/export/bucket-objects.ts';
import { type Manifest, OBJECTS } from '../../functions/src/areas/export/export-files.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';
import { buckets } from '../../functions/src/platform/buckets.ts';
import { readLines } from '../import/read-lines.ts';

type Line = BucketObject & { file?: string; contentType?: string };

export async function restoreObjects(dir: string, manifest: Manifest, onObject: () => void): Promise<number> {
  const path = join(dir, OBJECTS);
  if (!existsSync(path)) return 0;
  let total = 0;
  for await (const { text } of readLines(path)) {
    const o = JSON.parse(text) as Line;
    const Bucket = buckets[o.bucket];
    // each object's bytes, not a stream: the SDK retries a PutObject of a buffer on a throttle or a dropped
    // connection, and never one whose body streamed, which would stop a restore of thousands of objects on one fault
    if (o.file) {
      const Body = await readFile(join(dir, o.file));
      await s3Client().send(new PutObjectCommand({ Bucket, Key: o.key, Body, ContentType: o.contentType }));
    } else {
      // read and written again, not CopyObject: the source may be in another account, and s3rver reads an encoded
      // copy source key only partly (decodeURI leaves '%23' for the '#' in every county key)
      const source = await s3Client().send(
        new GetObjectCommand({ Bucket: manifest.sourceBuckets[o.bucket], Key: o.key }),
      );
      const Body = await source.Body!.transformToByteArray();
      await s3Client().send(new PutObjectCommand({ Bucket, Key: o.key, Body, ContentType: source.ContentType }));
    }
    total += 1;
    onObject();
  }
  return total;
}
