// The plat lookups (spec 2 section 5). By number: trimmed and upper-cased, spaces refused ('Remove any spaces.'),
// the code must exist. By name: a case-insensitive part of the plat names, which must name exactly one plat (a name
// equal to the text wins, as in the plat search itself); several open the plat list.
import type { CodeDescription, PlatLookupResult } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import type { PlatLookupRequest } from '@portal/shared/search/requests';
import { findPlats } from '#src/data/records/index.ts';
import { badRequest } from '#src/platform/errors.ts';

export async function lookUpPlat(county: string, r: PlatLookupRequest): Promise<PlatLookupResult> {
  const byNumber = r.searchByPlatMethod === 'PLATNUMBER';
  const field = byNumber ? 'platNumber' : 'platName';
  const value = r[field].trim();
  if (!value) throw badRequest(`${field}: ${m.required}`, { [field]: m.required });
  if (byNumber && /\s/.test(value)) throw badRequest(`${field}: ${m.removeSpaces}`, { [field]: m.removeSpaces });
  const plats: CodeDescription[] = (
    await findPlats(county, byNumber ? { searchByPlatMethod: 'PLATNUMBER', platNumber: value } : { platName: value })
  ).map(({ code, description }) => ({ code, description }));
  if (plats.length === 1) return { match: 'ONE', plat: plats[0]!, plats, message: '' };
  if (!plats.length) return { match: 'NONE', plat: null, plats, message: m.noMatchingPlat };
  return { match: 'MANY', plat: null, plats, message: m.moreThanOnePlat };
}
