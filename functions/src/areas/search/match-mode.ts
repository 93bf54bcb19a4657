// A name search's match mode (issue 30): the one the criteria ask for, else the county's default (search2); Sounds
// like asked of a county that does not offer it is refused with a field error. Resolved before the criteria are
// hashed, so a search that left the mode out and one that named the default are the same search (one kept set,
// one history entry, one charge).
import { resolveMatchMode } from '@portal/shared/search/match-mode';
import { searchMessages as m } from '@portal/shared/search/messages';
import type { SearchType } from '@portal/shared/search/search-types';
import { getConfig } from '#src/platform/config.ts';
import { badRequest } from '#src/platform/errors.ts';

/** Whether the criteria search a person's or business's name (the name search; the tax lien search by taxpayer). */
const searchesAName = (type: SearchType, c: Record<string, unknown>) =>
  type === 'searchByName' || (type === 'searchByTaxLien' && c.searchByTaxLienMethod === 'taxpayer');

export async function withMatchMode(
  county: string,
  type: SearchType,
  criteria: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!searchesAName(type, criteria)) {
    const { matchMode: _ignored, ...rest } = criteria;
    return rest;
  }
  const mode = resolveMatchMode(criteria.matchMode as never, await getConfig(county, 'search2'));
  if (mode === 'refused') throw badRequest(m.soundsLikeOff, { matchMode: m.soundsLikeOff });
  return { ...criteria, matchMode: mode };
}
