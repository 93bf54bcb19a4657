// The export lists a county's objects a page at a time, and turns pages with the listing's continuation token. The
// local stack's s3rver made that token with single DES, which OpenSSL 3 refuses in a plain Node process: every
// listing with more than one page was an HTTP 500 (the 10,000-document export with its images, issue 28). Three
// objects listed two at a time turn a page as 1,001 would at S3's page of 1,000.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { expect, it } from 'vitest';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { countyObjects } from '../bucket-objects.ts';

it('lists every object of a county across pages', async () => {
  const county = `pages${Date.now()}`;
  const keys = [1, 2, 3].map((n) => `C#${county}/docs/D${n}/page-1.jpg`);
  for (const Key of keys)
    await s3Client().send(new PutObjectCommand({ Bucket: buckets.images, Key, Body: Buffer.from(Key) }));

  const listed = [];
  for await (const o of countyObjects(county, 2)) listed.push(o.key);

  expect(listed.sort()).toEqual(keys);
});
