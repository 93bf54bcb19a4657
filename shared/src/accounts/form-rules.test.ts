import { describe, expect, it } from 'vitest';
import {
  accountFormState,
  applyAccountFormRules,
  landLinkRequired,
  paymentMethodsFor,
  reloadAllowed,
} from './form-rules.ts';
import { accountEntrySchema } from './schemas.ts';

const form = {
  accountType: 'A_LA_CARTE' as const,
  paymentMethod: 'CREDIT_CARD' as const,
  postToLandLink: false,
  imageRetrieval: true,
  previewRetrieval: true,
  certificateRetrieval: false,
  certificatePreviewRetrieval: false,
  flatFeeRateLevel: 0,
};

describe('account form dependencies (spec 3 section 4.5)', () => {
  it('sets postToLandLink unless paying by card', () => {
    expect(applyAccountFormRules(form).postToLandLink).toBe(false);
    expect(applyAccountFormRules({ ...form, paymentMethod: 'ESCROW' }).postToLandLink).toBe(true);
  });

  it('offers card payment only to a la carte accounts, and says which controls are read-only', () => {
    expect(paymentMethodsFor('A_LA_CARTE')).toEqual(['ESCROW', 'CREDIT_CARD']);
    expect(paymentMethodsFor('FLAT_FEE')).toEqual(['ESCROW']);
    expect(accountFormState({ ...form, imageRetrieval: false }, { torrens: false })).toEqual({
      paymentMethods: ['ESCROW', 'CREDIT_CARD'],
      previewRetrievalReadOnly: true,
      certificatePreviewRetrievalReadOnly: true,
      showCertificateRow: false,
    });
  });

  it('requires a LandLink account number in the three cases of 5.4', () => {
    expect(landLinkRequired({ ...form, paymentMethod: 'ESCROW' })).toBe(true);
    expect(landLinkRequired(form)).toBe(false);
    expect(landLinkRequired({ ...form, postToLandLink: true })).toBe(true);
    expect(landLinkRequired({ ...form, accountType: 'FLAT_FEE', paymentMethod: 'ESCROW', flatFeeRateLevel: 0 })).toBe(
      false,
    );
    expect(landLinkRequired({ ...form, accountType: 'FLAT_FEE', paymentMethod: 'ESCROW', flatFeeRateLevel: 2 })).toBe(
      true,
    );
  });

  it('offers Reload only for a flat fee account with a level, its userReload flag and the county setting', () => {
    const flat = { accountType: 'FLAT_FEE' as const, flatFeeRateLevel: 2, userReload: true };
    expect(reloadAllowed(flat, true)).toBe(true);
    expect(reloadAllowed(flat, false)).toBe(false);
    expect(reloadAllowed({ ...flat, flatFeeRateLevel: 0 }, true)).toBe(false);
    expect(reloadAllowed({ ...flat, accountType: 'A_LA_CARTE' }, true)).toBe(false);
  });
});

describe('account entry validation (spec 3 section 5.4)', () => {
  const messages = (v: unknown) => {
    const r = accountEntrySchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('trims and checks with the spec messages', () => {
    expect(messages({ name: '  ' })).toMatchObject({ name: 'Required.', landLinkAccount: 'Required.' });
    expect(messages({ name: 'x'.repeat(61), landLinkAccount: '1' })).toEqual({ name: '60 characters max.' });
    expect(messages({ name: 'A', landLinkAccount: '1x' })).toEqual({ landLinkAccount: 'Numeric Account Number' });
    expect(messages({ name: 'A', landLinkAccount: '1', city: 'x'.repeat(51) })).toEqual({ city: '50 characters max.' });
    expect(accountEntrySchema.parse({ name: ' Oak Title ', landLinkAccount: ' 12 ' })).toMatchObject({
      name: 'Oak Title',
      landLinkAccount: '12',
      postToLandLink: true,
    });
  });
});
