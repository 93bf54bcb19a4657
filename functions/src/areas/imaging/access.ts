// Who may use imaging: signed-in users whose account has imageRetrieval; staff always. Everyone else gets 403
// on every imaging call.
import { staffRoles } from '@portal/shared/auth/roles';
import { imagingMessages } from '@portal/shared/imaging/messages';
import type { MiddlewareHandler } from 'hono';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
import type { AppContext, AppEnv, SessionUser } from '#src/platform/context.ts';
import { forbidden } from '#src/platform/errors.ts';
import { currentUser } from '#src/platform/session.ts';

export interface ImagingCaller {
  county: string;
  user: SessionUser;
  account: Account;
}

const callers = new WeakMap<Request, ImagingCaller>();

export const requireImageRetrieval: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = currentUser(c);
  const county = c.get('county');
  const account = await getAccount(county, user.accountId);
  const staff = staffRoles.includes(user.role);
  if (!account || (!staff && (!account.imageRetrieval || account.status === 'I'))) {
    throw forbidden(imagingMessages.noImageRetrieval);
  }
  callers.set(c.req.raw, { county, user, account });
  await next();
};

/** The caller the guard admitted. */
export function imagingCaller(c: AppContext): ImagingCaller {
  const caller = callers.get(c.req.raw);
  if (!caller) throw forbidden(imagingMessages.noImageRetrieval);
  return caller;
}
