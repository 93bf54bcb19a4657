// What each API area's Lambda may touch. Which areas exist and which routes each serves is not listed here: it is
// read off the functions' apiAreas (functions/src/areas/api-areas.ts, the same routers functions/src/app.ts
// mounts), so an area or a route added there is deployed with no change here, as long as its area has a row.
import { type ApiAreaName, apiAreas } from '@portal/functions/areas/api-areas';
import { newApp } from '@portal/functions/platform/app-factory';
import { type AppRoute, routesOf } from '@portal/functions/route-list';

export type Access = 'read' | 'readWrite';

export interface AreaAccess {
  /** every area reads and writes the app table (sessions are touched on each call) */
  readonly records?: Access;
  /** the ledger holds money and the audit log; login, charges and admin changes write audit entries */
  readonly ledger?: Access;
  readonly images?: Access;
  /** writes the page previews it makes on a page's first view (imaging), and only those keys */
  readonly putImagePreviews?: boolean;
  /** writes the login slides' smaller and WebP copies it makes on their first request (auth), and only those keys */
  readonly putSlideCopies?: boolean;
  /** native packages installed beside the bundle for Lambda's linux-arm64 instead of bundled (sharp) */
  readonly nativeModules?: readonly string[];
  readonly uploads?: Access;
  /** sends e-mail through SES */
  readonly mail?: boolean;
  /** calls the card provider, itself or by closing an expired preauthorization (a charge, logout): gets the
   * provider's settings and may read the merchant secret */
  readonly cardPayments?: boolean;
  readonly memoryMiB?: number;
}

export interface AreaSpec extends AreaAccess {
  readonly name: string;
  /** the routes its Lambda answers (Hono's form: `/api/auth/loginPageSlide/:n`) */
  readonly routes: readonly AppRoute[];
}

// Every area of functions' apiAreas must have a row (the compiler says so); the rows of areas still being
// written (efile, reports, users, accounts) wait here for them.
export const areaAccess: { readonly [name in ApiAreaName]: AreaAccess } & { readonly [name: string]: AreaAccess } = {
  auth: {
    ledger: 'readWrite',
    images: 'read',
    putSlideCopies: true,
    nativeModules: ['sharp'],
    mail: true,
    cardPayments: true,
  },
  home: { records: 'read', ledger: 'read' },
  config: { records: 'read', ledger: 'readWrite', images: 'readWrite' },
  // search and imaging charge escrow balances, and a charge below the low-balance threshold mails (issue 31)
  search: { records: 'read', ledger: 'readWrite', mail: true, cardPayments: true, memoryMiB: 1024 },
  imaging: {
    records: 'read',
    ledger: 'readWrite',
    images: 'read',
    putImagePreviews: true,
    nativeModules: ['sharp'],
    mail: true,
    cardPayments: true,
    memoryMiB: 1536,
  },
  payments: { ledger: 'readWrite', mail: true, cardPayments: true },
  efile: { records: 'read', ledger: 'readWrite', uploads: 'readWrite', mail: true, cardPayments: true },
  reports: { records: 'read', ledger: 'read', uploads: 'readWrite', memoryMiB: 1536 },
  users: { ledger: 'readWrite', mail: true },
  accounts: { ledger: 'readWrite', mail: true },
  // property fraud alerts: subscriptions, watches and counts live in the app table
  alerts: { mail: true },
  // the public status page: a probe of each area (a records Query, a HEAD on an image and on the uploads bucket, the
  // card provider's keys); TRIMIN's incidents live in the app table, their audit entries in the ledger
  status: { records: 'read', ledger: 'readWrite', images: 'read', uploads: 'read', cardPayments: true },
  // the chain of title of one piece of land (issue 32): index Queries and BatchGets of the land's documents; a report
  // is charged as a search is (the ledger, a low-balance mail, a card preauthorization)
  chainOfTitle: { records: 'read', ledger: 'readWrite', mail: true, cardPayments: true },
  // the search log of a title file (issue 32): its items live in the app table; its PDF is made in memory
  searchLog: { memoryMiB: 1024 },
  // the index feed (issue 31): the feed files' items and a snapshot request in the records table, a link signed for
  // a file in the uploads bucket, a file charged as a search is (the ledger, a low-balance mail, a card preauthorization)
  feed: { records: 'readWrite', ledger: 'readWrite', uploads: 'read', mail: true, cardPayments: true },
  // an account's API keys (issue 31): the key items live in the app table, their audit entries in the ledger
  apiKeys: { ledger: 'readWrite' },
  // the OpenAPI document of the key's calls (issue 31): the county's calls-per-minute from its configuration
  developers: {},
};

/** The deployed areas: each area of apiAreas with the routes of its own Lambda app and its row of access. */
export function apiAreaSpecs(): AreaSpec[] {
  return Object.entries(apiAreas).map(([name, routers]) => {
    const access = areaAccess[name];
    if (!access) throw new Error(`The API area ${name} has no row in infra/lib/api/areas.ts.`);
    return { name, ...access, routes: routesOf(newApp(routers)) };
  });
}

/** Hono's path as an API Gateway route path: `:id` and `:id{[0-9]+}` are `{id}`, a trailing `*` is `{proxy+}`. */
export function gatewayPath(honoPath: string): string {
  return honoPath
    .split('/')
    .map((segment, i, all) => {
      if (segment === '*' && i === all.length - 1) return '{proxy+}';
      const param = /^:(\w+)(\{.*\})?$/.exec(segment);
      if (param) return `{${param[1]}}`;
      if (/[:*?{}]/.test(segment))
        throw new Error(`The route ${honoPath} has a segment (${segment}) the HTTP API cannot route.`);
      return segment;
    })
    .join('/');
}

export function lambdaEntry(functionsDir: string, area: string): string {
  // an area of two words is named in camelCase (chainOfTitle), its folder in kebab-case (chain-of-title)
  const folder = area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `${functionsDir}/src/areas/${folder}/lambda.ts`;
}
