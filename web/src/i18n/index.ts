// i18next with natural-language keys: the English text is the key ("Required.", "Log In"), so server messages
// translate too. keySeparator and nsSeparator are off because the texts contain '.' and ':'.
// One JSON catalogue per language in this folder; English is bundled and is the default and the fallback, the
// other fourteen are loaded on first use (a dynamic import each), so the first page stays small.
import type { Language } from '@portal/shared/auth/roles';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

export const languageCodes: Record<Language, string> = {
  BENGALI: 'bn',
  CAROLINIAN: 'cal',
  CHAMORRO: 'ch',
  CHINESE: 'zh',
  CHUUKESE: 'chk',
  ENGLISH: 'en',
  JAPANESE: 'ja',
  KOREAN: 'ko',
  PALAUAN: 'pau',
  POHNPEIAN: 'pon',
  RUSSIAN: 'ru',
  SPANISH: 'es',
  TAGALOG: 'tl',
  THAI: 'th',
  TURKISH: 'tr',
};

/** BCP 47 tags for Intl (numbers, dates); languages Intl does not know format like US English. */
export const intlLocales: Record<string, string> = {
  bn: 'bn-IN',
  cal: 'en-US',
  ch: 'en-US',
  zh: 'zh-CN',
  chk: 'en-US',
  en: 'en-US',
  ja: 'ja-JP',
  ko: 'ko-KR',
  pau: 'en-US',
  pon: 'en-US',
  ru: 'ru-RU',
  // US Spanish: dates as US records and the search forms write them (MM/DD/YYYY); es-US would show 23/10/2026
  es: 'en-US',
  tl: 'fil-PH',
  th: 'th-TH',
  tr: 'tr-TR',
};

const catalogues = import.meta.glob<{ default: Record<string, string> }>(['./*.json', '!./en.json']);

/** Loads ./<code>.json when a language is first chosen; an unknown code falls back to English. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = catalogues[`./${language}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, false),
    );
  },
};

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: Object.values(languageCodes),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });

// <html lang> follows the interface language, so screen readers pronounce Japanese, Thai or Bengali as such.
i18n.on('languageChanged', (code: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
});

/** Switches the interface to a portal language (ENGLISH, JAPANESE ...), loading its catalogue first. */
export function switchLanguage(language: Language | undefined): Promise<unknown> {
  return i18n.changeLanguage(languageCodes[language ?? 'ENGLISH'] ?? 'en');
}

/** The Intl locale of the current interface language. */
export function currentLocale(): string {
  return intlLocales[i18n.resolvedLanguage ?? i18n.language] ?? 'en-US';
}

export default i18n;
