// Property fraud alerts (issue 22): one zod schema per payload, shared by the sign-up and manage pages and the
// alerts area. A watch names what it watches with the same rules the searches use (name, parcel id, Torrens
// certificate, address); the server gives it an id and a creation time.
import { z } from 'zod';
import { searchMessages as sm } from '../search/messages.ts';
import { MAX_WATCHES, alertMessages as m } from './messages.ts';

export { MAX_WATCHES };

const required = (max: number) =>
  z.string({ error: sm.required }).trim().min(1, sm.required).max(max, `${max} characters max.`);
const optional = (max: number) => z.string().trim().max(max, `${max} characters max.`).default('');

export const alertEmailSchema = z
  .string({ error: sm.required })
  .trim()
  .min(1, sm.required)
  .max(254, '254 characters max.')
  .pipe(z.email(m.email));

/** A signed link's token (confirmation or manage): opaque, URL-safe. */
export const alertTokenSchema = z
  .string({ error: m.badLink })
  .trim()
  .min(16, m.badLink)
  .max(200, m.badLink)
  .regex(/^[A-Za-z0-9_-]+$/, m.badLink);

export const nameWatchSchema = z.object({
  kind: z.literal('NAME'),
  lastName: required(120),
  firstName: optional(60),
});
export const parcelWatchSchema = z.object({
  kind: z.literal('PARCEL'),
  parcelId: required(30).regex(/^[A-Za-z0-9]*$/, sm.lettersAndDigitsOnly),
});
export const certificateWatchSchema = z.object({
  kind: z.literal('CERTIFICATE'),
  certificateNumber: required(20),
});
export const addressWatchSchema = z.object({
  kind: z.literal('ADDRESS'),
  streetNumber: required(10),
  streetName: required(60).min(3, sm.threeMin),
});

/** What a subscriber asks to watch. */
export const watchInputSchema = z.discriminatedUnion(
  'kind',
  [nameWatchSchema, parcelWatchSchema, certificateWatchSchema, addressWatchSchema],
  { error: m.watchKind },
);
export type WatchInput = z.infer<typeof watchInputSchema>;
export type WatchKind = WatchInput['kind'];
export const watchKinds = ['NAME', 'PARCEL', 'CERTIFICATE', 'ADDRESS'] as const satisfies readonly WatchKind[];

/** A stored watch: what it watches, its id and when it was added (ISO time). */
export type Watch = WatchInput & { watchId: string; createdAt: string };

// --- requests ---
export const signUpSchema = z.object({ email: alertEmailSchema });
export const confirmSchema = z.object({ token: alertTokenSchema });
export const subscriptionSchema = z.object({ token: alertTokenSchema });
export const addWatchSchema = z.object({ token: alertTokenSchema, watch: watchInputSchema });
export const removeWatchSchema = z.object({
  token: alertTokenSchema,
  watchId: z.string({ error: sm.required }).trim().min(1, sm.required).max(64, '64 characters max.'),
});
export const unsubscribeSchema = z.object({ token: alertTokenSchema });
/** RFC 8058: the one-click POST carries the token in the URL and this form body. */
export const oneClickQuerySchema = z.object({ token: alertTokenSchema });

export type SignUpRequest = z.infer<typeof signUpSchema>;
export type ConfirmRequest = z.infer<typeof confirmSchema>;
export type AddWatchRequest = z.input<typeof addWatchSchema>;
export type RemoveWatchRequest = z.infer<typeof removeWatchSchema>;

// --- answers (the content of the envelope) ---
/** GET /api/alerts/page: the sign-up page's words; the login page shows its link when enabled. */
export interface AlertsPage {
  enabled: boolean;
  heading: string;
  introText: string;
  countyPhone: string;
  maxWatches: number;
}
export interface SignUpAnswer {
  message: string;
}
export interface ConfirmAnswer {
  manageToken: string;
}
export interface SubscriptionAnswer {
  email: string;
  confirmed: boolean;
  watches: Watch[];
  maxWatches: number;
}
export interface AddWatchAnswer {
  watch: Watch;
}
export interface AlertsStatsMonth {
  /** YYYY-MM in the county's time zone */
  month: string;
  /** confirmed subscribers at the month's end (or now, for the current month) */
  subscribers: number;
  /** subscriptions confirmed in the month */
  newSubscribers: number;
  /** alert e-mails sent in the month */
  alertsSent: number;
}
export interface AlertsStats {
  months: AlertsStatsMonth[];
}

/** The words a watch is shown with: 'Name: SMITH, JOHN', 'Parcel ID: R100' ... */
export function describeWatch(w: WatchInput): string {
  switch (w.kind) {
    case 'NAME':
      return `Name: ${w.lastName.toUpperCase()}${w.firstName ? `, ${w.firstName.toUpperCase()}` : ''}`;
    case 'PARCEL':
      return `Parcel ID: ${w.parcelId.toUpperCase()}`;
    case 'CERTIFICATE':
      return `Certificate: ${w.certificateNumber.toUpperCase()}`;
    case 'ADDRESS':
      return `Address: ${w.streetNumber} ${w.streetName.toUpperCase()}`;
  }
}
