// Form criteria in the records queries' terms: dates as YYYY-MM-DD (open when blank), and the legal form's LB/MB
// variants of other lot and grantor/grantee reduced to the active legal type's.

import { activeLegalParts, type LegalFields } from '@portal/shared/search/criteria/legal-fields';
import { toIsoDate } from '@portal/shared/search/dates';
import type { LegalCriteria } from '#src/areas/records/queries/by-legal.ts';

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
