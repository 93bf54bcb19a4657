// The county's code lists the search forms offer (spec 2 'Code/description item'): document types, instrument
// groups, other lot codes and book types for the selects, and the plat pick-list filtered by text.
import type { CodeDescription, CodeLists } from '@portal/shared/search/details';
import { type CodeListName, listCodes } from '#src/data/records/index.ts';

const pairs = async (county: string, list: CodeListName): Promise<CodeDescription[]> =>
  (await listCodes(county, list)).map(({ code, description }) => ({ code, description }));

export async function codeLists(county: string): Promise<CodeLists> {
  const [documentTypes, instrumentGroups, otherLotCodes, bookTypes] = await Promise.all([
    pairs(county, 'documentTypes'),
    pairs(county, 'instrumentGroups'),
    pairs(county, 'otherLotCodes'),
    pairs(county, 'bookTypes'),
  ]);
  return { documentTypes, instrumentGroups, otherLotCodes, bookTypes };
}

/** Code/description items whose code or description holds the text, in any case. */
export function filterCodes(items: CodeDescription[], filterText: string): CodeDescription[] {
  const text = filterText.trim().toUpperCase();
  if (!text) return items;
  return items.filter((i) => i.code.toUpperCase().includes(text) || i.description.toUpperCase().includes(text));
}

export async function platList(county: string, filterText: string): Promise<CodeDescription[]> {
  return filterCodes(await pairs(county, 'plats'), filterText);
}
