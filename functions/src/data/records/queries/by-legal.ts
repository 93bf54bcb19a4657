// Legal description search (spec 2), for documents and, with the 'TB' partitions, for tract books.
// LB (lots and blocks): the plat's partition; block, then lot, as a prefix of the sort key when the method allows.
// MB (metes and bounds): the section-township-range partition; the quarters, largest first, as a prefix.
// CONTAINS: every field given must match and blank fields match anything. EXACT: every field of the legal equals
// the criteria, a blank criterion asking for a blank value ('-'). What the key cannot hold is a filter on the
// legal's values (`lg`). An optional grantor/grantee narrows the documents to those naming that party.
import type { DocumentRow } from '@portal/shared/records/document';
import type { Legal } from '@portal/shared/records/legal';
import { entityKeys, lotsAndBlocksPartition, metesAndBoundsPartition, SEP } from '../keys.ts';
import { keyPart, normalizeName } from '../normalize.ts';
import { legalValues } from '../record-items.ts';
import type { DocumentSummary, TractBookSummary } from '../summaries.ts';
import { documentsWithParty, nameQueries, type PartyCriteria } from './by-name.ts';
import { type DateRange, documentFilter, type Filter, filter } from './criteria.ts';
import { documents, gather, getItems, type KeyQuery, type QueryResult, tractBooks } from './gather.ts';
import { intersect } from './sets.ts';

export interface LegalCriteria extends DateRange {
  legalType: 'LB' | 'MB';
  /** CONTAINS by default */
  searchMethod?: 'CONTAINS' | 'EXACT';
  /** LB: the plat code (required) */
  plat?: string;
  lot?: string;
  block?: string;
  sublot?: string;
  building?: string;
  unit?: string;
  garage?: string;
  /** MB: section, township and range (required) */
  section?: string | number;
  township?: string | number;
  range?: string | number;
  q?: string;
  qq?: string;
  qqq?: string;
  qqqq?: string;
  base?: string;
  meridian?: string;
  municipality?: string;
  otherLotType?: string;
  otherLot?: string;
  /** documents only: a document type, or 'All' / '' */
  documentType?: string;
  /** documents only: a grantor or grantee the document must name */
  lastName?: string;
  firstName?: string;
  middleInitial?: string;
}

type Prefix = '' | 'TB';
/** One field of the legal's values (`lg`) and the value it must have. */
type Condition = [field: string, value: string];

const lotFields = ['block', 'lot', 'sublot', 'building', 'unit', 'garage', 'otherLot'] as const;
const quarterFields = ['q', 'qq', 'qqq', 'qqqq'] as const;

const text = (s: string | undefined) => s?.trim().toUpperCase() ?? '';
const str = (c: LegalCriteria) => {
  const [section, township, range] = [c.section, c.township, c.range].map((x) => Number(String(x ?? '').trim()));
  return section! > 0 && township! > 0 && range! > 0
    ? { section: section!, township: township!, range: range! }
    : undefined;
};

/** The values the criteria ask for, as the index writes them (see legalValues); blanks only for EXACT. */
export function legalConditions(c: LegalCriteria): Condition[] {
  const exact = c.searchMethod === 'EXACT';
  const wanted: Condition[] =
    c.legalType === 'LB'
      ? [...lotFields.map((f): Condition => [f, keyPart(c[f])]), ['otherLotType', text(c.otherLotType) || '-']]
      : [
          ...quarterFields.map((f): Condition => [f, text(c[f]) || '-']),
          ['base', text(c.base) || '-'],
          ['meridian', text(c.meridian) || '-'],
          ['municipality', normalizeName(c.municipality ?? '') || '-'],
          ['otherLotType', text(c.otherLotType) || '-'],
          ['otherLot', keyPart(c.otherLot)],
        ];
  return exact ? wanted : wanted.filter(([, v]) => v !== '-');
}

