// The page text job's calls (issue 33), under the control panel: its status for the county's staff (TRIMIN,
// COUNTY), and start (or resume) and cancel for the vendor (TRIMIN), as the other background jobs of the
// Technical page. A start answers at once; the pages are read in the background.
import { Hono } from 'hono';
import { z } from 'zod';
import { readJob } from '#src/data/app/page-text-job.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { unavailable } from '#src/platform/errors.ts';
import { currentUser, requireRole } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { cancelPageTextJob } from './cancel-job.ts';
import { jobView } from './job-view.ts';
import { pageEngine } from './page-engine.ts';
import { startPageTextJob } from './start-job.ts';
import { startPageTextRunner } from './start-runner.ts';

const base = '/controlPanel/countyConfig';
const cancelSchema = z.object({ jobId: z.string().min(1, 'Required.').max(64) });
/** MISSING: the pages without text; ALL: every page again (a newer engine) */
const startSchema = z.object({ mode: z.enum(['MISSING', 'ALL'], { message: 'Choose MISSING or ALL.' }) }).strict();

export const pageTextRoutes = new Hono<AppEnv>()
  .get(`${base}/pageTextStatus`, requireRole('TRIMIN', 'COUNTY'), async (c) => {
    const job = await readJob(c.get('county'));
    return ok(c, job ? jobView(job) : null, job ? job.message : 'The page images have not been read yet.');
  })
  .post(`${base}/startPageText`, requireRole('TRIMIN'), body(startSchema), async (c) => {
    if (!(await pageEngine().name())) throw unavailable('Text recognition is not installed on this server.');
    const county = c.get('county');
    const job = await startPageTextJob(county, currentUser(c).username, { mode: c.req.valid('json').mode });
    await startPageTextRunner(county, job);
    return ok(c, jobView(job), job.message);
  })
  .post(`${base}/cancelPageText`, requireRole('TRIMIN'), body(cancelSchema), async (c) => {
    const county = c.get('county');
    await cancelPageTextJob(county, c.req.valid('json').jobId, currentUser(c).username);
    const job = await readJob(county);
    return ok(c, job ? jobView(job) : null, 'Cancelling: recognition stops after the page it is on.');
  });
