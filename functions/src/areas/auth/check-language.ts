// A language a county does not offer is refused with a 400 naming the field (shared/auth/offered-languages.ts), so
// a stale page or a hand-made call cannot switch a user to one.
import { messages } from '@portal/shared/auth/messages';
import { offeredLanguages } from '@portal/shared/auth/offered-languages';
import type { Language } from '@portal/shared/auth/roles';
import { getConfig } from '#src/platform/config.ts';
import { badRequest } from '#src/platform/errors.ts';

export async function checkLanguageOffered(county: string, language: Language): Promise<void> {
  if (language === 'ENGLISH') return;
  if (offeredLanguages(await getConfig(county, 'languages')).includes(language)) return;
  throw badRequest(messages.languageNotOffered, { language: messages.languageNotOffered });
}
