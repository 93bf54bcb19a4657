// Images' synthetic check: a HEAD on a known image object, the county's first login-page slide (the images bucket
// key auth/slides.ts slideKey writes; repeated here so this Lambda does not bundle auth's image code: a test checks
// the two agree). The bucket answering without the object is a degraded images area, not a down one.
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';

export const probeImageKey = (county: string) => `C#${county}/slides/1.jpg`;

export async function probeImages(county: string, signal: AbortSignal): Promise<'ok' | 'degraded'> {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: buckets.images, Key: probeImageKey(county) }), {
      abortSignal: signal,
    });
    return 'ok';
  } catch (err) {
    if ((err as Error).name === 'NotFound' && !signal.aborted) return 'degraded';
    throw err;
  }
}
