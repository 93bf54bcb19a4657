// Name search (spec 2): documents by grantor/grantee name, in the two-character last-name partitions. The last name
// is a prefix ('SMITH' finds 'SMITHSON'); with a first name the last name is exact and the first name a prefix; the
// middle initial is exact or the first name's last word's (name-keys.ts normalises both sides). A second name joins
// with OR (union) or AND (documents having both names).
import type { DocumentRow } from '@portal/shared/records/document';
import type { PartyName } from '@portal/shared/records/fields';
import { entityKeys, namePartition, SEP } from '../keys.ts';
import { initialMatches, keyMatches, nameKeysOf, nameSearchesOf } from '../name-keys.ts';
import { namePrefix, secondPrefixChars } from '../normalize.ts';
import type { DocumentSummary } from '../summaries.ts';
import { type DateRange, documentFilter, type Filter, skParts } from './criteria.ts';
import { documents, gather, getItems, type KeyQuery, type QueryResult } from './gather.ts';
import { intersect } from './sets.ts';

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

/** Whether a party of a record is the one searched for, by the rules of the name index. */
export function partyMatches(criteria: PartyCriteria, p: PartyName): boolean {
  const keys = nameKeysOf(p);
  return nameSearchesOf(criteria).some((s) => keys.some((k) => keyMatches(s, k)));
}

/** Of the given documents, the ids of those that name the party (in the roles of `searchIn`), read whole. */
export async function documentsWithParty(
  county: string,
  docIds: string[],
  party: PartyCriteria,
  searchIn?: string,
): Promise<Set<string>> {
  const role = roleOf(searchIn);
  const rows = await getItems(docIds.map((id) => entityKeys.document(county, id)));
  const found = new Set<string>();
  for (const item of rows) {
    const d = item.row as DocumentRow;
    const parties = [...(role !== 'GE' ? d.grantors : []), ...(role !== 'GR' ? d.grantees : [])];
    if (parties.some((p) => partyMatches(party, p))) found.add(`${d.docType}${d.docNumber}`);
  }
  return found;
}

export async function byName(county: string, c: NameCriteria): Promise<QueryResult<DocumentSummary>> {
  const f = documentFilter(c);
  const role = roleOf(c.grantorGranteeSearchIn);
  if (role) f.and(f.eq('role', role));
  const first = nameQueries(county, c.name1, f);
  const second = c.name2 ? nameQueries(county, c.name2, f) : [];
  if (!second.length) return gather(first, documents);
  if (c.andOr !== 'AND') return gather([...first, ...second], documents);
  const sets = await Promise.all([gather(first, documents), gather(second, documents)]);
  const parties = [c.name1, c.name2!];
  return intersect(sets, documents.idOf, (candidates, i) =>
    documentsWithParty(
      county,
      candidates.map((s) => s.docId),
      parties[i]!,
      c.grantorGranteeSearchIn,
    ),
  );
}
