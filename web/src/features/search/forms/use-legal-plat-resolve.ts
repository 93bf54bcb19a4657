// Before a legal search: a lots-and-blocks plat typed but not looked up yet is looked up (one match fills its code).
import type { Criteria } from '../search-state.ts';
import { usePlatLookup } from './use-plat-lookup.ts';
import type { SearchForm } from './use-search-form.ts';

export function useLegalPlatResolve(form: SearchForm) {
  const lookUp = usePlatLookup(form);
  return async (values: Criteria): Promise<Criteria | null> => {
    const platName = (values.platName ?? '').trim();
    if (values.legalType === 'MB' || values.plat || !platName) return values;
    const result = await lookUp({ searchByPlatMethod: 'PLATNAME', platName, platNumber: '' }, 'platName');
    if (result?.match !== 'ONE' || !result.plat) return null;
    return { ...values, plat: result.plat.code, platName: result.plat.description };
  };
}
