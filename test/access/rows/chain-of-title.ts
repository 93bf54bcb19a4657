// Access rows of the chain of title (issue 32): any signed-in user, as the search detail panes, in both demo
// counties (each offers the parcel search the sample asks by); the county's search switches and the account's
// search access narrow it per kind of land (chain-of-title.test.ts).
import { type RouteAccess, signedIn } from '../route-who.ts';

export const chainOfTitleRows: Record<string, RouteAccess> = {
  'POST /api/search/chainOfTitle': { who: signedIn, sample: { by: 'parcel', parcelId: 'R100' } },
};
