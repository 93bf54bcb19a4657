// report/* (spec 3 section 7.2): each call takes its report's criteria and answers the file it names (or, above
// an API response's size, a short-lived link to it). GUEST is a login the public shares and has no reports; the
// account-type summary is TRIMIN's and COUNTY's; a report the county turned off answers 403.
import {
  accountTypeCriteriaSchema,
  auditAccountCriteriaSchema,
  auditUserCriteriaSchema,
  type ReportCall,
  type ReportId,
  reportCalls,
  statementCriteriaSchema,
} from '@portal/shared/reports/criteria';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '#src/platform/context.ts';
import { currentUser, refuseGuest, requireStaff, requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { accountTypePdf } from './account-type.ts';
import { auditPdf, auditSheet, prepareAccountAudit, prepareUserAudit } from './audit-report.ts';
import { deliver } from './deliver.ts';
import { requireReportOn } from './scope.ts';
import { prepareStatement, statementPdf, statementSheet } from './statement.ts';

const answer = async (
  c: AppContext,
  call: ReportCall,
  id: ReportId,
  make: () => Promise<import('node:stream').Readable>,
) => {
  const county = c.get('county');
  await requireReportOn(county, id);
  const { file, kind } = reportCalls[call];
  const stream = await make();
  return deliver(c, { county, userId: currentUser(c).userId, fileName: file, kind }, () => stream);
};

export const reportRoutes = new Hono<AppEnv>()
  .use('/report/*', requireUser, refuseGuest('The guest sign-in has no reports.'))
  .post('/report/statementReport', body(statementCriteriaSchema), (c) =>
    answer(c, 'statementReport', 'statementReport', async () =>
      statementPdf(c.get('county'), await prepareStatement(c.get('county'), currentUser(c), c.req.valid('json'))),
    ),
  )
  .post('/report/statementExport', body(statementCriteriaSchema), (c) =>
    answer(c, 'statementExport', 'statementReport', async () =>
      statementSheet(c.get('county'), await prepareStatement(c.get('county'), currentUser(c), c.req.valid('json'))),
    ),
  )
  .post('/report/accountReport', body(auditAccountCriteriaSchema), (c) =>
    answer(c, 'accountReport', 'auditAccountsReport', async () =>
      auditPdf(c.get('county'), await prepareAccountAudit(c.get('county'), currentUser(c), c.req.valid('json'))),
    ),
  )
  .post('/report/accountExport', body(auditAccountCriteriaSchema), (c) =>
    answer(c, 'accountExport', 'auditAccountsReport', async () =>
      auditSheet(c.get('county'), await prepareAccountAudit(c.get('county'), currentUser(c), c.req.valid('json'))),
    ),
  )
  .post('/report/userReport', body(auditUserCriteriaSchema), (c) =>
    answer(c, 'userReport', 'auditUsersReport', async () =>
      auditPdf(c.get('county'), await prepareUserAudit(c.get('county'), currentUser(c), c.req.valid('json'))),
    ),
  )
  .post('/report/userExport', body(auditUserCriteriaSchema), (c) =>
    answer(c, 'userExport', 'auditUsersReport', async () =>
      auditSheet(c.get('county'), await prepareUserAudit(c.get('county'), currentUser(c), c.req.valid('json'))),
    ),
  )
  .post('/report/accountTypeReport', requireStaff, body(accountTypeCriteriaSchema), (c) =>
    answer(c, 'accountTypeReport', 'accountTypeReport', () =>
      accountTypePdf(c.get('county'), currentUser(c), c.req.valid('json')),
    ),
  );
