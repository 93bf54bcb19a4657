// API keys for subscribers (issue 31): the calls that list, create and revoke an account's keys, one zod schema
// each for the handler and the form. A key's secret is answered once, by the create call; a row never holds it.
import { z } from 'zod';

/** What a key may call: search and the detail panes, page images, the index feed (functions' bearer-auth.ts maps
 * each to its routes). */
export const apiKeyScopes = ['search', 'images', 'feed'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Keys an account may hold, revoked ones included (the list is one bounded page). */
export const MAX_KEYS_PER_ACCOUNT = 25;

const accountId = z.string({ error: 'Must be text.' }).trim().max(64, '64 characters max.').optional();

/** Whose keys: an account administrator's own account (accountId left out); staff name the account. */
export const apiKeyListSchema = z.object({ accountId });
export type ApiKeyListQuery = z.input<typeof apiKeyListSchema>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const apiKeyCreateSchema = z.object({
  accountId,
  name: z.string({ error: 'Required.' }).trim().min(1, 'Required.').max(60, '60 characters max.'),
  /** the user of the account the key acts as (its roles and balance); blank: the caller, when of the account */
  username: z.string({ error: 'Must be text.' }).trim().max(50, '50 characters max.').default(''),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: 'Choose search, images or feed.' }), { error: 'Choose at least one scope.' })
    .min(1, 'Choose at least one scope.')
    .max(apiKeyScopes.length)
    .transform((s) => [...new Set(s)]),
  /** the last day (UTC) the key works; blank: it does not expire */
  expiresOn: z
    .string({ error: 'Must be text.' })
    .trim()
    .refine((v) => v === '' || (isoDay.test(v) && !Number.isNaN(Date.parse(v))), 'A date as YYYY-MM-DD.')
    .default(''),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const apiKeyRevokeSchema = z.object({
  accountId,
  keyId: z.string({ error: 'Required.' }).trim().min(1, 'Required.').max(64, '64 characters max.'),
});
export type ApiKeyRevoke = z.input<typeof apiKeyRevokeSchema>;

/** A key as the list shows it: never its secret nor its hash. */
export interface ApiKeyRow {
  keyId: string;
  name: string;
  /** the key's first characters ('lrp_lakewood_AbCd'), so a person can tell keys apart */
  prefix: string;
  scopes: ApiKeyScope[];
  username: string;
  createdAt: string;
  createdBy: string;
  expiresAt?: string;
  revokedAt?: string;
}

export interface ApiKeyList {
  accountId: string;
  accountName: string;
  keys: ApiKeyRow[];
}

/** The create call's answer: the list, and the new key's secret, shown this once. */
export interface ApiKeyCreated extends ApiKeyList {
  keyId: string;
  secret: string;
}
