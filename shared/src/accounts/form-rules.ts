// The account entry form's dependencies (spec 3 section 4.5) and the LandLink rule of 5.4, as pure functions the
// form and the handler both apply.
import type { AccountType, PaymentMethod } from '../auth/roles.ts';

/** Payment methods the form offers (spec 1: others are not shown) and those only an a la carte account may use. */
export const offeredPaymentMethods: readonly PaymentMethod[] = ['ESCROW', 'CREDIT_CARD'];
export const aLaCarteOnlyPaymentMethods: readonly PaymentMethod[] = ['CREDIT_CARD'];

export function paymentMethodsFor(accountType: AccountType): PaymentMethod[] {
  return offeredPaymentMethods.filter((p) => accountType === 'A_LA_CARTE' || !aLaCarteOnlyPaymentMethods.includes(p));
}

interface Dependent {
  accountType: AccountType;
  paymentMethod: PaymentMethod;
  postToLandLink: boolean;
  imageRetrieval: boolean;
  previewRetrieval: boolean;
  certificateRetrieval: boolean;
  certificatePreviewRetrieval: boolean;
}

/** The form after an edit: postToLandLink is on unless paying by card. */
export function applyAccountFormRules<T extends Dependent>(form: T): T {
  return form.paymentMethod === 'CREDIT_CARD' ? form : { ...form, postToLandLink: true };
}

/** Which controls are read-only or hidden. */
export function accountFormState(form: Dependent, county: { torrens: boolean }) {
  return {
    paymentMethods: paymentMethodsFor(form.accountType),
    previewRetrievalReadOnly: !form.imageRetrieval,
    certificatePreviewRetrievalReadOnly: !form.certificateRetrieval,
    showCertificateRow: county.torrens,
  };
}

/**
 * landLinkAccount is required for an A_LA_CARTE account not paid by card, a FLAT_FEE account with a rate level
 * above 0, and a card-paying account that posts to LandLink.
 */
export function landLinkRequired(form: {
  accountType: AccountType;
  paymentMethod: PaymentMethod;
  flatFeeRateLevel: number;
  postToLandLink: boolean;
}): boolean {
  if (form.accountType === 'A_LA_CARTE' && form.paymentMethod !== 'CREDIT_CARD') return true;
  if (form.accountType === 'FLAT_FEE' && form.flatFeeRateLevel > 0) return true;
  return form.paymentMethod === 'CREDIT_CARD' && form.postToLandLink;
}

/** Reload (Flat Fee Usage Override, spec 3 section 6): a FLAT_FEE account with a rate level above 0, offered by
 * its userReload flag, when the county allows admin reload (flatFeeOverride.countyAdminReload). */
export function reloadAllowed(
  account: { accountType: AccountType; flatFeeRateLevel: number; userReload?: boolean | undefined },
  countyAdminReload: boolean,
): boolean {
  return (
    countyAdminReload && account.accountType === 'FLAT_FEE' && account.flatFeeRateLevel > 0 && !!account.userReload
  );
}

/** Only TRIMIN and COUNTY enter the account control panel. */
export const accountPanelRoles = ['TRIMIN', 'COUNTY'] as const;
export const mayManageAccounts = (role: string): boolean => (accountPanelRoles as readonly string[]).includes(role);
