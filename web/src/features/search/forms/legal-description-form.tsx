// Search by legal description (spec 2): the legal field set; the shared schema enforces the active type's
// required land fields and the grantor/grantee name rules.

import { SearchFormPage } from '../components/search-form-page.tsx';
import { LegalFields } from './legal-fields.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useLegalPlatResolve } from './use-legal-plat-resolve.ts';
import { useSearchForm } from './use-search-form.ts';

export function LegalDescriptionForm() {
  const form = useSearchForm('searchByLegalDescription');
  const resolve = useLegalPlatResolve(form);
  return (
    <SearchFormPage
      form={form}
      title={useFormTitle('searchByLegalDescription')}
      onSubmit={() => void form.submit({ resolve })}
    >
      <LegalFields form={form} />
    </SearchFormPage>
  );
}
