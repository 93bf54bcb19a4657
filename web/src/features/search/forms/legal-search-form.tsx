// The legal field set's search page, shared by legal description and tract book by legal: a plat given by name is
// looked up before the search (use-legal-plat-resolve.ts); what is required is the shared schema's business.
import type { SearchType } from '@portal/shared/search/search-types';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { LegalFields } from './legal-fields.tsx';
import { useFormTitle } from './use-form-title.ts';
import { useLegalPlatResolve } from './use-legal-plat-resolve.ts';
import { useSearchForm } from './use-search-form.ts';

export function LegalSearchForm({ type }: { type: SearchType }) {
  const form = useSearchForm(type);
  const resolve = useLegalPlatResolve(form);
  return (
    <SearchFormPage form={form} title={useFormTitle(type)} onSubmit={() => void form.submit({ resolve })}>
      <LegalFields form={form} />
    </SearchFormPage>
  );
}
