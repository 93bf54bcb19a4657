// The public status page (issue 28): GET status's answer, and the incidents and planned maintenance the vendor's
// staff (TRIMIN) post, update and resolve. One zod schema per payload, shared by the status page's form and the
// status area. Texts are English with an optional Spanish version; a page in Spanish shows the Spanish one.
import { z } from 'zod';

/** The areas a synthetic check probes, in the page's order. */
export const statusAreas = ['search', 'images', 'payments', 'efile'] as const;
export type StatusArea = (typeof statusAreas)[number];

export const areaStates = ['OPERATIONAL', 'DEGRADED', 'DOWN'] as const;
export type AreaState = (typeof areaStates)[number];

export interface AreaCheck {
  area: StatusArea;
  state: AreaState;
  /** when the probe ran (ISO instant) */
  checkedAt: string;
}

/** The index's dates of one record type (abstract, torrens, lien); '' where the county has none. */
export interface IndexDates {
  recordType: 'abstract' | 'torrens' | 'lien';
  /** the record type's name as the county calls it (Torrens may be 'Registered') */
  label: string;
  verifiedThrough: string;
  postedThrough: string;
}

export const incidentKinds = ['INCIDENT', 'MAINTENANCE'] as const;
export type IncidentKind = (typeof incidentKinds)[number];
export const incidentSeverities = ['MINOR', 'MAJOR', 'CRITICAL'] as const;
export type IncidentSeverity = (typeof incidentSeverities)[number];

/** How many days back the page lists incidents. */
export const INCIDENT_DAYS = 90;

export const statusMessages = {
  required: 'Required.',
  instant: 'A date and time like 2026-11-28T14:30.',
  endBeforeStart: 'The end must be after the start.',
  notFound: 'There is no such incident. Reload the page to see the current ones.',
  resolved: 'This incident is already resolved. Post a new one if it happened again.',
  changed: 'Someone changed this incident meanwhile. Reload the page and try again.',
  samePost: 'Another incident was posted at the same moment. Please post again.',
} as const;
const m = statusMessages;

const text = (max: number) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, `${max} characters max.`);
const optionalText = (max: number) => z.string().trim().max(max, `${max} characters max.`).default('');
/** An instant as the form's datetime-local field gives it (no zone: the county's clock is not assumed, so the
 * form sends UTC) or any ISO instant; stored as ISO in UTC. */
const instant = () =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), m.instant)
    .transform((v) => new Date(v).toISOString());
const optionalInstant = () =>
  z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v))), m.instant)
    .transform((v) => (v === '' ? '' : new Date(v).toISOString()));

const incidentFields = {
  kind: z.enum(incidentKinds, { error: m.required }),
  severity: z.enum(incidentSeverities, { error: m.required }),
  title: text(120),
  message: text(2000),
  titleEs: optionalText(120),
  messageEs: optionalText(2000),
  startsAt: instant(),
  /** planned maintenance's end, or an incident's expected end; '' when not known */
  endsAt: optionalInstant(),
};

const endAfterStart = (v: { startsAt: string; endsAt: string }) => v.endsAt === '' || v.endsAt > v.startsAt;

export const postIncidentSchema = z
  .strictObject(incidentFields)
  .refine(endAfterStart, { message: m.endBeforeStart, path: ['endsAt'] });
export type PostIncidentInput = z.input<typeof postIncidentSchema>;

const incidentId = z
  .string({ error: m.notFound })
  .trim()
  .regex(/^\d{8}T\d{6}Z-[a-z0-9]{6}$/, m.notFound);

export const updateIncidentSchema = z
  .strictObject({ incidentId, ...incidentFields })
  .refine(endAfterStart, { message: m.endBeforeStart, path: ['endsAt'] });
export type UpdateIncidentInput = z.input<typeof updateIncidentSchema>;

export const resolveIncidentSchema = z.strictObject({ incidentId });

export interface Incident {
  incidentId: string;
  kind: IncidentKind;
  severity: IncidentSeverity;
  title: string;
  message: string;
  titleEs: string;
  messageEs: string;
  startsAt: string;
  endsAt: string;
  /** '' while open */
  resolvedAt: string;
  postedAt: string;
  updatedAt: string;
}

/** Open: not resolved, and its end (if any) not yet past. Planned maintenance is open from its posting. */
export const isOpen = (i: Pick<Incident, 'resolvedAt' | 'endsAt'>, now: string) =>
  i.resolvedAt === '' && (i.endsAt === '' || i.endsAt > now);

export interface StatusAnswer {
  countyName: string;
  areas: AreaCheck[];
  indexDates: IndexDates[];
  /** open incidents and maintenance, newest first (also the home banner's) */
  open: Incident[];
  /** everything posted in the last INCIDENT_DAYS days, newest first */
  recent: Incident[];
}

export interface OpenIncidentsAnswer {
  open: Incident[];
}
