// search/chainOfTitle (issue 32): the chain of title of one piece of land. Any signed-in user who may search by
// that kind of land description (chain-access.ts); not priced yet (no fee item: free for every caller).
import { chainOfTitleRequest } from '@portal/shared/chain-of-title/request';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { assertChainAllowed } from './chain-access.ts';
import { readChain } from './read-chain.ts';

export const chainOfTitleRoutes = new Hono<AppEnv>()
  .use('/search/chainOfTitle', requireUser)
  .post('/search/chainOfTitle', body(chainOfTitleRequest), async (c) => {
    const county = c.get('county');
    const request = c.req.valid('json');
    await assertChainAllowed(county, currentUser(c), request.by);
    return ok(c, await readChain(county, request));
  });
