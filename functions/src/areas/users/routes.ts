// userManager/*: the user manager's calls (spec 3 section 7.3), for TRIMIN, COUNTY and ACCOUNT; USER and GUEST
// get 403 from every one. Which users a caller reaches is decided per call (managed-user.ts, list scope).
import { listQuerySchema, userEntrySchema, userIdQuerySchema, userPasswordSchema } from '@portal/shared/users/schemas';
import { userManagerRoles } from '@portal/shared/users/user-roles';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { badRequest } from '#src/platform/errors.ts';
import { currentUser, requireRole } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { changeUserStatus } from './change-user-status.ts';
import { deleteUser } from './delete-user.ts';
import { exportUsers } from './export-users.ts';
import { getUserDetails } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { saveUser } from './save-user.ts';
import { setUserPassword } from './set-user-password.ts';

// After a change the list is answered again at the page shown (its cursor may no longer hold).
const listOf = <Q extends { cursor?: string | undefined }>(q: Q) => ({ ...q, cursor: undefined });

export const userRoutes = new Hono<AppEnv>()
  .use('/userManager/*', requireRole(...userManagerRoles))
  .post('/userManager/users', body(listQuerySchema), async (c) =>
    ok(c, await listUsers(c.get('county'), currentUser(c), c.req.valid('json'))),
  )
  .post('/userManager/userDelete', body(userIdQuerySchema), async (c) => {
    const { userId, ...q } = c.req.valid('json');
    const message = await deleteUser(c.get('county'), currentUser(c), userId);
    return ok(c, await listUsers(c.get('county'), currentUser(c), listOf(q)), message);
  })
  .post('/userManager/userChangeStatusList', body(userIdQuerySchema), async (c) => {
    const { userId, ...q } = c.req.valid('json');
    const { message } = await changeUserStatus(c.get('county'), currentUser(c), userId);
    return ok(c, await listUsers(c.get('county'), currentUser(c), listOf(q)), message);
  })
  .post('/userManager/userChangeStatusSingle', body(userIdQuerySchema), async (c) => {
    const { status, message } = await changeUserStatus(c.get('county'), currentUser(c), c.req.valid('json').userId);
    return ok(c, { status }, message);
  })
  .post('/userManager/userExport', body(listQuerySchema), async (c) =>
    exportUsers(c.get('county'), currentUser(c), c.req.valid('json')),
  )
  .get('/userManager/user/:id', async (c) => {
    const id = c.req.param('id');
    if (id.length > 64) throw badRequest('id: 64 characters max.', { id: '64 characters max.' });
    return ok(c, await getUserDetails(c.get('county'), currentUser(c), id));
  })
  .post('/userManager/user', body(userEntrySchema), async (c) => {
    const { id, message } = await saveUser(c.get('county'), currentUser(c), c.req.valid('json'));
    return ok(c, { id }, message);
  })
  .post('/userManager/userPassword', body(userPasswordSchema), async (c) => {
    const { id, password } = c.req.valid('json');
    return ok(c, undefined, await setUserPassword(c.get('county'), currentUser(c), id, password));
  });
