// Address search: the house number's partition, the street name as a prefix of the sort key (street, city, date,
// document), both standardised as at import (address-keys.ts: USPS suffixes and directionals, no hyphens in the
// number); the city as a prefix of the key's second part (checked on each item read), instrument group and recorded
// dates as filters.
import { houseNumberKey, streetKey } from '../address-keys.ts';
import { addressPartition } from '../keys.ts';
import { normalizeName } from '../normalize.ts';
import type { DocumentSummary } from '../summaries.ts';
import { type DateRange, documentFilter, skParts } from './criteria.ts';
import { documents, gather, type QueryResult } from './gather.ts';

export interface AddressCriteria extends DateRange {
  streetNumber: string;
  /** a prefix of the street name ('MAIN' finds 'MAIN ST') */
  streetName: string;
  /** a prefix of the city; any city when blank */
  city?: string;
  instrumentGroup?: string;
}

export async function byAddress(county: string, c: AddressCriteria): Promise<QueryResult<DocumentSummary>> {
  const number = houseNumberKey(c.streetNumber ?? '');
  const street = streetKey(c.streetName ?? '');
  if (!number || !street) return { items: [], truncated: false };
  const city = normalizeName(c.city ?? '');
  return gather(
    [
      {
        pk: addressPartition(county, number),
        sk: { beginsWith: street },
        filter: documentFilter(c),
        keep: city ? (item) => skParts(item)[1]!.startsWith(city) : undefined,
      },
    ],
    documents,
  );
}
