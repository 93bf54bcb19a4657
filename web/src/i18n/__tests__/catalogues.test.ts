// The catalogues against the code: every key the code passes to t() (or <Trans i18nKey>) is in English, no
// catalogue has a key English lacks, and no translation drops an {{interpolation}} placeholder.
import { alertMessages } from '@portal/shared/alerts/messages';
import { messages } from '@portal/shared/auth/messages';
import { languages } from '@portal/shared/auth/roles';
import { searchMessages as sm } from '@portal/shared/search/messages';
import { statusMessages } from '@portal/shared/status/schemas';
import { describe, expect, it } from 'vitest';
import { homeServerTexts } from '#src/features/home/server-texts.ts';
import { ENVELOPE_FALLBACK } from '#src/lib/api.ts';
import { languageCodes } from '../index.ts';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/__tests__/**', '!/src/**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const catalogues = import.meta.glob<Record<string, string>>('../*.json', { import: 'default', eager: true });
const en = catalogues['../en.json'] ?? {};

/** Keys written literally in code: t('...'), t("..."), t(`...`) without ${}, i18nKey="..." or i18nKey={'...'}. */
export function keysInSource(text: string): string[] {
  const keys: string[] = [];
  const unquote = (s: string, quote: string) =>
    s.replace(new RegExp(`\\\\${quote}`, 'g'), quote).replace(/\\\\/g, '\\');
  const patterns = [
    /\bt\(\s*'((?:\\.|[^'\\])*)'/g,
    /\bt\(\s*"((?:\\.|[^"\\])*)"/g,
    /\bt\(\s*`((?:\\.|[^`\\$])*)`/g,
    /i18nKey=\{?\s*'((?:\\.|[^'\\])*)'/g,
    /i18nKey=\{?\s*"((?:\\.|[^"\\])*)"/g,
  ];
  const quotes = ["'", '"', '`', "'", '"'];
  patterns.forEach((re, i) => {
    for (const m of text.matchAll(re)) keys.push(unquote(m[1] ?? '', quotes[i] ?? "'"));
  });
  return keys;
}

const languageNames = languages.map((l) => l.charAt(0) + l.slice(1).toLowerCase());
/** Texts the web translates that reach t() through a variable: validation messages, server labels, languages. */
/** The date rules' messages (shared/home/transaction-report.ts) shown by the report window. */
const dateMessages = [
  sm.required,
  sm.dateHint,
  sm.futureDate,
  sm.invalidDateRange,
  sm.invalidDateTimeRange,
  sm.overYear,
];
const explicitKeys = [
  ...Object.values(messages),
  ...Object.values(alertMessages),
  ...Object.values(statusMessages),
  ...dateMessages,
  ...homeServerTexts,
  ...languageNames,
  // the failure texts the client makes (spec 1 section 8), shown through t()
  'An unexpected error 101 has occurred.',
  'An unexpected error 102 has occurred.',
  ENVELOPE_FALLBACK,
];

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  it('has one catalogue per portal language', () => {
    for (const code of Object.values(languageCodes)) expect(catalogues[`../${code}.json`], code).toBeTypeOf('object');
  });

  it('finds keys the way the code writes them', () => {
    expect(keysInSource(`t('Log In'); t("It's") ; t(\`A {{n}}\`); <Trans i18nKey="Hello" />; t(x)`)).toEqual([
      'Log In',
      "It's",
      'A {{n}}',
      'Hello',
    ]);
  });

  it('has every key used in code in English', () => {
    const missing = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      for (const key of keysInSource(text)) if (!(key in en)) missing.add(`${key}    (${file})`);
    }
    for (const key of explicitKeys) if (!(key in en)) missing.add(`${key}    (explicit list)`);
    expect([...missing]).toEqual([]);
  });

  it('has no key in any catalogue that English lacks, and every value is text', () => {
    for (const [file, catalogue] of Object.entries(catalogues)) {
      const extra = Object.keys(catalogue).filter((k) => !(k in en));
      expect(extra, file).toEqual([]);
      const notText = Object.entries(catalogue).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(notText, file).toEqual([]);
    }
  });

  it('has every English key in Spanish (a full catalogue; the others may fall back to English key by key)', () => {
    const es = catalogues['../es.json'] ?? {};
    expect(Object.keys(en).filter((k) => !(k in es))).toEqual([]);
  });

  it('keeps every {{placeholder}} of the English text in each translation', () => {
    for (const [file, catalogue] of Object.entries(catalogues)) {
      const dropped = Object.entries(catalogue)
        .filter(([key, value]) => placeholders(key).join() !== placeholders(value).join())
        .map(([key, value]) => `${key} -> ${value}`);
      expect(dropped, file).toEqual([]);
    }
  });
});
