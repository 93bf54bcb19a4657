// A name's sound: the Double Metaphone codes (primary and alternate, the library `double-metaphone`) of its folded
// spelling. Two last names sound alike when they share a code: SMITH (SM0, XMT) and SCHMIDT (XMT, SMT) do, SMITH and
// SMYTH share both. A name whose letters give no code (digits only) has none and is found only as typed.
// The sound index (record-items.ts) and the Sounds like search (queries/by-sound.ts) both take their keys from here:
// an index entry per code of each of a party's name keys, its first name keyed by the primary code of its first
// word, so the search reads one partition per typed code and, with a first name, only the first-name codes it wants.
import { doubleMetaphone } from 'double-metaphone';
import { lastNameKey, lastNameWords, nameKeysOf, nameSearchesOf, nameWords, type TypedName } from '../name-keys.ts';
import { foldedLastName, foldSuffixes } from './fold.ts';
import { nicknamesOf } from './nicknames.ts';

const codesOf = (word: string) => [...new Set(doubleMetaphone(word))].filter(Boolean);

/** The codes of a last name, after the folds of fold.ts. */
export const lastNameSounds = (lastName: string): string[] => codesOf(foldedLastName(lastName));

/** The codes of a given name (its first word: 'MARY K' sounds as MARY). */
export const givenNameSounds = (firstName: string): string[] => codesOf(nameWords(firstName)[0] ?? '');

export const soundsAlike = (a: string[], b: string[]) => a.some((code) => b.includes(code));

/** The first name as the sound index keys it: the primary code of its first word, '' for an initial or none. */
export function givenNameCode(firstName: string): string {
  const word = nameWords(firstName)[0] ?? '';
  return word.length > 1 ? (doubleMetaphone(word)[0] ?? '') : '';
}

/** One entry of the sound index, or one search of it: the last name's codes, the last name with its business
 *  suffixes folded (to tell a suffix variant), and the given names as the name index keys them. */
export interface SoundKey {
  codes: string[];
  spelled: string;
  first: string;
  mi: string;
}

/** A name key's sound: the whole last name keeps its words (to fold suffixes); a word of it or a one-string split
 *  sounds as itself. A whole name that begins with THE joined to it ('THESMITH', typed or indexed so) also sounds as
 *  the name without it; its spelling is kept, so it is never taken for a suffix variant. */
function soundsOf(typed: TypedName, key: { last: string; first: string; mi: string }): SoundKey[] {
  const whole = key.last === lastNameKey(typed.lastName);
  const spelled = whole ? foldSuffixes(lastNameWords(typed.lastName)).join('') : key.last;
  const sound = (name: string) => ({ codes: lastNameSounds(name), spelled, first: key.first, mi: key.mi });
  const without = whole ? withoutJoinedThe(typed.lastName) : undefined;
  return [sound(whole ? typed.lastName : key.last), ...(without ? [sound(without)] : [])];
}

// THE joined to a name that starts with a consonant, four letters or more (not THEODORE, THEISEN, THELEN)
const JOINED_THE = /^THE([B-DF-HJ-NP-TV-Z][A-Z]{3,})$/;
function withoutJoinedThe(lastName: string): string | undefined {
  const words = lastNameWords(lastName);
  const joined = JOINED_THE.exec(words[0] ?? '');
  return joined ? [joined[1], ...words.slice(1)].join(' ') : undefined;
}

/** The sound index entries of a recorded party (those with no code are left out). */
export const soundKeysOf = (p: TypedName): SoundKey[] =>
  nameKeysOf(p)
    .flatMap((k) => soundsOf(p, k))
    .filter((k) => k.codes.length);

/** The Sounds like searches of a typed name, one per search of the name index (nameSearchesOf). */
export const soundSearchesOf = (typed: TypedName): SoundKey[] =>
  nameSearchesOf(typed)
    .flatMap((s) => soundsOf(typed, s))
    .filter((s) => s.codes.length);

/** The sort-key prefixes of the first-name codes a search wants: the name's own codes, its nicknames' primary
 *  codes, and '' (the entries whose first name is an initial). None (the whole partition) for no first name or an
 *  initial. */
export function givenNamePrefixes(first: string): string[] | undefined {
  const word = nameWords(first)[0] ?? '';
  if (word.length < 2) return undefined;
  const codes = new Set([...codesOf(word), ...[...nicknamesOf(word)].map(givenNameCode), '']);
  return [...codes];
}
