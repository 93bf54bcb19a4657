// currentUser/profile (GET, POST), currentUser/password (POST), and the money e-mail settings (account/*).
import type { MoneyMailSettings } from '@portal/shared/accounts/money-mail';
import type { ProfileContent } from '@portal/shared/auth/current-user';
import type { ChangePassword, Profile } from '@portal/shared/auth/schemas';
import { apiGet, apiPost, callApi } from '#src/lib/api.ts';

export const profileFields = [
  'firstName',
  'lastName',
  'email',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'phone',
] as const;
export type ProfileValues = Record<(typeof profileFields)[number], string>;

export async function getProfile(): Promise<ProfileValues> {
  const content = await apiGet<ProfileContent>('currentUser/profile');
  return Object.fromEntries(profileFields.map((f) => [f, String(content[f] ?? '')])) as ProfileValues;
}

export const saveProfile = (profile: Profile) => callApi('POST', 'currentUser/profile', profile);

/** The confirmation is checked on the client only; the server gets the current and the new password. */
export const savePassword = (change: ChangePassword) => callApi('POST', 'currentUser/password', change);

/** account/moneyMail: the monthly statement choice and, for an escrow account's administrator, the low-balance alert. */
export const getMoneyMail = () => apiGet<MoneyMailSettings>('account/moneyMail');
export const saveMonthlyStatement = (monthlyStatement: boolean) =>
  apiPost<MoneyMailSettings>('account/monthlyStatement', { monthlyStatement });
export const saveLowBalanceThreshold = (thresholdCents: number | null) =>
  apiPost<MoneyMailSettings>('account/lowBalanceThreshold', { thresholdCents });
