// Import-side and search-side name normalisation agree: a party's index keys (as record-items writes them) are
// found by the Queries a search builds (as by-name runs them) for the name typed as stored, typed with its
// punctuation squeezed, spaced or spelled out, and, for a person's compound last name, by each of its words; and the
// sound index (issue 30) finds every name with a sound by that sound, typed either way.

import { documentRow } from '@portal/shared/records/document';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeBook } from '../code-book.ts';
import { indexKeys } from '../keys.ts';
import { lastNameKey, lastNameWords, nameKeysOf, nameSearchesOf, PARTICLES, type TypedName } from '../name-keys.ts';
import { partyQueries } from '../queries/by-name.ts';
import type { Item, KeyQuery } from '../queries/gather.ts';
import { soundsLikeQueryGroups } from '../queries/sounds-like.ts';
import { documentItems } from '../record-items.ts';
import { soundSearchesOf } from '../sounds-like/sound-keys.ts';

const county = 'prop';

/** Whether a search for `typed` finds a record naming `stored`, through the real keys and Queries. */
function found(stored: TypedName, typed: TypedName): boolean {
  const items = nameKeysOf(stored).map((k) => indexKeys.name(county, k.last, k.first, k.mi, 'GR', '2024-01-01', 'A1'));
  const queries = partyQueries((p) => `C#${county}#NM#${p}`, typed);
  return queries.some((q) =>
    items.some(
      (i) =>
        i.pk === q.pk &&
        q.sk !== undefined &&
        'beginsWith' in q.sk &&
        i.sk.startsWith(q.sk.beginsWith) &&
        (!q.keep || q.keep(i as Item)),
    ),
  );
}

const noCodes = codeBook({ documentTypes: [], instrumentCodes: [], plats: [] });

/** Whether a Sounds like search for `typed` finds a record naming `stored` through the sound index alone (not the
 *  exact queries it also runs): the items documentItems writes, the Queries soundsLikeQueryGroups builds. */
function foundBySound(stored: TypedName, typed: TypedName): boolean {
  const d = documentRow.parse({
    docType: 'A',
    docNumber: '1',
    instrumentCode: 'WD',
    recordedDateTime: '2024-01-01T10:00',
    grantors: [stored],
  });
  const items = documentItems(county, d, noCodes).index as Item[];
  const partitions = { name: (p: string) => `C#${county}#NM#${p}`, sound: (c: string) => `C#${county}#SN#${c}` };
  const [, suffix = [], sound = []] = soundsLikeQueryGroups(partitions, [], typed);
  const reads = (q: KeyQuery, i: Item) =>
    i.pk === q.pk && (!q.sk || ('beginsWith' in q.sk && i.sk.startsWith(q.sk.beginsWith))) && (!q.keep || q.keep(i));
  return [...suffix, ...sound].some((q) => items.some((i) => reads(q, i)));
}

const letters = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdezÉñÖ'.split('')),
    minLength: min,
    maxLength: max,
  });
const joiner = fc.constantFrom(' ', '-', "'", '.', ' & ', '&', ' AND ', ', ', '/');
/** A last name of one to four words joined by punctuation as indexes hold them. */
const lastName = fc
  .tuple(letters(1, 10), fc.array(fc.tuple(joiner, letters(1, 10)), { maxLength: 3 }), fc.boolean())
  .map(([w, rest, dot]) => `${w}${rest.map(([j, x]) => `${j}${x}`).join('')}${dot ? '.' : ''}`)
  .filter((s) => lastNameKey(s) !== '');
const party = fc.record({
  lastName,
  firstName: fc.option(
    fc.array(letters(1, 8), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    { nil: undefined },
  ),
  middleInitial: fc.option(letters(1, 1), { nil: undefined }),
});

/** The name typed another way: punctuation squeezed out, spaced, '&' spelled AND, lower case. */
const retyped = (s: string, how: number) =>
  [
    (x: string) => x.replace(/[^\p{L}\p{N}&\s]/gu, ''),
    (x: string) => x.replace(/[^\p{L}\p{N}&]/gu, ' '),
    (x: string) => x.replace(/&/g, ' AND ').toLowerCase(),
    (x: string) => x.replace(/\s*&\s*/g, ' & ').replace(/\bAND\b/g, '&'),
  ][how]!(s);

describe('name keys: import and search agree', () => {
  it('finds every party by its name typed as stored', () => {
    fc.assert(fc.property(party, (p) => found(p, p)));
  });

  it('finds it with the punctuation typed another way', () => {
    fc.assert(
      fc.property(party, fc.integer({ min: 0, max: 3 }), (p, how) =>
        found(p, { ...p, lastName: retyped(p.lastName, how) }),
      ),
    );
  });

  it("finds a person's compound last name by each of its words", () => {
    fc.assert(
      fc.property(party, (p) => {
        if (!lastNameKey(p.firstName ?? '')) return true;
        const words = lastNameWords(p.lastName).filter((w) => w.length > 1 && !PARTICLES.has(w));
        return words.every((w) => found(p, { ...p, lastName: w }));
      }),
    );
  });

  it('finds every party with a sound by that sound, typed as stored or with its punctuation typed another way', () => {
    fc.assert(
      fc.property(party, fc.integer({ min: 0, max: 3 }), (p, how) => {
        if (!soundSearchesOf(p).length) return true;
        return foundBySound(p, p) && foundBySound(p, { ...p, lastName: retyped(p.lastName, how) });
      }),
    );
  });

  it('searches a name as typed, and a one-string name as last and first', () => {
    expect(nameSearchesOf({ lastName: 'Johnson Mary', middleInitial: 'k' })).toEqual([
      { last: 'JOHNSONMARY', first: '', mi: 'K' },
      { last: 'JOHNSON', first: 'MARY', mi: 'K' },
    ]);
    expect(nameKeysOf({ lastName: 'THE CHASE MANHATTAN BANK, N.A.' })).toEqual([
      { last: 'CHASEMANHATTANBANKNA', first: '', mi: '' },
    ]);
    expect(nameKeysOf({ lastName: 'Garcia Lopez', firstName: 'Maria K' })).toEqual([
      { last: 'GARCIALOPEZ', first: 'MARIA', mi: 'K' },
      { last: 'GARCIA', first: 'MARIA', mi: 'K' },
      { last: 'LOPEZ', first: 'MARIA', mi: 'K' },
    ]);
  });
});
