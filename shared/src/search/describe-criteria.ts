// How a past search reads in Recent Searches (spec 2 'Search history entry'): the filled-in criteria as label and
// value pairs, and one line that says it all. A Sounds like name search says so ('Match Sounds like'); Exact, the
// mode every search had before issue 30, goes unsaid.
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
  matchMode: 'Match',
  words: 'Words',
};

/** How a field's stored value reads, where it is a code; '' leaves the field out. */
const valueText: Record<string, Record<string, string>> = {
  matchMode: { exact: '', soundsLike: 'Sounds like' },
};

/** Where a form names a shared field its own way. */
const labelsByType: Partial<Record<SearchType, Record<string, string>>> = {
  searchByTractBookId: { fromDocumentNumber: 'Tract Book ID' },
};

/** Fields that only steer the form or the server, never worth showing. */
const hidden = new Set(['tractBookSearchType']);

/** Fields the charge line leaves out: the match mode changes neither the price nor the name searched for. */
const notCharged = new Set(['matchMode']);

const readable = (field: string, value: string) => valueText[field]?.[value] ?? value;

/** The filled-in fields worth showing, in the form's order: the field, its label and its trimmed value. */
function shownFields(type: SearchType, criteria: Record<string, unknown>) {
  return Object.entries(criteria)
    .filter(([key, value]) => !hidden.has(key) && labels[key] && typeof value === 'string' && value.trim())
    .filter(([key]) => !key.startsWith(criteria.legalType === 'MB' ? 'lb' : 'mb'))
    .map(([field, value]) => ({
      field,
      key: labelsByType[type]?.[field] ?? labels[field]!,
      value: readable(field, String(value).trim()),
    }))
    .filter(({ value }) => value);
}

export function describeCriteria(type: SearchType, criteria: Record<string, unknown>) {
  const displayCriteria = shownFields(type, criteria).map(({ key, value }) => ({ key, value }));
  const longDescription = `${searchTypes[type].title}: ${displayCriteria.map((d) => `${d.key} ${d.value}`).join(', ')}`;
  return { displayCriteria, longDescription };
}

/** Name fields that read as one name, 'ANDERSON, MARIA J': last, first, middle initial. */
const names: Array<readonly string[]> = [
  ['lastName1', 'firstName1', 'middleInitial1'],
  ['lastName2', 'firstName2', 'middleInitial2'],
  ['taxpayerName', 'taxpayerFirstName', 'taxpayerMiddleInitial'],
  ['lbLastName', 'lbFirstName', 'lbMiddleInitial'],
  ['mbLastName', 'mbFirstName', 'mbMiddleInitial'],
  ['grantorGranteeLastName'],
];
const nameOf = new Map(names.flatMap((group) => group.map((field) => [field, group] as const)));

/** The longest charge description: it is one line of the transaction report, the statement and the audit log. */
export const CHARGE_DESCRIPTION_MAX = 80;

/**
 * How a search's charge reads in the ledger and the reports: the form's title and what was searched for, names as
 * names ('Name: ANDERSON, MARIA'), other fields as label and value ('Book and Page: Book 12; Page 44'). Fields
 * left as the form starts them (the dates of a fresh form, 'All' document types) are left out, and criteria
 * longer than CHARGE_DESCRIPTION_MAX are cut at a word with an ellipsis.
 */
export function chargeDescription(type: SearchType, criteria: Record<string, unknown>, today: string): string {
  const defaults = searchTypes[type].defaults(today) as Record<string, unknown>;
  const fields = shownFields(type, criteria).filter(
    ({ field, value }) =>
      !notCharged.has(field) &&
      value.toUpperCase() !==
        String(defaults[field] ?? '')
          .trim()
          .toUpperCase(),
  );
  const values = new Map(fields.map((f) => [f.field, f.value]));
  const parts: string[] = [];
  const done = new Set<string>();
  for (const { field, key, value } of fields) {
    if (done.has(field)) continue;
    const group = nameOf.get(field);
    if (!group) {
      parts.push(`${key} ${value}`);
      continue;
    }
    for (const f of group) done.add(f);
    const [last, first, mi] = group.map((f) => values.get(f) ?? '');
    const given = [first, mi].filter(Boolean).join(' ');
    parts.push([last, given].filter(Boolean).join(', '));
  }
  return shorten(`${searchTypes[type].title}${parts.length ? `: ${parts.join('; ')}` : ''}`);
}

function shorten(text: string): string {
  if (text.length <= CHARGE_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, CHARGE_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > CHARGE_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[;,:]$/, '')}…`;
}
