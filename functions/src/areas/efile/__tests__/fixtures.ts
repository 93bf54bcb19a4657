// Files to e-file (real PDFs made with pdf-lib, multi-page TIFFs made with sharp) and the browser's part of an
// upload: ask for the presigned POST, post the file to the uploads bucket (s3rver), then have it checked.
import type { CheckedUpload, UploadTarget } from '@portal/shared/efile/types';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { ApiResult, TestClient } from '../../../../../test/support/api-client.ts';

/** `blank`: pages without text, made in half the time (a file of hundreds of pages) */
export async function pdfOf(pages: number, options: { password?: string; blank?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([612, 792]);
    if (!options.blank) page.drawText(`Page ${i + 1}`, { x: 50, y: 700 });
  }
  if (options.password) {
    // pdf-lib writes no encryption; a trailer /Encrypt entry is what marks a file encrypted for every reader.
    doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard', V: 1, R: 2 }));
  }
  return doc.save();
}

export async function tiffOf(pages: number): Promise<Uint8Array> {
  const width = 200;
  const height = 100;
  const raw = Buffer.alloc(width * height * pages, 255);
  return sharp(raw, { raw: { width, height: height * pages, channels: 1, pageHeight: height } })
    .tiff({ compression: 'lzw' })
    .toBuffer();
}

/** A TIFF with `count` more directories chained after its last one, each holding no image (one
 * PhotometricInterpretation entry): what a probe sent to be charged for thousands of pages. */
export function withEmptyDirectories(tiff: Uint8Array, count: number): Uint8Array {
  const bytes = Buffer.concat([Buffer.from(tiff), Buffer.alloc(count * 18)]);
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const put16 = (v: number, at: number) => (little ? bytes.writeUInt16LE(v, at) : bytes.writeUInt16BE(v, at));
  const put32 = (v: number, at: number) => (little ? bytes.writeUInt32LE(v, at) : bytes.writeUInt32BE(v, at));
  let link = 4;
  while (u32(link) !== 0) link = u32(link) + 2 + u16(u32(link)) * 12;
  for (let i = 0; i < count; i++) {
    const at = tiff.length + i * 18;
    put32(at, link);
    put16(1, at); // one entry
    put16(262, at + 2); // PhotometricInterpretation
    put16(3, at + 4); // SHORT
    put32(1, at + 6); // one value
    link = at + 14; // next directory (0 for the last)
  }
  return bytes;
}

export async function postToBucket(target: UploadTarget, bytes: Uint8Array, contentType: string): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'upload');
  return fetch(target.url, { method: 'POST', body: form });
}

/** Uploads and checks a file as the /efile form does; answers the check's result. */
export async function uploadFile(
  client: TestClient,
  bytes: Uint8Array,
  { contentType = 'application/pdf', fileName = 'deed.pdf', efileType = 'LR' } = {},
): Promise<ApiResult<CheckedUpload> & { imageId: string }> {
  const target = await client.post<UploadTarget>('efile/uploadUrl', { fileName, contentType, size: bytes.length });
  if (target.status !== 200) throw new Error(`uploadUrl ${target.status} ${target.body.message}`);
  const { imageId } = target.body.content!;
  const posted = await postToBucket(target.body.content!, bytes, contentType);
  if (posted.status >= 300) throw new Error(`bucket POST ${posted.status} ${await posted.text()}`);
  const checked = await client.post<CheckedUpload>('efile/image', { imageId, efileType });
  return { ...checked, imageId };
}
