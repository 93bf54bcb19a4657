// How a recorded party answers a typed name, for the result row's 'how it matched' and the exact-first sort:
// EXACT by the name index's own rules (name-keys.ts); else, in Sounds like mode, a name equal once its business
// suffixes are folded (ACME CORPORATION = ACME CORP, L L C = LLC); else a last name that sounds alike with a first
// name that is the same, a nickname of it, its initial, or sounds alike. Pure: the search and the corpus test
// call it.
import type { MatchKind } from '@portal/shared/search/match-mode';
import { keyMatches, lastNameWords, nameKeysOf, nameSearchesOf, nameWords, type TypedName } from '../name-keys.ts';
import { foldSuffixes } from './fold.ts';
import { nicknamesOf } from './nicknames.ts';
import { givenNameSounds, lastNameSounds, soundsAlike } from './sound-keys.ts';

export type { MatchKind } from '@portal/shared/search/match-mode';

export function matchKind(typed: TypedName, recorded: TypedName): MatchKind | undefined {
  const keys = nameKeysOf(recorded);
  if (nameSearchesOf(typed).some((s) => keys.some((k) => keyMatches(s, k)))) return 'EXACT';
  // not equal as typed (that was EXACT), equal with the suffixes folded: the suffix made the difference
  if (!typed.firstName && suffixesFolded(recorded.lastName).startsWith(suffixesFolded(typed.lastName)))
    return 'BUSINESS_SUFFIX';
  const typedSounds = lastNameSounds(typed.lastName);
  let best: MatchKind | undefined;
  for (const k of keys) {
    if (!soundsAlike(typedSounds, lastNameSounds(k.last))) continue;
    const kind = givenMatch(typed.firstName ?? '', k.first);
    if (kind === 'NICKNAME') return kind;
    best ??= kind;
  }
  return best;
}

const suffixesFolded = (lastName: string) => foldSuffixes(lastNameWords(lastName)).join('');

function givenMatch(typedFirst: string, recordedFirst: string): MatchKind | undefined {
  const typed = nameWords(typedFirst)[0] ?? '';
  const recorded = nameWords(recordedFirst)[0] ?? '';
  if (!typed) return 'SOUNDS_LIKE';
  if (!recorded) return undefined;
  if (typed === recorded) return 'SOUNDS_LIKE';
  // an initial on either side stands for the whole name
  if ((typed.length === 1 || recorded.length === 1) && typed[0] === recorded[0]) return 'SOUNDS_LIKE';
  if (nicknamesOf(typed).has(recorded)) return 'NICKNAME';
  if (soundsAlike(givenNameSounds(typed), givenNameSounds(recorded))) return 'SOUNDS_LIKE';
  return undefined;
}
