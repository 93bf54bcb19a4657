// Builds a Hono app with the shared platform: the CloudFront origin check, tenancy, the caller (an API key, or the
// same-origin guard and the session: bearer-auth.ts), one error mapping.
import type { Envelope } from '@portal/shared/api/envelope';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { callerAuth } from './bearer-auth.ts';
import type { AppEnv } from './context.ts';
import { AppError, unavailable } from './errors.ts';
import { requestMetrics } from './metrics.ts';
import { originCheck } from './origin-check.ts';
import { tenancy } from './tenancy.ts';
import { isTransientAwsError } from './transient.ts';

export type Area = Hono<AppEnv>;

export function newApp(areas: readonly Area[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    if (err instanceof AppError) {
      const body: Envelope = { status: 'ERROR', code: err.code, message: err.message };
      if (err.errors) body.errors = err.errors;
      if (err.lockout) body.lockout = true;
      return c.json(body, err.status as ContentfulStatusCode);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? 'The request body must be valid JSON.' : err.message || 'Request refused.';
      return c.json({ status: 'ERROR', code: status === 400 ? 'BAD_REQUEST' : 'INTERNAL', message }, status);
    }
    if (isTransientAwsError(err)) {
      console.warn(`[${c.req.method} ${c.req.path}] busy:`, err.name);
      return c.json({ status: 'ERROR', code: 'UNAVAILABLE', message: unavailable().message }, 503);
    }
    console.error(`[${c.req.method} ${c.req.path}]`, err);
    return c.json({ status: 'ERROR', code: 'INTERNAL', message: 'An unexpected error has occurred.' }, 500);
  });
  app.notFound((c) => c.json({ status: 'ERROR', code: 'NOT_FOUND', message: 'No such call.' }, 404));

  const api = new Hono<AppEnv>();
  api.use(requestMetrics, originCheck, tenancy, callerAuth);
  for (const area of areas) api.route('/', area);
  app.route('/api', api);
  return app;
}
