// The browser posts the file straight to the uploads bucket (a Lambda body is limited to 6 MB, a filing may be
// 25 MB): a presigned POST whose policy fixes the key, the content type and the size (the one announced, which the
// browser knows exactly), valid 15 minutes. check-upload.ts checks all three again on the stored object, so an
// emulator that ignores the policy (s3rver does) lets nothing through either.
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { UploadUrlRequest } from '@portal/shared/efile/requests';
import type { UploadTarget } from '@portal/shared/efile/types';
import { putUpload } from '#src/data/app/efile.ts';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { newId } from '#src/platform/ids.ts';
import { incomingObjectKey } from './object-keys.ts';

export async function createUploadTarget(county: string, userId: string, r: UploadUrlRequest): Promise<UploadTarget> {
  const imageId = newId();
  const objectKey = incomingObjectKey(county, imageId);
  await putUpload(county, {
    imageId,
    userId,
    fileName: r.fileName,
    declaredType: r.contentType,
    size: r.size,
    objectKey,
  });
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: buckets.uploads,
    Key: objectKey,
    Conditions: [
      ['content-length-range', r.size, r.size],
      ['eq', '$Content-Type', r.contentType],
    ],
    Fields: { 'Content-Type': r.contentType },
    Expires: 15 * 60,
  });
  return { imageId, url, fields };
}
