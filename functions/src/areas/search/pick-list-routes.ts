// helperdata/userscodedescription and helperdata/accountscodedescription: the user and account pick-lists (spec 2
// 'Calls'). Served by the search Lambda (infra/lib/api/areas.ts routes these two paths here).
import { filterTextSchema } from '@portal/shared/search/requests';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { accountPickList, userPickList } from './pick-lists.ts';

export const pickListRoutes = new Hono<AppEnv>()
  .post('/helperdata/userscodedescription', requireUser, body(filterTextSchema), async (c) => {
    const list = await userPickList(c.get('county'), currentUser(c), c.req.valid('json').filterText);
    return ok(c, { codeDescriptionResultList: list });
  })
  .post('/helperdata/accountscodedescription', requireUser, body(filterTextSchema), async (c) => {
    const list = await accountPickList(c.get('county'), currentUser(c), c.req.valid('json').filterText);
    return ok(c, { codeDescriptionResultList: list });
  });
