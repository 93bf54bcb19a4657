// Tax lien search (spec 2), four methods on the lien partitions:
//   dateRange: recorded-month partitions, the days as a BETWEEN on the sort key;
//   documentNumber: the lien document-number partition of the type ('All': each type of the code list), exact;
//   lienNumber: the lien number's partition;
//   taxpayer: two-character taxpayer-name partitions, by the rules of the name search (Sounds like: sounds-like.ts).
// Current/Expired is decided against `today` from the summary's expiration date and full release (isLienCurrent).
import type { MatchMode } from '@portal/shared/search/match-mode';
import {
  lienDatePartition,
  lienDocumentNumberPartition,
  lienNumberPartition,
  SEP,
  soundTaxpayerPartition,
  taxpayerPartition,
} from '../keys.ts';
import { documentNumberKey, sortableNumber } from '../normalize.ts';
import type { TaxLienSummary } from '../summaries.ts';
import { partyQueries } from './by-name.ts';
import { anyType, type DateRange, documentTypesOf, type Filter, filter } from './criteria.ts';
import { gather, HIGH, type KeyQuery, liens, type QueryResult } from './gather.ts';
import { soundsLikeQueryGroups } from './sounds-like.ts';

export type TaxLienMethod = 'dateRange' | 'documentNumber' | 'lienNumber' | 'taxpayer';
export type CurrentOrExpired = 'ALL' | 'CURRENT' | 'EXPIRED';

export interface TaxLienCriteria extends DateRange {
  searchByTaxLienMethod: TaxLienMethod;
  /** CURRENT by default (spec 2); any case */
  currentOrExpired?: CurrentOrExpired | Lowercase<CurrentOrExpired>;
  /** a document type, or 'All' / '' */
  documentType?: string;
  documentNumber?: string;
  lienNumber?: string;
  taxpayerName?: string;
  taxpayerFirstName?: string;
  taxpayerMiddleInitial?: string;
  /** the taxpayer method's Exact (the default) or Sounds like (queries/sounds-like.ts) */
  matchMode?: MatchMode;
}

/** Keeps the liens current (or expired) on `today`: see isLienCurrent in shared/src/records/tax-lien.ts. */
export function currentFilter(f: Filter, choice: string | undefined, today: string): Filter {
  const c = (choice || 'CURRENT').toUpperCase();
  if (c === 'CURRENT') f.and(f.eq('fr', false), f.gte('xd', today));
  if (c === 'EXPIRED') f.and(f.or(f.eq('fr', true), f.lt('xd', today)));
  return f;
}

export async function byTaxLien(
  county: string,
  c: TaxLienCriteria,
  today: string,
): Promise<QueryResult<TaxLienSummary>> {
  const f = currentFilter(filter(), c.currentOrExpired, today);
  const none = { items: [], truncated: false };
  let queries: KeyQuery[];
  switch (c.searchByTaxLienMethod) {
    case 'dateRange': {
      const from = c.fromRecordedDate || '1900-01-01';
      const to = c.toRecordedDate || today;
      if (to < from) return none;
      ofDocumentType(f, c);
      queries = [{ pk: lienDatePartition(county), sk: { between: [from, `${to}${HIGH}`] }, filter: f }];
      break;
    }
    case 'documentNumber': {
      const number = documentNumberKey(c.documentNumber ?? '');
      if (!number) return none;
      f.dateWithin('rd', c);
      const types = await documentTypesOf(county, c.documentType);
      queries = types.map((t) => ({
        pk: lienDocumentNumberPartition(county, t),
        sk: { beginsWith: `${sortableNumber(number)}${SEP}` },
        filter: f,
      }));
      return gather(queries, { ...liens, concurrency: 8 });
    }
    case 'lienNumber': {
      const lien = c.lienNumber?.trim().toUpperCase();
      if (!lien) return none;
      queries = [{ pk: lienNumberPartition(county, lien), filter: ofDocumentType(f, c).dateWithin('rd', c) }];
      break;
    }
    case 'taxpayer': {
      const party = {
        lastName: c.taxpayerName ?? '',
        firstName: c.taxpayerFirstName,
        middleInitial: c.taxpayerMiddleInitial,
      };
      const exact = partyQueries((p) => taxpayerPartition(county, p), party, ofDocumentType(f, c).dateWithin('rd', c));
      if (c.matchMode !== 'soundsLike') {
        queries = exact;
        break;
      }
      const partitions = {
        name: (p: string) => taxpayerPartition(county, p),
        sound: (code: string) => soundTaxpayerPartition(county, code),
      };
      return gather(soundsLikeQueryGroups(partitions, exact, party, f).flat(), { ...liens, concurrency: 4 });
    }
    default:
      return none;
  }
  return gather(queries, liens);
}

function ofDocumentType(f: Filter, c: TaxLienCriteria): Filter {
  return anyType(c.documentType) ? f : f.and(f.eq('dt', c.documentType!.trim().toUpperCase()));
}
