// What an uploaded file is and how many pages it has, from its bytes (never from its name or declared type):
// PDF by its '%PDF-' header, pages counted by pdf-lib (an encrypted PDF is refused, as the county could not
// record it); TIFF by its byte-order header, pages counted by walking the chain of image file directories.
// pdf-lib is imported on the first PDF, not when the module loads (issue 34: the e-file Lambda's cold start).
import { efileMessages } from '@portal/shared/efile/messages';
import type { EfileContentType } from '@portal/shared/efile/types';
import type { PDFDocument } from 'pdf-lib';
import { badRequest } from '#src/platform/errors.ts';

export function sniffType(bytes: Uint8Array): EfileContentType | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.indexOf('%PDF-') >= 0) return 'application/pdf';
  if (
    head.length >= 4 &&
    ((head[0] === 0x49 && head[1] === 0x49 && head[2] === 0x2a && head[3] === 0) ||
      (head[0] === 0x4d && head[1] === 0x4d && head[2] === 0 && head[3] === 0x2a))
  ) {
    return 'image/tiff';
  }
  return undefined;
}

/** The file's checked type and page count; a file of another type, encrypted, corrupt or empty is a 400. */
export async function countPages(bytes: Uint8Array): Promise<{ contentType: EfileContentType; pages: number }> {
  const contentType = sniffType(bytes);
  if (!contentType) throw badRequest(efileMessages.format, { file: efileMessages.format });
  const pages = contentType === 'application/pdf' ? await pdfPages(bytes) : tiffPages(bytes);
  if (pages < 1) throw badRequest(efileMessages.noPages, { file: efileMessages.noPages });
  return { contentType, pages };
}

async function pdfPages(bytes: Uint8Array): Promise<number> {
  const { PDFDocument: pdfLib } = await import('pdf-lib');
  let doc: PDFDocument;
  try {
    doc = await pdfLib.load(bytes, { updateMetadata: false, throwOnInvalidObject: true, ignoreEncryption: true });
  } catch {
    throw badRequest(efileMessages.corrupt, { file: efileMessages.corrupt });
  }
  if (doc.isEncrypted) throw badRequest(efileMessages.encrypted, { file: efileMessages.encrypted });
  // pdf-lib tolerates a missing page tree by answering 0; an unreadable one throws.
  try {
    return doc.getPageCount();
  } catch {
    throw badRequest(efileMessages.corrupt, { file: efileMessages.corrupt });
  }
}

/** Counts the image file directories of a (classic, not Big) TIFF; a broken chain is a corrupt file. */
export function tiffPages(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  const corrupt = () => badRequest(efileMessages.corrupt, { file: efileMessages.corrupt });
  if (bytes.length < 8) throw corrupt();
  let offset = view.getUint32(4, little);
  const seen = new Set<number>();
  let pages = 0;
  while (offset !== 0) {
    if (seen.has(offset) || offset < 8 || offset + 2 > bytes.length) throw corrupt();
    seen.add(offset);
    const entries = view.getUint16(offset, little);
    const next = offset + 2 + entries * 12;
    if (entries === 0 || next + 4 > bytes.length) throw corrupt();
    pages += 1;
    offset = view.getUint32(next, little);
  }
  return pages;
}
