// controlPanel/account*: the account control panel's calls (spec 3 section 7.4), for TRIMIN and COUNTY only
// (the rest of controlPanel/* belongs to the configuration area, so the guard is on each route).
import {
  accountEntrySchema,
  accountIdQuerySchema,
  flatFeeUsageSchema,
  pageAccessSchema,
  runMonthlyRenewalSchema,
} from '@portal/shared/accounts/schemas';
import { listQuerySchema } from '@portal/shared/users/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { badRequest } from '#src/platform/errors.ts';
import { currentUser, requireStaff } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { changeAccountStatus } from './change-account-status.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccounts } from './export-accounts.ts';
import { getFlatFeeUsage, overrideFlatFeeUsage } from './flat-fee-usage.ts';
import { getAccountDetails } from './get-account.ts';
import { listAccounts } from './list-accounts.ts';
import { getPageAccess, setPageAccess } from './page-access.ts';
import { runMonthlyRenewal } from './run-monthly-renewal.ts';
import { saveAccount } from './save-account.ts';

const idParam = (id: string) => {
  if (id.length > 64) throw badRequest('id: 64 characters max.', { id: '64 characters max.' });
  return id;
};
// After a change the list is answered again at the page shown (its cursor may no longer hold).
const listOf = <Q extends { cursor?: string | undefined }>(q: Q) => ({ ...q, cursor: undefined });

export const accountRoutes = new Hono<AppEnv>()
  .post('/controlPanel/accounts', requireStaff, body(listQuerySchema), async (c) =>
    ok(c, await listAccounts(c.get('county'), c.req.valid('json'))),
  )
  .post('/controlPanel/accountDelete', requireStaff, body(accountIdQuerySchema), async (c) => {
    const { accountId, ...q } = c.req.valid('json');
    const message = await deleteAccount(c.get('county'), currentUser(c), accountId);
    return ok(c, await listAccounts(c.get('county'), listOf(q)), message);
  })
  .post('/controlPanel/accountChangeStatusList', requireStaff, body(accountIdQuerySchema), async (c) => {
    const { accountId, ...q } = c.req.valid('json');
    const { message } = await changeAccountStatus(c.get('county'), currentUser(c), accountId);
    return ok(c, await listAccounts(c.get('county'), listOf(q)), message);
  })
  .post('/controlPanel/accountChangeStatusSingle', requireStaff, body(accountIdQuerySchema), async (c) => {
    const { accountId } = c.req.valid('json');
    const { message } = await changeAccountStatus(c.get('county'), currentUser(c), accountId);
    return ok(c, await getAccountDetails(c.get('county'), accountId), message);
  })
  .post('/controlPanel/accountExport', requireStaff, body(listQuerySchema), async (c) =>
    exportAccounts(c.get('county'), c.req.valid('json')),
  )
  .get('/controlPanel/account/:id', requireStaff, async (c) =>
    ok(c, await getAccountDetails(c.get('county'), idParam(c.req.param('id')))),
  )
  .post('/controlPanel/account', requireStaff, body(accountEntrySchema), async (c) => {
    const { id, message } = await saveAccount(c.get('county'), currentUser(c), c.req.valid('json'));
    const list = await listAccounts(c.get('county'), { filterText: '', includeInactive: true, pageNumber: 1 });
    return ok(c, { ...list, id }, message);
  })
  .post('/controlPanel/runMonthlyRenewal', requireStaff, body(runMonthlyRenewalSchema), async (c) => {
    const { accountId } = c.req.valid('json');
    const { message } = await runMonthlyRenewal(c.get('county'), currentUser(c), accountId);
    return ok(c, await getAccountDetails(c.get('county'), accountId), message);
  })
  .get('/controlPanel/accountFlatFeeUsage/:id', requireStaff, async (c) =>
    ok(c, await getFlatFeeUsage(c.get('county'), idParam(c.req.param('id')))),
  )
  .post('/controlPanel/accountFlatFeeUsage/:id', requireStaff, body(flatFeeUsageSchema), async (c) => {
    const usage = c.req.valid('json');
    if (usage.id !== c.req.param('id'))
      throw badRequest('id: must match the address.', { id: 'Must match the address.' });
    const { content, message } = await overrideFlatFeeUsage(c.get('county'), currentUser(c), usage);
    return ok(c, content, message);
  })
  .get('/controlPanel/accountPageAccess/:id', requireStaff, async (c) =>
    ok(c, await getPageAccess(c.get('county'), idParam(c.req.param('id')))),
  )
  .post('/controlPanel/accountPageAccess', requireStaff, body(pageAccessSchema), async (c) => {
    const { content, message } = await setPageAccess(c.get('county'), currentUser(c), c.req.valid('json'));
    return ok(c, content, message);
  });
