// The signed-in user's interface language, applied by every layout: the signed-in shell, and the open pages a
// signed-in user may open (/developers, /status), which showed a Korean user English.
import type { Language } from '@portal/shared/auth/roles';
import { useEffect } from 'react';
import { switchLanguage } from '#src/i18n/index.ts';

/** Switches to `language` when it is given and whenever it changes; a visitor (undefined) keeps the chosen one. */
export function useUserLanguage(language: Language | undefined): void {
  useEffect(() => {
    if (language) void switchLanguage(language);
  }, [language]);
}
