// What a row of the role x route access table says, and the caller groups the rows name. Rows of each API area
// live in rows/<area>.ts (route-access.ts joins them), so work on two areas never edits one table file.
import { type Caller, callers, type DemoId } from './demo-callers.ts';

export type Who = readonly Caller[];

export interface RouteAccess {
  /** who may call it, the same in both demo counties or per county */
  who: Who | Readonly<Record<DemoId, Who>>;
  /** what the matrix sends; enough to pass the body validation of routes that check roles after it */
  body?: unknown;
  /** a representative body whose fields the bad-input walk mutates (defaults to body) */
  sample?: Record<string, unknown>;
  /** the call ends sessions (the caller's, or everyone's): the matrix runs it last, one caller at a time, each on
   * a session signed in just before */
  endsSessions?: true;
  /** the status of a refusal when it is not about the session's role (a webhook's signature: 401 for all; a
   * feature the county does not offer: 403 for all) */
  refusedWith?: 401 | 403;
  /** a path parameter's value */
  params?: Record<string, string>;
}

export const signedIn: Who = callers.filter((c) => c !== 'anonymous');
export const anyone: Who = callers;
export const nobody: Who = [];
export const staff: Who = ['TRIMIN', 'COUNTY'];
export const notGuest: Who = signedIn.filter((c) => c !== 'GUEST');
/** the user manager's roles: TRIMIN, COUNTY and the ACCOUNT administrators (the flat fee one too) */
export const userManagers: Who = ['TRIMIN', 'COUNTY', 'ACCOUNT', 'FLATFEE'];
