// Login-page slide images: image n of the county's slides, kept in the images bucket under C#<county>/slides/<n>.jpg.
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { s3Client } from '#src/platform/aws.ts';
import { notFound } from '#src/platform/errors.ts';
import { buckets } from '#src/platform/tables.ts';

export const MAX_SLIDES = 6;
export const slideKey = (county: string, n: number) => `C#${county}/slides/${n}.jpg`;

/** The slide's bytes, or a 404 when the number is out of range or no image is stored. */
export async function getSlide(county: string, n: number): Promise<Uint8Array> {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SLIDES) throw notFound('No such slide.');
  try {
    const out = await s3Client().send(new GetObjectCommand({ Bucket: buckets.images, Key: slideKey(county, n) }));
    return await out.Body!.transformToByteArray();
  } catch (err) {
    if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') throw notFound('No such slide.');
    throw err;
  }
}
