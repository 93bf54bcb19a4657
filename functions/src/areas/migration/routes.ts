// The LS1 migration's calls (spec 3 sections 2.5 and 7.5; vendor only): the two POSTs the spec names (each starts
// its job in the background and answers at once), the status the page polls, and the cancel. TRIMIN alone, checked
// before the body is read.
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, requireRole } from '#src/platform/session.ts';
import { body, parseOr400 } from '#src/platform/validate.ts';
import { cancelJob, jobView, readJob } from './job-store.ts';
import { migrate } from './migrate.ts';
import { migrationCancelSchema, migrationKindSchema, migrationPayloadSchema } from './payload.ts';

const base = '/controlPanel/countyConfig';
const vendor = requireRole('TRIMIN');

export const migrationRoutes = new Hono<AppEnv>()
  .post(`${base}/migrateLandSharkOneAccountsUsers`, vendor, body(migrationPayloadSchema), async (c) => {
    const job = await migrate(c.get('county'), currentUser(c), 'accountsUsers', c.req.valid('json'));
    return ok(c, jobView(job), job.message);
  })
  .post(`${base}/migrateLandSharkOneAuditLog`, vendor, body(migrationPayloadSchema), async (c) => {
    const job = await migrate(c.get('county'), currentUser(c), 'auditLog', c.req.valid('json'));
    return ok(c, jobView(job), job.message);
  })
  .post(`${base}/cancelLandSharkOneMigration`, vendor, body(migrationCancelSchema), async (c) => {
    const { kind, jobId } = c.req.valid('json');
    await cancelJob(c.get('county'), kind, jobId, currentUser(c).username);
    const job = await readJob(c.get('county'), kind);
    return ok(c, job ? jobView(job) : null, 'Cancelling: the migration stops after the step it is on.');
  })
  .get(`${base}/migrationStatus/:kind`, vendor, async (c) => {
    const kind = parseOr400(migrationKindSchema, c.req.param('kind'));
    const job = await readJob(c.get('county'), kind);
    return ok(c, job ? jobView(job) : null, job ? job.message : 'No migration of this kind has run yet.');
  });
