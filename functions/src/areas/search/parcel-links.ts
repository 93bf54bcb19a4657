// Tax and GIS links (spec 2 'Links To Tax System', 'Links to GIS System'): one external link per parcel id of a
// document, made from the county's landlink taxUrl / gisUrl. A '{parcelId}' in the address marks where the id
// goes; otherwise it is appended. The buttons follow search2.tax and search2.map.
import type { LinksResponse } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import { getDocument } from '#src/data/records/index.ts';
import { getConfig } from '#src/platform/config.ts';
import { forbidden, notFound } from '#src/platform/errors.ts';

export type LinkSystem = 'tax' | 'gis';

const systems = {
  tax: { header: 'Links To Tax System', flag: 'tax', url: 'taxUrl', off: m.taxLinksOff, missing: m.taxUrlMissing },
  gis: { header: 'Links to GIS System', flag: 'map', url: 'gisUrl', off: m.gisLinksOff, missing: m.gisUrlMissing },
} as const;

export function parcelLink(url: string, parcelId: string): string {
  const id = encodeURIComponent(parcelId);
  return url.includes('{parcelId}') ? url.replaceAll('{parcelId}', id) : `${url}${id}`;
}

export async function parcelLinks(county: string, system: LinkSystem, docId: string): Promise<LinksResponse> {
  const s = systems[system];
  const [search2, landlink] = await Promise.all([getConfig(county, 'search2'), getConfig(county, 'landlink')]);
  if (!search2[s.flag]) throw forbidden(s.off);
  const url = landlink[s.url].trim();
  if (!url) throw notFound(s.missing);
  const d = await getDocument(county, docId.trim().toUpperCase());
  if (!d) throw notFound(m.documentNotFound);
  if (!d.parcelIds.length) throw notFound(m.noParcelIds);
  return { parcelIds: d.parcelIds, parcelIdLinks: d.parcelIds.map((p) => parcelLink(url, p)), header: s.header };
}
