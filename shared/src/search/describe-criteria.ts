// How a past search reads in Recent Searches (spec 2 'Search history entry'): the filled-in criteria as label and
// value pairs, and one line that says it all.
import { type SearchType, searchTypes } from './search-types.ts';

const labels: Record<string, string> = {
  streetNumber: 'House Number',
  streetName: 'Street Name',
  city: 'City/Town',
  book: 'Book',
  page: 'Page',
  bookType: 'Book Type',
  documentType: 'Document Type',
  instrumentGroup: 'Instrument Group',
  fromDocumentNumber: 'Document Number',
  toDocumentNumber: 'To Document Number',
  lastName1: 'Last Name',
  firstName1: 'First Name',
  middleInitial1: 'MI',
  lastName2: 'Last Name 2',
  firstName2: 'First Name 2',
  middleInitial2: 'MI 2',
  andOr: 'And/Or',
  grantorGranteeSearchIn: 'Search In',
  parcelId: 'Parcel ID',
  certificateNumber: 'Certificate Number',
  text: 'Text',
  searchIn: 'Search In',
  island: 'Island',
  village: 'Village',
  searchByPlatMethod: 'Search By',
  platNumber: 'Plat Number',
  platName: 'Plat Name',
  grantorGranteeLastName: 'Business or Last Name',
  searchByTaxLienMethod: 'Search By',
  currentOrExpired: 'Current/Expired',
  documentNumber: 'Document Number',
  lienNumber: 'Lien Number',
  taxpayerName: 'Name',
  taxpayerFirstName: 'First Name',
  taxpayerMiddleInitial: 'MI',
  legalType: 'Legal Type',
  searchMethod: 'Search Method',
  section: 'Section',
  township: 'Township',
  range: 'Range',
  qqqq: 'QQQQ',
  qqq: 'QQQ',
  qq: 'QQ',
  q: 'Q',
  base: 'Base',
  meridian: 'Meridian',
  municipality: 'Municipality',
  plat: 'Plat',
  lot: 'Lot',
  block: 'Block',
  sublot: 'Sublot',
  lbOtherLotType: 'Other Lot Type',
  lbOtherLot: 'Other Lot',
  mbOtherLotType: 'Other Lot Type',
  mbOtherLot: 'Other Lot',
  building: 'Building',
  unit: 'Unit',
  garage: 'Garage',
  lbLastName: 'Last Name',
  lbFirstName: 'First Name',
  lbMiddleInitial: 'MI',
  mbLastName: 'Last Name',
  mbFirstName: 'First Name',
  mbMiddleInitial: 'MI',
  fromRecordedDate: 'From Date',
  toRecordedDate: 'To Date',
};

/** Where a form names a shared field its own way. */
const labelsByType: Partial<Record<SearchType, Record<string, string>>> = {
  searchByTractBookId: { fromDocumentNumber: 'Tract Book ID' },
};

/** Fields that only steer the form or the server, never worth showing. */
const hidden = new Set(['tractBookSearchType']);

export function describeCriteria(type: SearchType, criteria: Record<string, unknown>) {
  const displayCriteria = Object.entries(criteria)
    .filter(([key, value]) => !hidden.has(key) && labels[key] && typeof value === 'string' && value.trim())
    .filter(([key]) => !key.startsWith(criteria.legalType === 'MB' ? 'lb' : 'mb'))
    .map(([key, value]) => ({ key: labelsByType[type]?.[key] ?? labels[key]!, value: String(value).trim() }));
  const longDescription = `${searchTypes[type].title}: ${displayCriteria.map((d) => `${d.key} ${d.value}`).join(', ')}`;
  return { displayCriteria, longDescription };
}
