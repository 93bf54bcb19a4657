// Search by legal description (spec 2): the legal field set; the shared schema enforces the active type's
// required land fields and the grantor/grantee name rules.
import { LegalSearchForm } from './legal-search-form.tsx';

export function LegalDescriptionForm() {
  return <LegalSearchForm type="searchByLegalDescription" />;
}
