// i18next with natural-language keys: the English text is the key ("Required.", "Log In"), so server messages
// translate too. keySeparator and nsSeparator are off because the texts contain '.' and ':'.
// One JSON catalogue per language in this folder; English is the default and the fallback.
import type { Language } from '@portal/shared/auth/roles';
import i18n from 'i18next';
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
  TAGALOG: 'tl',
  THAI: 'th',
  TURKISH: 'tr',
};

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

export default i18n;
