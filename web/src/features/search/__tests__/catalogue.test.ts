// The search area's texts that reach t() through a variable are in the English catalogue: the shared search
// messages, every message the shared schemas can give (lengths included), and the server's legal table headers.
import { searchMessages } from '@portal/shared/search/messages';
import { searchTypeNames, searchTypes } from '@portal/shared/search/search-types';
import { describe, expect, it } from 'vitest';
import en from '#src/i18n/en.json';
import { searchServerTexts } from '../server-texts.ts';

const schemaMessages = () => {
  const found = new Set<string>();
  for (const type of searchTypeNames) {
    const defaults = searchTypes[type].defaults('2026-01-15') as Record<string, unknown>;
    const tooLong = Object.fromEntries(Object.keys(defaults).map((k) => [k, 'x '.repeat(300)]));
    for (const values of [tooLong, {}]) {
      const result = searchTypes[type].schema('2026-01-15').safeParse(values);
      if (!result.success) {
        for (const issue of result.error.issues) if (issue.code !== 'invalid_value') found.add(issue.message);
      }
    }
  }
  return found;
};

describe('search texts in the English catalogue', () => {
  it('has every shared search message, schema message and server text', () => {
    const keys = [...Object.values(searchMessages), ...schemaMessages(), ...searchServerTexts];
    expect(keys.filter((k) => !(k in en))).toEqual([]);
  });
});
