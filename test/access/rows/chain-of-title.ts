// Access rows of the chain of title (issue 32): any signed-in user, as the search detail panes, in both demo
// counties (each offers the parcel search the sample asks by); the county's search switches and the account's
// search access narrow it per kind of land, and the chain's own switches per GUEST and flat-fee accounts
// (chain-of-title.test.ts, chain-price.test.ts). The PDF and the sheet are the same report as files.
import { type RouteAccess, signedIn } from '../route-who.ts';

const sample = { by: 'parcel', parcelId: 'R100' };

export const chainOfTitleRows: Record<string, RouteAccess> = {
  'POST /api/search/chainOfTitle': { who: signedIn, sample },
  'POST /api/search/chainOfTitle/pdf': { who: signedIn, sample },
  'POST /api/search/chainOfTitle/xlsx': { who: signedIn, sample },
};
