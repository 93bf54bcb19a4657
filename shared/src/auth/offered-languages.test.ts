import { describe, expect, it } from 'vitest';
import { readGroup } from '../config/groups.ts';
import { offeredLanguages } from './offered-languages.ts';
import { languages } from './roles.ts';

describe('offered languages', () => {
  it('is English alone while the Languages switch is off, whatever is ticked', () => {
    expect(offeredLanguages(readGroup('languages', { languages: false }))).toEqual(['ENGLISH']);
  });

  it('is every language when switched on and nothing unticked (a county saved before the list existed)', () => {
    expect(offeredLanguages(readGroup('languages', { languages: true }))).toEqual([...languages]);
    expect(languages).toContain('SPANISH');
  });

  it('keeps English and the ticked ones, in the list order', () => {
    const offered = Object.fromEntries(languages.map((l) => [l, l === 'SPANISH' || l === 'CHAMORRO']));
    expect(offeredLanguages(readGroup('languages', { languages: true, offered }))).toEqual([
      'CHAMORRO',
      'ENGLISH',
      'SPANISH',
    ]);
  });
});
