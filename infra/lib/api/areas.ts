// The one table of API areas: which paths each area's Lambda serves and what it may touch. The HTTP API routes
// every prefix P as `P` and `P/{proxy+}`; a more specific prefix (accounts' /api/controlPanel/account) wins over a
// shorter one (config's /api/controlPanel).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type Access = 'read' | 'readWrite';

export interface AreaSpec {
  readonly name: string;
  readonly prefixes: readonly string[];
  /** every area reads and writes the app table (sessions are touched on each call) */
  readonly records?: Access;
  /** the ledger holds money and the audit log; login, charges and admin changes write audit entries */
  readonly ledger?: Access;
  readonly images?: Access;
  readonly uploads?: Access;
  /** sends e-mail through SES */
  readonly mail?: boolean;
  /** calls the card provider, itself or by closing an expired preauthorization (a charge, logout): gets the
   * provider's settings and may read the merchant secret */
  readonly cardPayments?: boolean;
  readonly memoryMiB?: number;
}

const accountPaths = [
  'account',
  'accounts',
  'accountChangeStatusList',
  'accountChangeStatusSingle',
  'accountDelete',
  'accountExport',
  'accountFlatFeeUsage',
  'accountPageAccess',
  'accountReload',
  'runMonthlyRenewal',
].map((p) => `/api/controlPanel/${p}`);

export const areaTable: readonly AreaSpec[] = [
  {
    name: 'auth',
    prefixes: ['/api/auth', '/api/currentUser'],
    ledger: 'readWrite',
    images: 'read',
    mail: true,
    cardPayments: true,
  },
  { name: 'home', prefixes: ['/api/home'], records: 'read', ledger: 'read' },
  {
    name: 'config',
    prefixes: ['/api/helperdata', '/api/controlPanel', '/api/logReact'],
    records: 'read',
    ledger: 'readWrite',
    images: 'readWrite',
  },
  {
    name: 'search',
    // the user and account pick-lists sit under helperdata but are served with the search area
    prefixes: [
      '/api/search',
      '/api/tax',
      '/api/gis',
      '/api/helperdata/userscodedescription',
      '/api/helperdata/accountscodedescription',
    ],
    records: 'read',
    ledger: 'readWrite',
    cardPayments: true,
    memoryMiB: 1024,
  },
  {
    name: 'imaging',
    prefixes: ['/api/imaging'],
    records: 'read',
    ledger: 'readWrite',
    images: 'read',
    cardPayments: true,
    memoryMiB: 1536,
  },
  {
    name: 'payments',
    prefixes: ['/api/creditcard', '/api/escrowDeposit', '/api/flatFee', '/api/webhooks'],
    ledger: 'readWrite',
    mail: true,
    cardPayments: true,
  },
  {
    name: 'efile',
    prefixes: ['/api/efile'],
    records: 'read',
    ledger: 'readWrite',
    uploads: 'readWrite',
    mail: true,
    cardPayments: true,
  },
  { name: 'reports', prefixes: ['/api/report', '/api/reports'], records: 'read', ledger: 'read', memoryMiB: 1536 },
  { name: 'users', prefixes: ['/api/userManager'], ledger: 'readWrite', mail: true },
  { name: 'accounts', prefixes: accountPaths, ledger: 'readWrite', mail: true },
];

export function lambdaEntry(functionsDir: string, area: string): string {
  return join(functionsDir, 'src', 'areas', area, 'lambda.ts');
}

/** Areas whose Lambda entry exists today: the app synthesizes while areas are still being written. */
export function deployableAreas(functionsDir: string, table: readonly AreaSpec[] = areaTable): AreaSpec[] {
  return table.filter((area) => existsSync(lambdaEntry(functionsDir, area.name)));
}