/** The Query of a legal search: its partition, the longest key prefix the conditions give, the rest as filters. */
export function legalQuery(
  county: string,
  prefix: Prefix,
  c: LegalCriteria,
  f: Filter = filter(),
): KeyQuery | undefined {
  const conditions = new Map(legalConditions(c));
  let pk: string;
  const keyFields: string[] = [];
  if (c.legalType === 'LB') {
    const plat = text(c.plat);
    if (!plat) return undefined;
    pk = lotsAndBlocksPartition(county, prefix, plat);
    // the sort key starts block|lot|: block given (or blank on EXACT), then lot
    if (conditions.has('block')) {
      keyFields.push('block');
      if (conditions.has('lot')) keyFields.push('lot');
    }
  } else {
    const at = str(c);
    if (!at) return undefined;
    pk = metesAndBoundsPartition(county, prefix, at);
    // the sort key starts q|qq|qqq|qqqq|: the leading quarters given
    for (const q of quarterFields) {
      if (!conditions.has(q)) break;
      keyFields.push(q);
    }
  }
  const beginsWith = keyFields.map((k) => `${conditions.get(k)}${SEP}`).join('');
  for (const [field, value] of conditions) if (!keyFields.includes(field)) f.and(f.eq(`lg.${field}`, value));
  return { pk, sk: beginsWith ? { beginsWith } : undefined, filter: f };
}

/** Whether one legal of a record meets the criteria, by the same rules as the index (for checking candidates). */
export function legalMatches(c: LegalCriteria, l: Legal): boolean {
  if (l.kind !== c.legalType) return false;
  if (l.kind === 'LB') {
    if (l.platCode !== text(c.plat)) return false;
  } else {
    const at = str(c);
    if (!at || l.section !== at.section || l.township !== at.township || l.range !== at.range) return false;
  }
  const values = legalValues(l);
  return legalConditions(c).every(([field, value]) => values[field] === value);
}

const partyOf = (c: LegalCriteria): PartyCriteria | undefined =>
  normalizeName(c.lastName ?? '')
    ? { lastName: c.lastName!, firstName: c.firstName, middleInitial: c.middleInitial }
    : undefined;

/** Documents with a legal description that meets the criteria (and naming the party, when one is given). */
export async function byLegal(county: string, c: LegalCriteria): Promise<QueryResult<DocumentSummary>> {
  const q = legalQuery(county, '', c, documentFilter(c));
  if (!q) return { items: [], truncated: false };
  const party = partyOf(c);
  if (!party) return gather([q], documents);
  // the party's documents (same type and dates), intersected with the legal's; a cut-off side is checked per
  // document read whole
  const sets = await Promise.all([
    gather([q], documents),
    gather(nameQueries(county, party, documentFilter(c)), documents),
  ]);
  return intersect(sets, documents.idOf, async (candidates, i) => {
    const ids = candidates.map((s) => s.docId);
    if (i === 1) return documentsWithParty(county, ids, party, 'both');
    const rows = await getItems(ids.map((id) => entityKeys.document(county, id)));
    const docs = rows.map((r) => r.row as DocumentRow);
    return new Set(
      docs.filter((d) => d.legals.some((l) => legalMatches(c, l))).map((d) => `${d.docType}${d.docNumber}`),
    );
  });
}

/** Tract book entries with a legal description that meets the criteria, whose from-to dates overlap the range. */
export async function byTractBookLegal(county: string, c: LegalCriteria): Promise<QueryResult<TractBookSummary>> {
  const f = filter();
  // rd is the entry's from date, td its to date ('' while open)
  if (c.toRecordedDate) f.and(f.lte('rd', c.toRecordedDate));
  if (c.fromRecordedDate) f.and(f.or(f.eq('td', ''), f.gte('td', c.fromRecordedDate)));
  const q = legalQuery(county, 'TB', c, f);
  if (!q) return { items: [], truncated: false };
  return gather([q], tractBooks);
}
