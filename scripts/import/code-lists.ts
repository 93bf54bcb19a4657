// The code list files of an import and the codes a county has loaded already. A code's meaning is its description
// (and, for an instrument code, its group): a row that would change the meaning of a loaded code is refused unless
// the import is told to (--update-codes), since every record already loaded reads its code through it; a row that
// changes nothing is not written again, so a re-import of the same files writes nothing.
import type { CodeListName, CodeRow } from '@portal/shared/records/codes';
import type { ImportFileName } from '@portal/shared/records/import-files';
import { listCodes } from '../../functions/src/data/records/read-records.ts';

export const codeListFiles: Partial<Record<ImportFileName, CodeListName>> = {
  'document-types.ndjson': 'documentTypes',
  'instrument-groups.ndjson': 'instrumentGroups',
  'instrument-codes.ndjson': 'instrumentCodes',
  'plats.ndjson': 'plats',
  'other-lot-codes.ndjson': 'otherLotCodes',
  'book-types.ndjson': 'bookTypes',
};

export type LoadedCodes = Map<CodeListName, Map<string, CodeRow & { group?: string }>>;

/** Every code list of the county as loaded, by list and code. */
export async function loadedCodes(county: string): Promise<LoadedCodes> {
  const lists = [...new Set(Object.values(codeListFiles))];
  const rows = await Promise.all(lists.map((l) => listCodes(county, l)));
  return new Map(lists.map((l, i) => [l, new Map(rows[i]!.map((r) => [r.code, r]))]));
}

const meaning = (r: CodeRow & { group?: string }) =>
  r.group ? `'${r.description}' in ${r.group}` : `'${r.description}'`;

/** Whether a row says what the loaded code says. */
export const sameMeaning = (a: CodeRow & { group?: string }, b: CodeRow & { group?: string }) =>
  a.description === b.description && (a.group ?? '') === (b.group ?? '');

/** The problem with a row that changes a loaded code, if it does. */
export function changedCode(loaded: LoadedCodes, list: CodeListName, row: CodeRow & { group?: string }) {
  const before = loaded.get(list)?.get(row.code);
  if (!before || sameMeaning(before, row)) return undefined;
  return `code ${row.code} is loaded as ${meaning(before)}; this row makes it ${meaning(row)} (run with --update-codes to change a loaded code)`;
}
