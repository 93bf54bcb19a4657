// POST tax/getLinks and gis/getLinks: the external links of a document's parcel ids.
import type { LinksResponse } from '@portal/shared/search/details';
import { callApi } from '#src/lib/api.ts';

export type LinkSystem = 'tax' | 'gis';

export const getParcelLinks = (system: LinkSystem, docId: string) =>
  callApi<LinksResponse>('POST', `${system}/getLinks`, { id: docId });
