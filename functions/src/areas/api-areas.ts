// The API's areas: each one Lambda in the cloud (areas/<area>/lambda.ts) and the routers it serves. app.ts mounts
// every one of them for the local server and the tests, and infra gives each area's Lambda exactly the routes its
// routers answer (infra/lib/api), so a route or an area added here is deployed and tested with no other list.
// An area's routers are listed in its lambda.ts, so its bundle holds only its own code.
import type { Area } from '#src/platform/app-factory.ts';
import { routers as accounts } from './accounts/lambda.ts';
import { routers as alerts } from './alerts/lambda.ts';
import { routers as apiKeys } from './api-keys/lambda.ts';
import { routers as auth } from './auth/lambda.ts';
import { routers as chainOfTitle } from './chain-of-title/lambda.ts';
import { routers as config } from './config/lambda.ts';
import { routers as developers } from './developers/lambda.ts';
import { routers as efile } from './efile/lambda.ts';
import { routers as feed } from './feed/lambda.ts';
import { routers as home } from './home/lambda.ts';
import { routers as imaging } from './imaging/lambda.ts';
import { routers as payments } from './payments/lambda.ts';
import { routers as reports } from './reports/lambda.ts';
import { routers as search } from './search/lambda.ts';
import { routers as searchLog } from './search-log/lambda.ts';
import { routers as status } from './status/lambda.ts';
import { routers as users } from './users/lambda.ts';

export const apiAreas = {
  auth,
  config,
  efile,
  home,
  imaging,
  payments,
  search,
  users,
  accounts,
  reports,
  alerts,
  status,
  apiKeys,
  chainOfTitle,
  searchLog,
  feed,
  developers,
} satisfies Record<string, readonly Area[]>;

export type ApiAreaName = keyof typeof apiAreas;
