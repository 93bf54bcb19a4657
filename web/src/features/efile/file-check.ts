// The browser's first look at the chosen file (spec 3 section 5.2): a PDF or TIFF of at most 25,000,000 bytes. The
// server judges the bytes again after the upload; this only spares a pointless upload.
import { EFILE_MAX_BYTES, efileMessages } from '@portal/shared/efile/messages';
import type { EfileContentType } from '@portal/shared/efile/types';

export function fileContentType(file: File): EfileContentType | undefined {
  if (file.type === 'application/pdf' || file.type === 'image/tiff') return file.type;
  if (file.type) return undefined;
  if (/\.pdf$/i.test(file.name)) return 'application/pdf';
  if (/\.tiff?$/i.test(file.name)) return 'image/tiff';
  return undefined;
}

export function checkFile(
  file: File | null,
): { ok: true; contentType: EfileContentType } | { ok: false; message: string } {
  if (!file) return { ok: false, message: efileMessages.fileRequired };
  const contentType = fileContentType(file);
  if (!contentType) return { ok: false, message: efileMessages.format };
  if (file.size > EFILE_MAX_BYTES) return { ok: false, message: efileMessages.tooLarge };
  return { ok: true, contentType };
}
