// Tract book by legal (spec 2): the legal form's field set; required marks show but only the dates are checked.
import { SearchFormPage } from '../components/search-form-page.tsx';
import { LegalFields } from './legal-fields.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useLegalPlatResolve } from './use-legal-plat-resolve.ts';
import { useSearchForm } from './use-search-form.ts';

export function TractBookLegalForm() {
  const form = useSearchForm('searchByTractBookLegal');
  const resolve = useLegalPlatResolve(form);
  return (
    <SearchFormPage
      form={form}
      title={useFormTitle('searchByTractBookLegal')}
      onSubmit={() => void form.submit({ resolve })}
    >
      <LegalFields form={form} />
    </SearchFormPage>
  );
}
