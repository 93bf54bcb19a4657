// An incident's words in the reader's language (the status page and the home banner): the Spanish version on a
// Spanish page when TRIMIN wrote one, the English otherwise (other languages fall back to English, as the interface
// does).
import type { Incident } from './schemas.ts';

export function incidentText(i: Incident, language: string): { title: string; message: string; lang?: string } {
  if (language === 'es' && i.titleEs && i.messageEs) return { title: i.titleEs, message: i.messageEs };
  // an English text on a page in another language says so, for screen readers
  return { title: i.title, message: i.message, ...(language !== 'en' ? { lang: 'en' } : {}) };
}
