// account/*: the signed-in user's money e-mails (issue 31): the monthly statement choice (anyone but the shared
// GUEST login) and, for an escrow account's administrator, the low-balance alert's threshold.
import {
  lowBalanceThresholdSchema,
  moneyMailMessages,
  monthlyStatementSchema,
} from '@portal/shared/accounts/money-mail';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, refuseGuest, requireRole, requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { getMoneyMail } from './get-money-mail.ts';
import { saveLowBalanceThreshold } from './save-low-balance-threshold.ts';
import { saveMonthlyStatement } from './save-monthly-statement.ts';

export const moneyMailRoutes = new Hono<AppEnv>()
  .get('/account/moneyMail', requireUser, async (c) => ok(c, await getMoneyMail(c.get('county'), currentUser(c))))
  .post(
    '/account/monthlyStatement',
    requireUser,
    refuseGuest(moneyMailMessages.guest),
    body(monthlyStatementSchema),
    async (c) => {
      const user = currentUser(c);
      await saveMonthlyStatement(c.get('county'), user, c.req.valid('json').monthlyStatement);
      return ok(c, await getMoneyMail(c.get('county'), user), 'Saved.');
    },
  )
  .post('/account/lowBalanceThreshold', requireRole('ACCOUNT'), body(lowBalanceThresholdSchema), async (c) => {
    const user = currentUser(c);
    await saveLowBalanceThreshold(c.get('county'), user, c.req.valid('json').thresholdCents);
    return ok(c, await getMoneyMail(c.get('county'), user), 'Saved.');
  });
