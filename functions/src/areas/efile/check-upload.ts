// POST efile/image: the uploaded object is read back and judged by its bytes (type, size, pages), then priced
// from the county's fees. The price is kept on the upload, so the card is asked for what the server computed.
// Before that, the stored object is held to its presigned POST's policy (upload-url.ts): the key this county and
// upload were given, the announced content type and size. S3 enforces the policy; this check does not trust it to.
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { EFILE_MAX_BYTES, efileMessages } from '@portal/shared/efile/messages';
import type { CheckedUpload, EfileType } from '@portal/shared/efile/types';
import { type EfileUpload, getUpload, updateUpload } from '#src/data/app/efile.ts';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { AppError, badRequest, conflict } from '#src/platform/errors.ts';
import { countyEfileCharges } from './charges.ts';
import { incomingObjectKey } from './object-keys.ts';
import { countPages } from './page-count.ts';

export async function checkUpload(
  county: string,
  userId: string,
  imageId: string,
  efileType: EfileType,
): Promise<CheckedUpload> {
  const upload = await getUpload(county, userId, imageId);
  if (!upload) throw badRequest(efileMessages.notUploaded, { imageId: efileMessages.notUploaded });
  if (upload.status === 'FILED') throw conflict(efileMessages.alreadySubmitted);
  if (upload.objectKey !== incomingObjectKey(county, imageId)) {
    throw badRequest(efileMessages.notUploaded, { imageId: efileMessages.notUploaded });
  }
  const bytes = await readObject(upload);
  const { contentType, pages } = await countPages(bytes);
  const charges = await countyEfileCharges(county, pages, efileType);
  if (!(await updateUpload(county, userId, imageId, { status: 'CHECKED', contentType, efileType, ...charges }))) {
    throw conflict(efileMessages.alreadySubmitted);
  }
  return { imageId, ...charges };
}

async function readObject(upload: EfileUpload): Promise<Uint8Array> {
  const key = upload.objectKey;
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: buckets.uploads, Key: key }));
    if ((head.ContentLength ?? 0) > EFILE_MAX_BYTES) throw new AppError('TOO_LARGE', efileMessages.tooLarge);
    if (head.ContentLength !== upload.size || head.ContentType !== upload.declaredType) {
      throw badRequest(efileMessages.notAsDeclared, { file: efileMessages.notAsDeclared });
    }
    const { Body } = await s3Client().send(new GetObjectCommand({ Bucket: buckets.uploads, Key: key }));
    if (!Body) throw badRequest(efileMessages.notUploaded);
    return await Body.transformToByteArray();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const name = (err as Error).name;
    if (name === 'NotFound' || name === 'NoSuchKey') {
      throw badRequest(efileMessages.notUploaded, { imageId: efileMessages.notUploaded });
    }
    throw err;
  }
}
