// Bench: e-file upload to charges for a 25 MB, 100-page PDF (spec 3 section 9's largest file). Measures what the
// filer waits for between Submit and 'Continue to Payment?': the presigned POST of the file to the uploads bucket,
// then efile/image, which reads the object back, checks its magic bytes, counts its pages with pdf-lib and prices
// them. The floor is reading the same object alone (GetObject), measured in the same run: the check over that floor
// is what the page count and pricing add. Uses the running stack when BUCKET_UPLOADS is set, else starts a local one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { EFILE_MAX_BYTES } from '@portal/shared/efile/messages';
import type { CheckedUpload, UploadTarget } from '@portal/shared/efile/types';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { incomingObjectKey } from '../../functions/src/areas/efile/object-keys.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';
import { buckets } from '../../functions/src/platform/buckets.ts';
import { TestClient } from '../../test/support/api-client.ts';
import { startLocalStack } from '../local/stack.ts';
import { demoCounties, seedDemoCounties } from '../seed/demo-counties.ts';

const COUNTY = 'bench-efile';
const PAGES = 100;

/** A noisy grey page as JPEG of about `bytes` (noise does not compress, like a photographed page). */
async function noisyPage(seed: number, side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side);
  let s = seed * 7919 + 1;
  for (let i = 0; i < pixels.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 128 + ((s >> 16) % 100);
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A PDF of PAGES pages just under the 25,000,000-byte limit. */
async function bigPdf(): Promise<Uint8Array> {
  const perPage = Math.floor((EFILE_MAX_BYTES - 200_000) / PAGES);
  let side = 600;
  for (let i = 0; i < 8; i++) {
    const size = (await noisyPage(1, side)).length;
    side = Math.round(side * Math.sqrt(perPage / size));
  }
  const doc = await PDFDocument.create();
  for (let p = 1; p <= PAGES; p++) {
    const jpg = await doc.embedJpg(await noisyPage(p, side));
    doc.addPage([612, 792]).drawImage(jpg, { x: 36, y: 36, width: 540, height: 540 });
  }
  const bytes = await doc.save();
  if (bytes.length > EFILE_MAX_BYTES) throw new Error(`bench PDF too large: ${bytes.length}`);
  return bytes;
}

export async function benchEfile(log: (line: string) => void = console.log) {
  let stop: (() => Promise<void>) | undefined;
  let dir = '';
  if (!process.env.BUCKET_UPLOADS) {
    dir = mkdtempSync(join(tmpdir(), 'bench-efile-'));
    const stack = await startLocalStack({ dataDir: dir, inMemory: true, prefix: 'bench' });
    stop = () => stack.stop();
  }
  try {
    const marianas = demoCounties.find((c) => c.id === 'marianas')!;
    await seedDemoCounties([{ ...marianas, id: COUNTY }]);
    const client = new TestClient(COUNTY);
    await client.login('title.examiner');
    log(`efile: building a ${PAGES}-page PDF near 25 MB...`);
    const pdf = await bigPdf();
    const rows: Array<{ postMs: number; checkMs: number; readMs: number }> = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const target = await client.post<UploadTarget>('efile/uploadUrl', {
        fileName: 'bench.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      });
      const { url, fields, imageId } = target.body.content!;
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }));
      const posted = await fetch(url, { method: 'POST', body: form });
      if (posted.status >= 300) throw new Error(`bucket POST ${posted.status}`);
      const postMs = performance.now() - started;
      const checkStart = performance.now();
      const checked = await client.post<CheckedUpload>('efile/image', { imageId, efileType: 'LR' });
      const checkMs = performance.now() - checkStart;
      if (checked.status !== 200 || checked.body.content?.numberOfPages !== PAGES) {
        throw new Error(`efile/image ${checked.status} ${checked.body.message}`);
      }
      const readStart = performance.now();
      const { Body } = await s3Client().send(
        new GetObjectCommand({ Bucket: buckets.uploads, Key: incomingObjectKey(COUNTY, imageId) }),
      );
      await Body!.transformToByteArray();
      rows.push({ postMs, checkMs, readMs: performance.now() - readStart });
    }
    const best = rows.reduce((a, b) => (a.postMs + a.checkMs <= b.postMs + b.checkMs ? a : b));
    log(
      `efile: ${PAGES} pages, ${(pdf.length / 1e6).toFixed(1)} MB: upload ${best.postMs.toFixed(0)} ms, ` +
        `check and charges ${best.checkMs.toFixed(0)} ms (reading the object alone ${best.readMs.toFixed(0)} ms, ` +
        `check/read ${(best.checkMs / best.readMs).toFixed(2)}x), upload to charges ${(best.postMs + best.checkMs).toFixed(0)} ms (best of ${rows.length})`,
    );
    return { bytes: pdf.length, ...best };
  } finally {
    await stop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
