// A restore writes into an empty target only: a county that already has an item in a table, or an object in a
// bucket, would end up half old and half restored. The first item found is enough to refuse.
import { countyObjects } from '../../functions/src/areas/export/bucket-objects.ts';
import { appItemsOfCounty } from '../../functions/src/data/app/export-scan.ts';
import { ledgerItemsOfCounty } from '../../functions/src/data/ledger/export-scan.ts';
import { recordItemsOfCounty } from '../../functions/src/data/records/export-scan.ts';

/** What the target already holds of the county ('the app table'), or undefined when it holds nothing. */
export async function countyFoundIn(county: string): Promise<string | undefined> {
  const sources = [
    ['the app table', appItemsOfCounty(county)],
    ['the ledger table', ledgerItemsOfCounty(county)],
    ['the records table', recordItemsOfCounty(county)],
    ['a bucket', countyObjects(county)],
  ] as const;
  for (const [where, items] of sources) {
    const first = await items.next();
    await items.return(undefined);
    if (!first.done) return where;
  }
  return undefined;
}
