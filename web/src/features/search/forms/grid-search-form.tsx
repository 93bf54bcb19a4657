// The shape most search forms share: the form's state, the page with its 'Search by' heading, and the fields in
// one grid. A form built here gives only its fields; forms with more (a resolve step, radio groups) write it out.
import type { SearchType } from '@portal/shared/search/search-types';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { useFormTitle } from './use-form-title.ts';
import { type SearchForm, useSearchForm } from './use-search-form.ts';

export type GridFields = (form: SearchForm, t: TFunction) => ReactNode;

export function gridSearchForm(type: SearchType, fields: GridFields) {
  function GridSearchForm() {
    const { t } = useTranslation();
    const form = useSearchForm(type);
    return (
      <SearchFormPage form={form} title={useFormTitle(type)}>
        <FieldGrid>{fields(form, t)}</FieldGrid>
      </SearchFormPage>
    );
  }
  return GridSearchForm;
}
