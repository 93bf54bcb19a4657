// Answers a report's file. The file is written to the function's disk as it is made (rows stream from the Query
// into the writer, never all held); when it is small enough for an API response it is answered as the body, with
// the file name of spec 3 section 7.2; above that it goes to the uploads bucket and the call answers a link to it
// that lapses after LINK_SECONDS (API Gateway and Lambda answer at most 6 MB; S3 serves any size).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ReportLink } from '@portal/shared/reports/criteria';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import type { AppContext } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { reportObjectKey } from './object-keys.ts';

export const LINK_SECONDS = 300;
/** Room under the 6 MB limit for headers and encoding. */
const inlineLimit = () => Number(process.env.REPORT_INLINE_MAX_BYTES ?? 5_000_000);

export const contentTypes = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export async function deliver(
  c: AppContext,
  file: { county: string; userId: string; fileName: string; kind: keyof typeof contentTypes },
  make: () => Readable | Promise<Readable>,
): Promise<Response> {
  const path = join(tmpdir(), `report-${randomUUID()}`);
  try {
    await pipeline(await make(), createWriteStream(path));
    const { size } = await stat(path);
    const contentType = contentTypes[file.kind];
    if (size <= inlineLimit()) {
      const bytes = await readFile(path);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      });
    }
    const key = reportObjectKey(file.county, file.userId, file.fileName);
    // the bytes, not a stream of the file: the SDK sends a buffer again when an attempt fails (a throttle, a reset
    // connection), and never retries a streamed body, so one dropped connection failed the whole report (issue 28)
    await s3Client().send(
      new PutObjectCommand({
        Bucket: buckets.uploads,
        Key: key,
        Body: await readFile(path),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    const downloadUrl = await getSignedUrl(
      s3Client(),
      new GetObjectCommand({
        Bucket: buckets.uploads,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${file.fileName}"`,
        ResponseContentType: contentType,
      }),
      { expiresIn: LINK_SECONDS },
    );
    const expiresAt = new Date(Date.now() + LINK_SECONDS * 1000).toISOString();
    return ok<ReportLink>(c, { downloadUrl, fileName: file.fileName, expiresAt });
  } finally {
    await rm(path, { force: true });
  }
}
