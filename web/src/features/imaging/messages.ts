// Shows the imaging messages in the reader's language: the page-number message is matched back to its key.
import type { TFunction } from 'i18next';

const noSuchPage = /^Document does not have a page (.*)\.$/s;

export function translateMessage(t: TFunction, message: string): string {
  const m = noSuchPage.exec(message);
  if (m) return t('Document does not have a page {{value}}.', { value: m[1] });
  return t(message);
}
