// A name's sound: the Double Metaphone codes (primary and alternate, the library `double-metaphone`) of its folded
// spelling. Two last names sound alike when they share a code: SMITH (SM0, XMT) and SCHMIDT (XMT, SMT) do, SMITH and
// SMYTH share both. A name whose letters give no code (digits only) has none and is found only as typed.
import { doubleMetaphone } from 'double-metaphone';
import { nameWords } from '../name-keys.ts';
import { foldedLastName } from './fold.ts';

const codesOf = (word: string) => [...new Set(doubleMetaphone(word))].filter(Boolean);

/** The codes of a last name, after the folds of fold.ts. */
export const lastNameSounds = (lastName: string): string[] => codesOf(foldedLastName(lastName));

/** The codes of a given name (its first word: 'MARY K' sounds as MARY). */
export const givenNameSounds = (firstName: string): string[] => codesOf(nameWords(firstName)[0] ?? '');

export const soundsAlike = (a: string[], b: string[]) => a.some((code) => b.includes(code));
