// Tract book by legal (spec 2): the legal form's field set; required marks show but only the dates are checked.
import { LegalSearchForm } from './legal-search-form.tsx';

export function TractBookLegalForm() {
  return <LegalSearchForm type="searchByTractBookLegal" />;
}
