// The migration payload (spec 3 section 3.8): where the LS1 database is and how to sign in to it. The address is
// checked for shape before any connection is tried, so a malformed body never reaches the network. continueJob
// (ours, optional) resumes a job that stopped (FAILED, or stalled) from its last saved step.
import { z } from 'zod';
import { type MigrationKind, migrationKinds } from '#src/data/app/migration.ts';

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

export const migrationMessages = {
  required: 'Required.',
  badAddress: 'Enter a host name or IP address, optionally with :port (for example ls1.county.local:5432).',
  badPort: 'The port must be between 1 and 65535.',
  badName: 'Letters, digits, _, - and $ only, 63 characters max.',
  tooLong: (max: number) => `${max} characters max.`,
} as const;
const m = migrationMessages;

const text = (max: number) => z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong(max));

export const migrationPayloadSchema = z.object({
  landSharkOneDbAddress: text(255)
    .refine((v) => HOST.test(v), m.badAddress)
    .refine((v) => {
      const port = HOST.exec(v)?.[1];
      return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
    }, m.badPort),
  landSharkOneDbName: text(63).refine((v) => /^[A-Za-z0-9_$-]+$/.test(v), m.badName),
  landSharkOneDbUsername: text(63),
  landSharkOneDbPassword: z.string({ error: m.required }).min(1, m.required).max(200, m.tooLong(200)),
  continueJob: z.string().max(64).optional(),
});
export type MigrationPayload = z.output<typeof migrationPayloadSchema>;

export type { MigrationKind };
export const migrationKindSchema = z.enum(migrationKinds, { error: 'accountsUsers or auditLog.' });

/** host and port of an address the schema accepted ([v6]:port, host:port or host). */
export function hostAndPort(address: string, defaultPort: number): { host: string; port: number } {
  const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(address);
  const [host = address, port] = v6 ? [v6[1], v6[2]] : address.split(':');
  return { host, port: port ? Number(port) : defaultPort };
}

/** The cancel route's body: which kind, and the job the page shows (a newer job is never cancelled by mistake). */
export const migrationCancelSchema = z.object({
  kind: migrationKindSchema,
  jobId: z.string({ error: m.required }).trim().min(1, m.required).max(64, m.tooLong(64)),
});
