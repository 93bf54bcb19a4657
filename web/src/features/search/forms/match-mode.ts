// The Exact / Sounds like choice of the name searches (issue 30): which forms carry it, and the value a fresh form
// starts at, the county's default; nothing where the county does not offer Sounds like (the form then sends no
// mode and the server searches exactly).
import type { ConfigGroup } from '@portal/shared/config/groups';
import type { SearchType } from '@portal/shared/search/search-types';
import type { Criteria } from '../search-state.ts';

const matchModeForms: ReadonlySet<SearchType> = new Set(['searchByName', 'searchByTaxLien']);

/** Whether the county offers the choice. */
export const offersSoundsLike = (search2: ConfigGroup<'search2'> | undefined) => search2?.soundsLike === true;

/** The match mode a fresh form of this type starts at, as a default field; {} for other forms or counties. */
export function matchModeDefault(type: SearchType, search2: ConfigGroup<'search2'> | undefined): Criteria {
  if (!matchModeForms.has(type) || !offersSoundsLike(search2)) return {};
  return { matchMode: search2?.defaultMatchMode ?? 'exact' };
}
