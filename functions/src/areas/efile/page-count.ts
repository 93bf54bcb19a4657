// What an uploaded file is and how many pages it has, from its bytes (never from its name or declared type):
// PDF by a '%PDF-' header at its start, pages counted by pdf-lib (an encrypted PDF is refused, as the county could
// not record it); TIFF by its byte-order header, pages counted by walking the chain of image file directories and
// keeping those that hold an image (issue 29: 5,000 empty directories were 5,000 charged pages). A filing has at
// most EFILE_MAX_PAGES pages (shared/efile/messages.ts says why).
// pdf-lib is imported on the first PDF, not when the module loads (issue 34: the e-file Lambda's cold start).
import { EFILE_MAX_PAGES, efileMessages } from '@portal/shared/efile/messages';
import type { EfileContentType } from '@portal/shared/efile/types';
import type { PDFDocument } from 'pdf-lib';
import { badRequest } from '#src/platform/errors.ts';

/** What PDF readers accept before the header: a UTF-8 byte order mark, then white space (no other bytes: an
 * executable with '%PDF-' further in is not a PDF). */
const PDF_START = /^(?:\xef\xbb\xbf)?[ \t\r\n\f]*%PDF-/;

export function sniffType(bytes: Uint8Array): EfileContentType | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (PDF_START.test(head.toString('latin1'))) return 'application/pdf';
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
  if (pages > EFILE_MAX_PAGES) throw badRequest(efileMessages.tooManyPages, { file: efileMessages.tooManyPages });
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

// TIFF tags that say whether a directory holds an image (TIFF 6.0 sections 2 and 15)
const NEW_SUBFILE_TYPE = 254;
const IMAGE_WIDTH = 256;
const IMAGE_LENGTH = 257;
const STRIP_OFFSETS = 273;
const STRIP_BYTE_COUNTS = 279;
const TILE_OFFSETS = 324;
const TILE_BYTE_COUNTS = 325;
/** NewSubfileType bits of a directory that is not a page: a reduced-resolution copy (a thumbnail), a mask */
const NOT_A_PAGE = 0b101;
/** Directories walked at most: pages plus a thumbnail or mask each, and some slack; a longer chain is not a filing
 * (and walking it is work an upload should not be able to ask for). */
const MAX_DIRECTORIES = EFILE_MAX_PAGES * 2 + 16;

/** Counts the pages of a (classic, not Big) TIFF: the directories with an image of some width and length and
 * image data (strips or tiles of some bytes inside the file); a broken chain is a corrupt file. */
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
    if (seen.size >= MAX_DIRECTORIES)
      throw badRequest(efileMessages.tooManyPages, { file: efileMessages.tooManyPages });
    seen.add(offset);
    const entries = view.getUint16(offset, little);
    const next = offset + 2 + entries * 12;
    if (entries === 0 || next + 4 > bytes.length) throw corrupt();
    if (isPage(view, little, offset + 2, entries)) pages += 1;
    offset = view.getUint32(next, little);
  }
  return pages;
}

function isPage(view: DataView, little: boolean, first: number, entries: number): boolean {
  const tags = new Map<number, number>();
  for (let i = 0; i < entries; i++) {
    const at = first + i * 12;
    tags.set(view.getUint16(at, little), at);
  }
  const value = (tag: number) => {
    const at = tags.get(tag);
    return at === undefined ? undefined : firstValue(view, little, at);
  };
  if (((value(NEW_SUBFILE_TYPE) ?? 0) & NOT_A_PAGE) !== 0) return false;
  if (!value(IMAGE_WIDTH) || !value(IMAGE_LENGTH)) return false;
  const [offsets, counts] = tags.has(STRIP_OFFSETS)
    ? [value(STRIP_OFFSETS), value(STRIP_BYTE_COUNTS)]
    : [value(TILE_OFFSETS), value(TILE_BYTE_COUNTS)];
  return offsets !== undefined && !!counts && offsets + counts <= view.byteLength;
}

/** The first value of a SHORT or LONG entry (inline when it fits in four bytes), or undefined for another type or
 * a value outside the file. */
function firstValue(view: DataView, little: boolean, entry: number): number | undefined {
  const type = view.getUint16(entry + 2, little);
  const count = view.getUint32(entry + 4, little);
  const size = type === 3 ? 2 : type === 4 ? 4 : 0;
  if (!size || count < 1) return undefined;
  const at = count * size <= 4 ? entry + 8 : view.getUint32(entry + 8, little);
  if (at + size > view.byteLength) return undefined;
  return size === 2 ? view.getUint16(at, little) : view.getUint32(at, little);
}
