// Bench: index items per document, as the import writes them now, without the sound index of issue 30 (one item
// per Double Metaphone code of each name key: data/records/sounds-like), and as it wrote them before the name rules
// of issue 19 (one name item per party and role; name-keys.ts adds one per word of a person's compound last name
// and one for a one-string name split). Counted from a generated set's files, no store needed: each extra item is
// a write at import and storage for good, so its cost is printed beside the search ratios.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeRow, InstrumentCodeRow } from '@portal/shared/records/codes';
import { documentRow } from '@portal/shared/records/document';
import { codeBook } from '../../functions/src/data/records/code-book.ts';
import { normalizeName } from '../../functions/src/data/records/normalize.ts';
import { documentItems } from '../../functions/src/data/records/record-items.ts';

const rows = <T>(dir: string, file: string): T[] => {
  try {
    return readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as T);
  } catch {
    return [];
  }
};

export interface IndexItemCount {
  documents: number;
  /** before the name rules of issue 19 */
  before: number;
  /** the name rules of issue 19, without the sound index */
  withoutSounds: number;
  after: number;
}

/** Index items per document of the set in `dir`, now and under the former one-item-per-party name rule. */
export function indexItemsPerDocument(dir: string): IndexItemCount {
  const codes = codeBook({
    documentTypes: rows<CodeRow>(dir, 'document-types.ndjson'),
    instrumentCodes: rows<InstrumentCodeRow>(dir, 'instrument-codes.ndjson'),
    plats: rows<CodeRow>(dir, 'plats.ndjson'),
  });
  let documents = 0;
  let after = 0;
  let before = 0;
  let withoutSounds = 0;
  for (const raw of rows<unknown>(dir, 'documents.ndjson')) {
    const d = documentRow.parse(raw);
    const { index } = documentItems('bench', d, codes);
    const nameItems = index.filter((i) => i.pk.includes('#NM#')).length;
    const soundItems = index.filter((i) => i.pk.includes('#SN#')).length;
    const former = new Set(
      (['GR', 'GE'] as const).flatMap((role) =>
        (role === 'GR' ? d.grantors : d.grantees)
          .filter((p) => normalizeName(p.lastName))
          .map((p) =>
            [role, p.lastName, p.firstName ?? '', p.middleInitial ?? ''].map((x) => normalizeName(x)).join('|'),
          ),
      ),
    );
    documents += 1;
    after += index.length;
    withoutSounds += index.length - soundItems;
    before += index.length - soundItems - nameItems + former.size;
  }
  return { documents, before, withoutSounds, after };
}

export function logIndexItems(profile: string, dir: string, log: (l: string) => void): void {
  const c = indexItemsPerDocument(dir);
  if (!c.documents) return;
  const per = (n: number) => (n / c.documents).toFixed(2);
  const growth = (a: number, b: number) => `+${((a / b - 1) * 100).toFixed(1)}%`;
  log(
    `records: ${`${profile}: index items per document`.padEnd(52)} before ${per(c.before)}` +
      `  name rules ${per(c.withoutSounds)} (${growth(c.withoutSounds, c.before)}, issue 19)` +
      `  sound index ${per(c.after)} (${growth(c.after, c.withoutSounds)}, issue 30)` +
      `  [${c.documents.toLocaleString()} documents]`,
  );
}
