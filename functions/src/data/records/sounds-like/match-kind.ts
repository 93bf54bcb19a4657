// How a recorded party answers a typed name, for the result row's 'how it matched' and the exact-first sort:
// EXACT by the name index's own rules (name-keys.ts); else, in Sounds like mode, a business name equal once its
// suffixes are folded (ACME CORPORATION = ACME CORP, L L C = LLC), the typed name a prefix as Exact allows; else a
// last name that sounds alike with a first name that is the same, a nickname of it, its initial, or sounds alike
// (by the primary code the index keys it by). Pure: the search, its AND check and the corpus test call it.
import { type MatchKind, matchRank } from '@portal/shared/search/match-mode';
import { initialMatches, keyMatches, nameKeysOf, nameSearchesOf, nameWords, type TypedName } from '../name-keys.ts';
import { nicknamesOf } from './nicknames.ts';
import {
  givenNameCode,
  givenNameSounds,
  type SoundKey,
  soundKeysOf,
  soundSearchesOf,
  soundsAlike,
} from './sound-keys.ts';

export type { MatchKind } from '@portal/shared/search/match-mode';

export function matchKind(typed: TypedName, recorded: TypedName): MatchKind | undefined {
  const keys = nameKeysOf(recorded);
  if (nameSearchesOf(typed).some((s) => keys.some((k) => keyMatches(s, k)))) return 'EXACT';
  // the name as typed before its one-string split ('STE MARIE' is a surname before it is STE, MARIE), as the search
  // reads the partitions of the typed name first; of one search's entries the best kind
  const entries = soundKeysOf(recorded);
  for (const s of soundSearchesOf(typed)) {
    const kinds = entries.map((e) => soundEntryKind(s, e, soundsAlike(s.codes, e.codes)));
    const best = kinds.filter((k) => k !== undefined).sort((a, b) => matchRank(a) - matchRank(b))[0];
    if (best) return best;
  }
  return undefined;
}

/** How a sound index entry answers a search that is not an exact match of it: a business suffix variant (no first
 *  name typed, the folded typed name a prefix of the folded recorded one), or, when the last names sound alike, by
 *  the first name. */
export function soundEntryKind(
  s: SoundKey,
  e: Pick<SoundKey, 'spelled' | 'first' | 'mi'>,
  lastSoundsAlike: boolean,
): MatchKind | undefined {
  if (!s.first && e.spelled.startsWith(s.spelled)) return 'BUSINESS_SUFFIX';
  if (!lastSoundsAlike || !initialMatches(s.mi, e)) return undefined;
  return givenMatch(s.first, e.first);
}

function givenMatch(typedFirst: string, recordedFirst: string): MatchKind | undefined {
  const typed = nameWords(typedFirst)[0] ?? '';
  const recorded = nameWords(recordedFirst)[0] ?? '';
  if (!typed) return 'SOUNDS_LIKE';
  if (!recorded) return undefined;
  if (typed === recorded) return 'SOUNDS_LIKE';
  // an initial on either side stands for the whole name
  if ((typed.length === 1 || recorded.length === 1) && typed[0] === recorded[0]) return 'SOUNDS_LIKE';
  if (nicknamesOf(typed).has(recorded)) return 'NICKNAME';
  if (givenNameSounds(typed).includes(givenNameCode(recorded))) return 'SOUNDS_LIKE';
  return undefined;
}
