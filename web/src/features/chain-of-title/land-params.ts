// A piece of land in the address bar (/chainOfTitle?by=parcel&parcelId=R100), so a details pane links to its chain
// and a chain can be bookmarked: the request's fields as query parameters, and back. Checked by the server.
import type { ChainOfTitleRequest } from '@portal/shared/chain-of-title/request';

export type LandKind = ChainOfTitleRequest['by'];
export type LandFields = Record<string, string>;

/** The fields each kind of land asks for, in form order. */
export const landFields: Record<LandKind, readonly string[]> = {
  parcel: ['parcelId'],
  lotBlock: ['plat', 'block', 'lot', 'unit'],
  section: ['section', 'township', 'range', 'q', 'qq', 'qqq', 'qqqq'],
  certificate: ['certificateNumber'],
  tract: ['island', 'village', 'parcelId'],
};

export const isLandKind = (by: string | null): by is LandKind => !!by && Object.hasOwn(landFields, by);

/** The land named by the query string, or null when it names none. */
export function landOf(params: URLSearchParams): { by: LandKind; fields: LandFields } | null {
  const by = params.get('by');
  if (!isLandKind(by)) return null;
  const fields = Object.fromEntries(landFields[by].map((f) => [f, params.get(f) ?? '']));
  return { by, fields };
}

export function paramsOf(by: LandKind, fields: LandFields): Record<string, string> {
  const kept = landFields[by].filter((f) => fields[f]?.trim()).map((f) => [f, fields[f]?.trim() ?? '']);
  return { by, ...Object.fromEntries(kept) };
}
