// Who may open each client route: the same role rules the server's guards apply to the calls behind it
// (test/access/route-access.ts and rows/), so a screen never opens by URL for a role the server would refuse
// (spec 1 section 2 leaves route enforcement to us). The most specific rule (longest path) wins; paths match
// whole segments and ignore case, as the control panel's routes do. A path no rule names is not gated.
import { type Role, roles, staffRoles } from '@portal/shared/auth/roles';
import { userManagerRoles } from '@portal/shared/users/user-roles';

/** `anyone` includes a visitor who is not signed in (only /efile, which says itself what a visitor may do). */
export type Who = readonly Role[] | 'anyone';

export interface RouteRule {
  path: string;
  who: Who;
}

const signedIn: readonly Role[] = roles;
/** GUEST is a shared login: it has no reports of its own (the report calls refuse it). */
const notGuest: readonly Role[] = roles.filter((r) => r !== 'GUEST');
const vendor: readonly Role[] = ['TRIMIN'];

export const routeRules: readonly RouteRule[] = [
  { path: '/home', who: signedIn },
  // every search call is open to every signed-in role (the county's switches then refuse what it turned off)
  { path: '/search', who: signedIn },
  { path: '/externalsearch', who: signedIn },
  // the chain of title (issue 32): as the searches, the county's switches then refuse what it turned off
  { path: '/chainOfTitle', who: signedIn },
  // the search log of the user's title files (issue 32): GUEST, a login the public shares, keeps none
  { path: '/searchLog', who: notGuest },
  { path: '/efile', who: 'anyone' },
  // (the account-type summary is staff's: the reports area itself says 'This report is not offered.' to others)
  { path: '/reports', who: notGuest },
  { path: '/userManager', who: userManagerRoles },
  // an account's API keys (issue 31): its administrators, and staff for any account
  { path: '/apiKeys', who: userManagerRoles },
  // the index feed (issue 31): staff, and the users of an account on a feed plan (the server says who is on one)
  { path: '/feed', who: ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER'] },
  { path: '/controlPanel', who: staffRoles },
  // the Technical group: the monitoring, migration and vendor-only configuration calls are TRIMIN's
  { path: '/controlPanel/technical', who: vendor },
  { path: '/controlPanel/performanceMonitoring', who: vendor },
  { path: '/controlPanel/LandSharkOneAccountsUsers', who: vendor },
  { path: '/controlPanel/LandSharkOneAuditLog', who: vendor },
  { path: '/controlPanel/pageText', who: vendor },
];

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** The rule that governs a pathname: the longest rule whose segments begin it. */
export function ruleOf(pathname: string): RouteRule | undefined {
  const wanted = segments(pathname);
  let best: RouteRule | undefined;
  for (const rule of routeRules) {
    const own = segments(rule.path);
    const matches = own.every((s, i) => wanted[i] === s);
    if (matches && own.length > segments(best?.path ?? '').length) best = rule;
  }
  return best;
}

/** May this role (null: not signed in) open this pathname? */
export function mayOpen(role: Role | null | undefined, pathname: string): boolean {
  const rule = ruleOf(pathname);
  if (!rule || rule.who === 'anyone') return true;
  return !!role && rule.who.includes(role);
}
