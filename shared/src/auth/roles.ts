export const roles = ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST'] as const;
export type Role = (typeof roles)[number];

/** Provider and county staff: no usage balance, see the control panel. */
export const staffRoles: readonly Role[] = ['TRIMIN', 'COUNTY'];
/** Roles that manage users and see reports. */
export const managerRoles: readonly Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT'];

export const accountTypes = ['A_LA_CARTE', 'FLAT_FEE'] as const;
export type AccountType = (typeof accountTypes)[number];

export const paymentMethods = ['ESCROW', 'INVOICE', 'CREDIT_CARD'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A active, I inactive, P pending (self-registration not finished), L locked out. */
export const userStatuses = ['A', 'I', 'P', 'L'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** The spec's fourteen interface languages and Spanish (issue 18: beyond the spec, the language US county
 * residents most need after English). */
export const languages = [
  'BENGALI',
  'CAROLINIAN',
  'CHAMORRO',
  'CHINESE',
  'CHUUKESE',
  'ENGLISH',
  'JAPANESE',
  'KOREAN',
  'PALAUAN',
  'POHNPEIAN',
  'RUSSIAN',
  'SPANISH',
  'TAGALOG',
  'THAI',
  'TURKISH',
] as const;
export type Language = (typeof languages)[number];
/** The languages a county may offer beside English, which is always offered (the fallback of every catalogue). */
export const offerableLanguages = languages.filter((l) => l !== 'ENGLISH');
