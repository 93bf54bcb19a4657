// The plat names' index (issue 34: a plat search by name read the county's whole plat list on every call). Each
// plat has, beside its code item, an item for its whole name (upper case) and one per suffix of it that starts with
// a character other than a space, each carrying the plat's row: a part of a name (the search's 'holds the text') is
// the prefix of one suffix, so it is one Query of the part's prefix with a Limit, whatever the county's plats. The
// importer writes them with the plat (scripts/import/load-dir.ts); a store loaded before gets them on its next
// import of plats.ndjson (a plat without its whole-name item counts as changed).
import type { CodeRow } from '@portal/shared/records/codes';
import { batchGet } from '../dynamo/batch-get.ts';
import { tables } from '../dynamo/tables.ts';
import { entityKeys, indexKeys } from './keys.ts';

/** A name is indexed up to this many characters (a part longer than that is not found). */
const NAME_CHARS = 200;

const nameOf = (row: CodeRow) => row.description.toUpperCase().slice(0, NAME_CHARS);

/** The keys of a plat's name items: its whole name and each suffix from a character that is not a space. */
export function platNameKeys(county: string, row: CodeRow): Array<{ pk: string; sk: string }> {
  const name = nameOf(row);
  const keys = [indexKeys.platName(county, name, row.code)];
  for (let at = 0; at < name.length; at += 1) {
    if (!/\s/.test(name[at]!)) keys.push(indexKeys.platNamePart(county, name.slice(at), row.code));
  }
  return keys;
}

/** The items of a code list row: its code item and, for a plat, its name items. */
export function codeItems(county: string, list: string, row: CodeRow): Array<Record<string, unknown>> {
  const code = { ...entityKeys.code(county, list, row.code), t: 'CODE', row };
  if (list !== 'plats') return [code];
  const named = { code: row.code, description: row.description };
  return [code, ...platNameKeys(county, row).map((k) => ({ ...k, t: 'PLATNAME', row: named }))];
}

/** The plats (of these rows) whose name items are on file as the rows name them: the importer's check. */
export async function platsNamed(county: string, rows: CodeRow[]): Promise<Set<string>> {
  const found = await batchGet<{ row: CodeRow }>(
    tables.records,
    rows.map((r) => indexKeys.platName(county, nameOf(r), r.code)),
  );
  return new Set(found.flatMap((f) => (f ? [f.row.code] : [])));
}
