// The Queries of a Sounds like name search (issue 30), for grantor/grantee names and taxpayers alike. In order, so
// that a document found two ways keeps its best match (gather keeps the first): the Exact search's own queries
// (EXACT); with no first name, the typed name with its business suffixes folded as a prefix of the name index
// ('ACME CORPORATION' reads ACMECORP..., so 'ACME CORP INC' is found); then one partition of the sound index per
// code of the typed last name, narrowed by the first-name codes the search wants (sounds-like/sound-keys.ts). Each
// result carries how it matched (matchedAs); an item that does not answer the name is dropped as it is read.
import type { MatchKind } from '@portal/shared/search/match-mode';
import { SEP, soundEntryOf } from '../keys.ts';
import { keyMatches, lastNameKey, lastNameWords, nameSearchesOf, type TypedName } from '../name-keys.ts';
import { namePrefix } from '../normalize.ts';
import { foldSuffixes } from '../sounds-like/fold.ts';
import { soundEntryKind } from '../sounds-like/match-kind.ts';
import { givenNamePrefixes, type SoundKey, soundSearchesOf } from '../sounds-like/sound-keys.ts';
import { unpackSummary } from '../summaries.ts';
import { type Filter, skParts } from './criteria.ts';
import type { Item, KeyQuery } from './gather.ts';

export interface SoundsLikePartitions {
  /** the name index's two-character partition of a prefix */
  name: (prefix: string) => string;
  /** the sound index's partition of a code */
  sound: (code: string) => string;
}

/** A summary with how it matched. */
const labelled = (item: Item, matchedAs: MatchKind) => ({ ...unpackSummary<object>(item.s), matchedAs });

/** Queries in the three groups, each group a list, so two names of an OR search can put both exact groups first. */
export function soundsLikeQueryGroups(
  partitions: SoundsLikePartitions,
  exact: KeyQuery[],
  party: TypedName,
  filter?: Filter,
): KeyQuery[][] {
  const exactGroup = exact.map((q) => ({ ...q, read: (item: Item) => labelled(item, 'EXACT') }));
  return [exactGroup, suffixQueries(partitions, party, filter), soundQueries(partitions, party, filter)];
}

/** The typed business name with its suffixes folded, as a prefix of the name index, when folding changes it. */
function suffixQueries(partitions: SoundsLikePartitions, party: TypedName, filter?: Filter): KeyQuery[] {
  if (party.firstName?.trim()) return [];
  const folded = foldSuffixes(lastNameWords(party.lastName)).join('');
  if (folded.length < 2 || folded === lastNameKey(party.lastName)) return [];
  const searches = nameSearchesOf(party);
  const read = (item: Item) => {
    const [last = '', first = '', mi = ''] = skParts(item);
    const exact = searches.some((s) => keyMatches(s, { last, first, mi }));
    return labelled(item, exact ? 'EXACT' : 'BUSINESS_SUFFIX');
  };
  return [{ pk: partitions.name(namePrefix(folded)), sk: { beginsWith: folded }, filter, read }];
}

/** One query per code of the typed last name and first-name code prefix; each item labelled by the first search
 *  reading that partition that it answers (a name typed as one string searches as typed, then split). */
function soundQueries(partitions: SoundsLikePartitions, party: TypedName, filter?: Filter): KeyQuery[] {
  const wanted = new Map<string, { pk: string; prefix?: string; searches: SoundKey[] }>();
  for (const s of soundSearchesOf(party)) {
    for (const code of s.codes) {
      for (const prefix of givenNamePrefixes(s.first) ?? [undefined]) {
        const pk = partitions.sound(code);
        const id = `${pk}\u0000${prefix ?? '*'}`;
        if (!wanted.has(id)) wanted.set(id, { pk, prefix, searches: [] });
        wanted.get(id)!.searches.push(s);
      }
    }
  }
  return [...wanted.values()].map(({ pk, prefix, searches }) => {
    // the first search (as typed before split) that the entry answers says how it matched, as matchKind does
    const kindOf = (item: Item) =>
      searches.map((s) => soundEntryKind(s, soundEntryOf(item), true)).find((k) => k !== undefined);
    // keep's answer, so read does not work it out again for each kept item
    const kinds = new WeakMap<Item, NonNullable<ReturnType<typeof kindOf>>>();
    return {
      pk,
      sk: prefix === undefined ? undefined : { beginsWith: `${prefix}${SEP}` },
      filter,
      keep: (item: Item) => {
        const kind = kindOf(item);
        if (kind !== undefined) kinds.set(item, kind);
        return kind !== undefined;
      },
      read: (item: Item) => labelled(item, kinds.get(item) ?? kindOf(item)!),
    };
  });
}
