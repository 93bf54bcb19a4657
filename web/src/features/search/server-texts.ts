// Texts the search calls send that the screens show through t(): the headers of the legal description details
// pop-up (functions/src/areas/search/legal-description-details.ts). Listed so the catalogue holds them.
export const searchServerTexts = [
  'Section',
  'Township',
  'Range',
  'QQQQ',
  'QQQ',
  'QQ',
  'Q',
  'Base',
  'Meridian',
  'Municipality',
  'Other Lot',
  'Description',
  'Comment',
  'Plat',
  'Block',
  'Lot',
  'Sublot',
  'Building',
  'Unit',
  'Garage',
] as const;
