// Form criteria in the records queries' terms: dates as YYYY-MM-DD (open when blank), and the legal form's LB/MB
// variants of other lot and grantor/grantee reduced to the active legal type's.

import { activeLegalParts, type LegalFields } from '@portal/shared/search/criteria/legal-fields';
import { toIsoDate } from '@portal/shared/search/dates';
import type { LegalCriteria } from '#src/data/records/index.ts';

export function dateRange(c: { fromRecordedDate: string; toRecordedDate: string }) {
  return { fromRecordedDate: toIsoDate(c.fromRecordedDate), toRecordedDate: toIsoDate(c.toRecordedDate) };
}

export function legalCriteria(c: LegalFields): LegalCriteria {
  return {
    legalType: c.legalType,
    searchMethod: c.searchMethod,
    plat: c.plat,
    lot: c.lot,
    block: c.block,
    sublot: c.sublot,
    building: c.building,
    unit: c.unit,
    garage: c.garage,
    section: c.section,
    township: c.township,
    range: c.range,
    q: c.q,
    qq: c.qq,
    qqq: c.qqq,
    qqqq: c.qqqq,
    base: c.base,
    meridian: c.meridian,
    municipality: c.municipality,
    documentType: c.documentType,
    ...activeLegalParts(c),
    ...dateRange(c),
  };
}

/** The taxpayer of a tax lien search: a name given as 'LAST, FIRST MI' (the lien pane's display name, which its
 *  taxpayer link sends as taxpayerName, or a person typing it so) is the last name, then first name and initial.
 *  A first name or initial typed in their own fields wins. */
export function taxpayerParts(c: { taxpayerName: string; taxpayerFirstName: string; taxpayerMiddleInitial: string }) {
  const comma = c.taxpayerName.indexOf(',');
  if (comma < 0 || c.taxpayerFirstName) return c;
  const given = c.taxpayerName
    .slice(comma + 1)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const initial = given.length > 1 && given.at(-1)!.length === 1 ? given.pop()! : '';
  return {
    taxpayerName: c.taxpayerName.slice(0, comma).trim(),
    taxpayerFirstName: given.join(' '),
    taxpayerMiddleInitial: c.taxpayerMiddleInitial || initial,
  };
}
