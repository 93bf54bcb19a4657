// Tax lien submit (spec 2 section 4): the fields that do not belong to the chosen method go back to their
// defaults (dates to 01/01/1900 through today), so only the method's criteria are sent; the form shows only those.
// A field without a default (the taxpayer method's match mode) is left out.
import { type TaxLienMethod, taxLienMethods } from '@portal/shared/search/criteria/tax-lien';
import type { Criteria } from '../search-state.ts';

/** The fields each method keeps besides the method itself and Current/Expired. */
export const taxLienMethodFields: Record<TaxLienMethod, readonly string[]> = {
  dateRange: ['fromRecordedDate', 'toRecordedDate', 'documentType'],
  documentNumber: ['documentNumber', 'documentType'],
  lienNumber: ['lienNumber'],
  taxpayer: ['taxpayerName', 'taxpayerFirstName', 'taxpayerMiddleInitial', 'matchMode'],
};

const alwaysKept = ['searchByTaxLienMethod', 'currentOrExpired'];

/** The chosen method; taxpayer (the default) for a missing or unknown value. */
export function taxLienMethodOf(values: Criteria): TaxLienMethod {
  const m = values.searchByTaxLienMethod;
  return (taxLienMethods as readonly string[]).includes(m ?? '') ? (m as TaxLienMethod) : 'taxpayer';
}

export function clearOtherMethods(values: Criteria, defaults: Criteria): Criteria {
  const keep = new Set([...alwaysKept, ...taxLienMethodFields[taxLienMethodOf(values)]]);
  return Object.fromEntries(
    Object.entries({ ...defaults, ...values })
      .filter(([k]) => keep.has(k) || k in defaults)
      .map(([k, v]) => [k, keep.has(k) ? v : (defaults[k] ?? '')]),
  );
}
