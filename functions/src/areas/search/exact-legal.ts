// Matches Exactly on the legal forms (spec 2 'Legal Description', 'Tract Book by Legal') for the fields a county's
// form actually shows. EXACT asks every field of a legal to equal the form, a blank field asking for a blank value;
// but a field the county's landlink flags hide (QQQQ, QQQ, base, meridian, municipality, sublot, the MB other lot)
// cannot be typed, so asking it to be blank would make such legals unfindable (a Lakewood metes and bounds legal
// always names its municipality). Those fields are left out: the records query runs with CONTAINS on the fields
// given, and a record is kept when one of its legals equals the form on every field shown.
import type { ConfigGroup } from '@portal/shared/config/groups';
import type { Legal } from '@portal/shared/records/legal';
import {
  byLegal,
  byTractBookLegal,
  type DocumentSummary,
  entityKeys,
  getItems,
  type LegalCriteria,
  legalConditions,
  legalMatches,
  legalValues,
  type QueryResult,
  type TractBookSummary,
} from '#src/data/records/index.ts';
import { getConfig } from '#src/platform/config.ts';

type Landlink = ConfigGroup<'landlink'>;

/** The legal values (as legalValues names them) the county's form does not show for a legal type. */
export function hiddenLegalFields(flags: Partial<Landlink>, legalType: 'LB' | 'MB'): Set<string> {
  const hidden = new Set<string>();
  if (legalType === 'LB') {
    if (!flags.sublot) hidden.add('sublot');
    return hidden;
  }
  if (!flags.qqqq) hidden.add('qqqq');
  if (!flags.qqq) hidden.add('qqq');
  if (!flags.baseline) hidden.add('base');
  if (!flags.meridian) hidden.add('meridian');
  if (!flags.municipality) hidden.add('municipality');
  if (!flags.mbOtherLot) {
    hidden.add('otherLotType');
    hidden.add('otherLot');
  }
  return hidden;
}

/** Whether a legal equals the criteria on every field but the hidden ones. */
export function matchesShownFields(c: LegalCriteria, legal: Legal, hidden: Set<string>): boolean {
  if (!legalMatches({ ...c, searchMethod: 'CONTAINS' }, legal)) return false;
  const values = legalValues(legal);
  return legalConditions({ ...c, searchMethod: 'EXACT' }).every(([f, v]) => hidden.has(f) || values[f] === v);
}

async function exactOnShown<S>(
  county: string,
  c: LegalCriteria,
  run: (c: LegalCriteria) => Promise<QueryResult<S>>,
  keyOf: (s: S) => { pk: string; sk: string },
): Promise<QueryResult<S>> {
  if (c.searchMethod !== 'EXACT') return run(c);
  const hidden = hiddenLegalFields(await getConfig(county, 'landlink'), c.legalType);
  if (!hidden.size) return run(c);
  const found = await run({ ...c, searchMethod: 'CONTAINS' });
  if (!found.items.length) return found;
  const rows = await getItems(found.items.map(keyOf));
  const exact = new Set(
    rows
      .filter((r) => ((r.row as { legals?: Legal[] }).legals ?? []).some((l) => matchesShownFields(c, l, hidden)))
      .map((r) => `${r.pk}\u0000${r.sk}`),
  );
  return {
    ...found,
    items: found.items.filter((s) => {
      const key = keyOf(s);
      return exact.has(`${key.pk}\u0000${key.sk}`);
    }),
  };
}

/** Documents by legal description, EXACT comparing only the fields the county shows. */
export const documentsByLegal = (county: string, c: LegalCriteria): Promise<QueryResult<DocumentSummary>> =>
  exactOnShown(
    county,
    c,
    (x) => byLegal(county, x),
    (s) => entityKeys.document(county, s.docId),
  );

/** Tract book entries by legal description, EXACT comparing only the fields the county shows. */
export const tractBooksByLegal = (county: string, c: LegalCriteria): Promise<QueryResult<TractBookSummary>> =>
  exactOnShown(
    county,
    c,
    (x) => byTractBookLegal(county, x),
    (s) => entityKeys.tractBook(county, s.id),
  );
