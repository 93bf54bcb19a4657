// Name search (spec 2): documents by grantor/grantee name, in the two-character last-name partitions. The last name
// is a prefix ('SMITH' finds 'SMITHSON'); with a first name the last name is exact and the first name a prefix; the
// middle initial is exact or the first name's last word's (name-keys.ts normalises both sides). A second name joins
// with OR (union) or AND (documents having both names).
import type { DocumentRow } from '@portal/shared/records/document';
import type { PartyName } from '@portal/shared/records/fields';
import { type MatchKind, type MatchMode, matchRank } from '@portal/shared/search/match-mode';
import { entityKeys, namePartition, SEP, soundNamePartition } from '../keys.ts';
import { initialMatches, keyMatches, nameKeysOf, nameSearchesOf } from '../name-keys.ts';
import { namePrefix, secondPrefixChars } from '../normalize.ts';
import { matchKind } from '../sounds-like/match-kind.ts';
import type { DocumentSummary } from '../summaries.ts';
import { type DateRange, documentFilter, type Filter, skParts } from './criteria.ts';
import { documents, gather, getItems, type KeyQuery, type QueryResult } from './gather.ts';
import { intersect } from './sets.ts';
import { soundsLikeQueryGroups } from './sounds-like.ts';

export interface PartyCriteria {
  lastName: string;
  firstName?: string;
  middleInitial?: string;
}

/** Spec 2 'search in': both (default), grantors only, grantees only. */
export type SearchIn = 'both' | 'GRANTORS' | 'GRANTEES';

export interface NameCriteria extends DateRange {
  name1: PartyCriteria;
  name2?: PartyCriteria;
  /** how name2 joins name1; OR by default */
  andOr?: 'AND' | 'OR';
  grantorGranteeSearchIn?: SearchIn;
  /** a document type, or 'All' / '' for any */
  documentType?: string;
  /** an instrument group, or '' / 'all' for any */
  instrumentGroup?: string;
  /** Exact (the default) or Sounds like (issue 30; queries/sounds-like.ts) */
  matchMode?: MatchMode;
}

/** The role a 'search in' choice keeps on name items (GR grantor, GE grantee), none for both. */
export function roleOf(searchIn: string | undefined): 'GR' | 'GE' | undefined {
  const s = (searchIn ?? '').toUpperCase();
  if (s.startsWith('GRANTOR')) return 'GR';
  if (s.startsWith('GRANTEE')) return 'GE';
  return undefined;
}

/**
 * The Queries that find one party in a two-character name partition (namePartition / taxpayerPartition), one set
 * per search of the typed name (name-keys.ts): the last name alone is a prefix of the sort key (one-character last
 * names fan out over 'X_', 'XA'..'XZ', 'X0'..'X9'); with a first name the key prefix is 'LAST|FIRST'. The middle
 * initial, the third part of the key (or the first name's last word), is checked on each item read (a filter
 * expression cannot see the sort key).
 */
export function partyQueries(partition: (prefix: string) => string, party: PartyCriteria, filter?: Filter): KeyQuery[] {
  return nameSearchesOf(party).flatMap(({ last, first, mi }) => {
    const prefixes = first || last.length > 1 ? [namePrefix(last)] : secondPrefixChars.map((c) => `${last}${c}`);
    const beginsWith = first ? `${last}${SEP}${first}` : last;
    const keep = mi
      ? (item: { sk: string }) => {
          const [, f = '', m = ''] = skParts(item);
          return initialMatches(mi, { first: f, mi: m });
        }
      : undefined;
    return prefixes.map((p) => ({ pk: partition(p), sk: { beginsWith }, filter, keep }));
  });
}

export const nameQueries = (county: string, party: PartyCriteria, filter?: Filter) =>
  partyQueries((p) => namePartition(county, p), party, filter);

/** A party's queries in a Sounds like search: exact, business suffix and sound groups (queries/sounds-like.ts). */
export const soundsLikeNameGroups = (county: string, party: PartyCriteria, filter?: Filter) =>
  soundsLikeQueryGroups(
    { name: (p) => namePartition(county, p), sound: (code) => soundNamePartition(county, code) },
    nameQueries(county, party, filter),
    party,
    filter,
  );

/** Whether a party of a record is the one searched for, by the rules of the name index (or Sounds like's). */
export function partyMatches(criteria: PartyCriteria, p: PartyName, mode: MatchMode = 'exact'): boolean {
  if (mode === 'soundsLike') return matchKind(criteria, p) !== undefined;
  const keys = nameKeysOf(p);
  return nameSearchesOf(criteria).some((s) => keys.some((k) => keyMatches(s, k)));
}

/** Of the given documents, the ids of those that name the party (in the roles of `searchIn`), read whole. */
export async function documentsWithParty(
  county: string,
  docIds: string[],
  party: PartyCriteria,
  searchIn?: string,
  mode: MatchMode = 'exact',
): Promise<Set<string>> {
  const role = roleOf(searchIn);
  const rows = await getItems(docIds.map((id) => entityKeys.document(county, id)));
  const found = new Set<string>();
  for (const item of rows) {
    const d = item.row as DocumentRow;
    const parties = [...(role !== 'GE' ? d.grantors : []), ...(role !== 'GR' ? d.grantees : [])];
    if (parties.some((p) => partyMatches(party, p, mode))) found.add(`${d.docType}${d.docNumber}`);
  }
  return found;
}

export async function byName(county: string, c: NameCriteria): Promise<QueryResult<DocumentSummary>> {
  const f = documentFilter(c);
  const role = roleOf(c.grantorGranteeSearchIn);
  if (role) f.and(f.eq('role', role));
  const parties = [c.name1, ...(c.name2 ? [c.name2] : [])];
  const sounds = c.matchMode === 'soundsLike';
  // a Sounds like search reads every party's exact queries first, so a document keeps its best match
  const queriesOf = (party: PartyCriteria): KeyQuery[][] =>
    sounds ? soundsLikeNameGroups(county, party, f) : [nameQueries(county, party, f)];
  const groups = parties.map(queriesOf);
  const inOrder = (g: KeyQuery[][][]) => [0, 1, 2].flatMap((i) => g.flatMap((party) => party[i] ?? []));
  const options = sounds ? { ...documents, concurrency: 4 } : documents;
  if (parties.length === 1 || c.andOr !== 'AND') return gather(inOrder(groups), options);
  const sets = await Promise.all(groups.map((g) => gather(inOrder([g]), options)));
  const both = await intersect(sets, documents.idOf, (candidates, i) =>
    documentsWithParty(
      county,
      candidates.map((s) => s.docId),
      parties[i]!,
      c.grantorGranteeSearchIn,
      c.matchMode,
    ),
  );
  return sounds ? { ...both, items: weakerMatch(both.items, sets) } : both;
}

/** Each row of an AND search shows the weaker of its two names' matches (as far as the gathered sets tell). */
function weakerMatch(items: DocumentSummary[], sets: QueryResult<DocumentSummary>[]): DocumentSummary[] {
  const weakest = new Map<string, MatchKind>();
  for (const set of sets) {
    for (const s of set.items) {
      const had = weakest.get(s.docId);
      if (s.matchedAs && (!had || matchRank(s.matchedAs) > matchRank(had))) weakest.set(s.docId, s.matchedAs);
    }
  }
  return items.map((s) => ({ ...s, matchedAs: weakest.get(s.docId) ?? s.matchedAs }));
}
