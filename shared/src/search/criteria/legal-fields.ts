// The field set of the two legal forms (search by legal description, tract book by legal): lots and blocks (LB) or
// metes and bounds (MB), the match method, the land fields, and the LB and MB variants of other lot and of the
// optional grantor/grantee. Which fields show depends on the legal type and the county's landlink flags.
import { z } from 'zod';
import { DEFAULT_FROM_DATE, toUsDate } from '../dates.ts';
import { documentType, fromDate, middleInitial, text, toDate } from '../fields.ts';

export const legalTypes = ['LB', 'MB'] as const;
export type LegalType = (typeof legalTypes)[number];

export const legalFields = (today: string) =>
  z.object({
    legalType: z.enum(legalTypes).default('LB'),
    searchMethod: z.enum(['CONTAINS', 'EXACT']).default('CONTAINS'),
    section: text(3),
    township: text(4),
    range: text(4),
    qqqq: text(2),
    qqq: text(2),
    qq: text(2),
    q: text(2),
    base: text(10),
    meridian: text(10),
    municipality: text(60),
    /** the plat code; platName is the label the lookup filled */
    plat: text(20),
    platName: text(200),
    lot: text(10),
    block: text(10),
    sublot: text(10),
    lbOtherLotType: text(10),
    lbOtherLot: text(10),
    mbOtherLotType: text(10),
    mbOtherLot: text(10),
    building: text(10),
    unit: text(10),
    garage: text(10),
    documentType,
    fromRecordedDate: fromDate(),
    toRecordedDate: toDate(today),
    lbLastName: text(120),
    lbFirstName: text(60),
    lbMiddleInitial: middleInitial,
    mbLastName: text(120),
    mbFirstName: text(60),
    mbMiddleInitial: middleInitial,
  });

export type LegalFields = z.infer<ReturnType<typeof legalFields>>;

export const legalFieldDefaults = (today: string): LegalFields => ({
  legalType: 'LB',
  searchMethod: 'CONTAINS',
  section: '',
  township: '',
  range: '',
  qqqq: '',
  qqq: '',
  qq: '',
  q: '',
  base: '',
  meridian: '',
  municipality: '',
  plat: '',
  platName: '',
  lot: '',
  block: '',
  sublot: '',
  lbOtherLotType: '',
  lbOtherLot: '',
  mbOtherLotType: '',
  mbOtherLot: '',
  building: '',
  unit: '',
  garage: '',
  documentType: 'All',
  fromRecordedDate: DEFAULT_FROM_DATE,
  toRecordedDate: toUsDate(today),
  lbLastName: '',
  lbFirstName: '',
  lbMiddleInitial: '',
  mbLastName: '',
  mbFirstName: '',
  mbMiddleInitial: '',
});

/** The other lot and grantor/grantee fields of the active legal type. */
export function activeLegalParts(v: LegalFields) {
  const lb = v.legalType === 'LB';
  return {
    otherLotType: lb ? v.lbOtherLotType : v.mbOtherLotType,
    otherLot: lb ? v.lbOtherLot : v.mbOtherLot,
    lastName: lb ? v.lbLastName : v.mbLastName,
    firstName: lb ? v.lbFirstName : v.mbFirstName,
    middleInitial: lb ? v.lbMiddleInitial : v.mbMiddleInitial,
  };
}
