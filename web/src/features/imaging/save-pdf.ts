// Saves the delivered PDF under the server's name with the suffix placeholder filled, or image.pdf.
import { FALLBACK_IMAGE_NAME, SAVE_AS_SUFFIX } from '@portal/shared/imaging/types';

/** 'A1000{suffix}.pdf' with pages '1, 3-4' -> 'A1000_pages_1_3-4.pdf'; the whole document leaves no suffix. */
export function saveAsName(serverName: string | undefined, pagesCsv: string): string {
  if (!serverName) return FALLBACK_IMAGE_NAME;
  const suffix = pagesCsv ? `_pages_${pagesCsv.replace(/\s+/g, '').replace(/,/g, '_')}` : '';
  return serverName.split(SAVE_AS_SUFFIX).join(suffix);
}

export function savePdf(base64: string, name: string): void {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
