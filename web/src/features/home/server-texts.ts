// Texts home/all sends that the page shows through t(): table headings and row labels. Listed here so the
// catalogue test finds them (functions/src/areas/home/transaction-totals.ts and notable-dates.ts send them).
export const homeServerTexts = [
  'Today',
  'This Month',
  'Year to Date',
  'My Transactions',
  'Account Transactions',
  'Abstract',
  'Torrens',
  'Lien',
  'Verified',
  'Posted',
  'Legal Verified',
  'Legal Indexed',
  'Index Begin',
  'Image Begin',
  'Image Thru',
  'Certificate Thru',
] as const;
