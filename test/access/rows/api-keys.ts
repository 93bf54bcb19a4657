// Access rows of an account's API keys (issue 31): the account administrators (the flat fee one too) for their own
// account, TRIMIN and COUNTY for any account of their county (they name it: without accountId, a 400 still lets
// them through). The samples make nothing: the create names no user of the account, the revoke no key.
import { type RouteAccess, userManagers } from '../route-who.ts';

export const apiKeysRows: Record<string, RouteAccess> = {
  'POST /api/apiKeys/list': { who: userManagers, body: {}, sample: { accountId: 'demo-title' } },
  'POST /api/apiKeys/create': {
    who: userManagers,
    sample: { name: 'Access matrix', scopes: ['search'], username: 'nobody.here', expiresOn: '' },
  },
  'POST /api/apiKeys/revoke': { who: userManagers, sample: { keyId: 'nobody' } },
};
