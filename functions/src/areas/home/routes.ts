// home/*: the signed-in home page's content and the transaction report.
import type { HomeContent } from '@portal/shared/home/home-content';
import { REPORT_FILENAME, transactionReportSchema } from '@portal/shared/home/transaction-report';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, refuseGuest, requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { homeContent } from './home-content.ts';
import { transactionReportPdf } from './transaction-report.ts';

export const homeRoutes = new Hono<AppEnv>()
  .use('/home/*', requireUser)
  .get('/home/all', async (c) => {
    const { lockoutInPlace, content } = await homeContent(c.get('county'), currentUser(c));
    return ok<HomeContent>(c, content, undefined, { lockout: lockoutInPlace });
  })
  // spec 1: GUEST has no transactions card; its report would list what every member of the public did on the login
  .post(
    '/home/transactionReport',
    refuseGuest('The guest sign-in has no transaction report.'),
    body(transactionReportSchema),
    async (c) => {
      const pdf = await transactionReportPdf(c.get('county'), currentUser(c), c.req.valid('json'));
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${REPORT_FILENAME}"`,
        'Cache-Control': 'no-store',
      });
    },
  );
