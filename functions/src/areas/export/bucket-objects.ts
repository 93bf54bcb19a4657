// The county's objects in the portal's buckets: its page images and login slides (images bucket, `C#<county>/`)
// and its filed e-file documents (uploads bucket, `efile/filed/<county>/`). Uploads not filed (they expire in three
// days) and report files (an hour) only live a while. A listing is a batch job's read, a page of 1,000 at a time.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client } from '#src/platform/aws.ts';
import { type bucketRoles, buckets } from '#src/platform/buckets.ts';

export type BucketRole = (typeof bucketRoles)[number];

export interface BucketObject {
  bucket: BucketRole;
  key: string;
  size: number;
  etag: string;
}

export const countyPrefixes = (county: string): Array<{ bucket: BucketRole; prefix: string }> => [
  { bucket: 'images', prefix: `C#${county}/` },
  { bucket: 'uploads', prefix: `efile/filed/${county}/` },
];

/** pageSize: S3's most (1,000) unless a test asks for less, to turn pages without writing a thousand objects */
export async function* countyObjects(county: string, pageSize = 1000): AsyncGenerator<BucketObject> {
  for (const { bucket, prefix } of countyPrefixes(county)) {
    let ContinuationToken: string | undefined;
    do {
      const page = await s3Client().send(
        new ListObjectsV2Command({ Bucket: buckets[bucket], Prefix: prefix, ContinuationToken, MaxKeys: pageSize }),
      );
      for (const o of page.Contents ?? [])
        yield { bucket, key: o.Key!, size: o.Size ?? 0, etag: (o.ETag ?? '').replaceAll('"', '') };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}
