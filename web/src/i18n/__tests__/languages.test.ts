// English is bundled; another language's catalogue loads on first use, and Intl follows the language.

import { formatDate } from '@portal/shared/format/dates';
import { formatCents } from '@portal/shared/format/money';
import { afterAll, describe, expect, it } from 'vitest';
import i18n, { currentLocale, switchLanguage } from '../index.ts';

afterAll(() => switchLanguage('ENGLISH'));

describe('interface languages', () => {
  it('starts in English with only the English catalogue loaded', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('Log In')).toBe('Log In');
    expect(i18n.hasResourceBundle('ja', 'translation')).toBe(false);
  });

  it('loads Japanese when chosen and formats money and numbers for it', async () => {
    await switchLanguage('JAPANESE');
    expect(i18n.hasResourceBundle('ja', 'translation')).toBe(true);
    expect(i18n.t('Log In')).toBe('ログイン');
    expect(i18n.t('Welcome, {{name}}', { name: 'sam' })).toBe('ようこそ、sam さん');
    expect(currentLocale()).toBe('ja-JP');
    expect(formatCents(123450, currentLocale())).toBe('$1,234.50');
    // 'Verified' is both the home page's verified-through date and a document's status badge
    expect(i18n.t('Verified')).toBe('確認日');
    expect(i18n.t('Verified', { context: 'status' })).toBe('検証済み');
  });

  it('loads Spanish with the reviewed legal terms and US formats (dates MM/DD/YYYY as the forms take them)', async () => {
    await switchLanguage('SPANISH');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.t('Log In')).toBe('Iniciar sesión');
    expect([i18n.t('Grantor'), i18n.t('Grantee'), i18n.t('Tax Lien'), i18n.t('Plat')]).toEqual([
      'Otorgante',
      'Adquirente',
      'Gravamen fiscal',
      'Plano',
    ]);
    expect(i18n.t('Welcome, {{name}}', { name: 'sam' })).toBe('Bienvenido(a), sam');
    expect(currentLocale()).toBe('en-US');
    expect(document.documentElement.lang).toBe('es');
    expect(formatDate('2026-10-23', currentLocale())).toBe('10/23/2026');
    expect(formatCents(123450, currentLocale())).toBe('$1,234.50');
  });

  it('falls back to English key by key where a language has no translation', async () => {
    await switchLanguage('CHAMORRO');
    expect(i18n.t('Yes')).toBe('Hunggan');
    expect(document.documentElement.lang).toBe('ch');
    expect(i18n.t('Log In')).toBe('Log In');
    await switchLanguage('RUSSIAN');
    expect(i18n.t('Required.')).toBe('Обязательное поле.');
    expect(formatCents(123450, currentLocale())).toBe('1\u00a0234,50\u00a0$');
  });
});
