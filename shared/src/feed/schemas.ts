// The index feed (issue 31): the calls a subscriber makes under /api/feed, one zod schema each for the handler, the
// Feed page and the OpenAPI document. A feed file is gzipped JSON Lines, one import-format row a line, tagged with
// its import file (`{"file":"documents.ndjson","row":{...}}`), so `npm run import` loads it into another portal.
import { z } from 'zod';
import type { FeedPlan } from '../config/groups.ts';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A county day, YYYY-MM-DD. */
export const feedDay = z
  .string({ error: 'Required.' })
  .trim()
  .refine((v) => isoDay.test(v) && !Number.isNaN(Date.parse(v)), 'A date as YYYY-MM-DD.');

/** A link to one file: a day's (`day`) or the latest snapshot (`snapshot: true`). */
export const feedLinkSchema = z
  .object({
    day: feedDay.optional(),
    snapshot: z.boolean({ error: 'true or false.' }).optional(),
  })
  .refine((v) => (v.day ? !v.snapshot : v.snapshot === true), {
    message: 'Give a day (YYYY-MM-DD) or snapshot: true, not both.',
    path: ['day'],
  });
export type FeedLinkRequest = z.input<typeof feedLinkSchema>;

export const feedSnapshotRequestSchema = z.object({});

/** A file the feed offers. */
export const feedFileSchema = z.object({
  /** the county day it covers (a snapshot: the day it was taken) */
  day: z.string(),
  /** documents (record rows) in it, code list rows not counted */
  documents: z.number().int(),
  /** gzipped bytes */
  bytes: z.number().int(),
  builtAt: z.string(),
});
export type FeedFile = z.infer<typeof feedFileSchema>;

export const feedPlanSchema = z.object({
  plan: z.enum(['PER_DAY', 'PER_DOCUMENT'] satisfies FeedPlan[]),
  dayFileCents: z.number().int(),
  documentCents: z.number().int(),
  snapshotCents: z.number().int(),
});
export type FeedPlanPrices = z.infer<typeof feedPlanSchema>;

export const feedDaysResponseSchema = z.object({
  /** the caller's account's plan and prices; null for staff (free) */
  plan: feedPlanSchema.nullable(),
  /** newest first, at most FEED_DAYS_LISTED */
  days: z.array(feedFileSchema),
  snapshot: feedFileSchema.nullable(),
  /** a snapshot was asked for and the batch job has not built it yet */
  snapshotRequestedAt: z.string().nullable(),
});
export type FeedDays = z.infer<typeof feedDaysResponseSchema>;

export const feedLinkResponseSchema = z.object({
  downloadUrl: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
  /** what this link cost now: 0 when paid before (each file is charged once), free or staff */
  chargedCents: z.number().int(),
});
export type FeedLink = z.infer<typeof feedLinkResponseSchema>;

export const feedSnapshotResponseSchema = z.object({ requestedAt: z.string() });
export type FeedSnapshotRequested = z.infer<typeof feedSnapshotResponseSchema>;

/** The days the list answers: about two months, one Query. */
export const FEED_DAYS_LISTED = 62;
/** How long a download link works. */
export const FEED_LINK_SECONDS = 300;

/** What one feed file costs an account on `plan`. */
export function feedFileCents(plan: FeedPlanPrices, file: { documents: number }, snapshot: boolean): number {
  if (snapshot) return plan.snapshotCents;
  return plan.plan === 'PER_DAY' ? plan.dayFileCents : plan.documentCents * file.documents;
}
