// Access rows of the LS1 migration pages (spec 3 section 5.10, Technical): TRIMIN only. The matrix posts no body
// (a 400 before any connection); the bad-input walk mutates a well-formed sample whose address refuses at once
// (port 1 on loopback), so every body that passes validation is a quick 400 naming the address, never a wipe. The
// cancel's sample names no job, so a valid body is a 409 (nothing running by that id), never a stopped migration.
import type { RouteAccess } from '../route-who.ts';

const sample = {
  landSharkOneDbAddress: '127.0.0.1:1',
  landSharkOneDbName: 'landshark1',
  landSharkOneDbUsername: 'ls1reader',
  landSharkOneDbPassword: 'not-a-real-password',
};

export const migrationRows: Record<string, RouteAccess> = {
  'POST /api/controlPanel/countyConfig/migrateLandSharkOneAccountsUsers': { who: ['TRIMIN'], sample },
  'POST /api/controlPanel/countyConfig/migrateLandSharkOneAuditLog': { who: ['TRIMIN'], sample },
  'POST /api/controlPanel/countyConfig/cancelLandSharkOneMigration': {
    who: ['TRIMIN'],
    sample: { kind: 'accountsUsers', jobId: 'no-such-job' },
  },
  'GET /api/controlPanel/countyConfig/migrationStatus/:kind': { who: ['TRIMIN'], params: { kind: 'accountsUsers' } },
};
