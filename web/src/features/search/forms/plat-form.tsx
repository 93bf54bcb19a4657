// Search by plat (spec 2): by plat name (default) or number. Submit looks the plat up first: one match fills name
// and code and searches; several say 'More than 1 match found.' and open the plat list; none say 'No matching plat
// found.'. A number is trimmed and upper-cased; spaces give 'Remove any spaces.'.
import type { CodeDescription } from '@portal/shared/search/details';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { filterLocally, PickListModal } from '#src/components/pick-list-modal.tsx';
import { listPlats } from '../api/list-plats.ts';
import { FieldGrid } from '../components/field-grid.tsx';
import { SearchFormPage } from '../components/search-form-page.tsx';
import { SelectedPlat } from '../components/selected-plat.tsx';
import type { Criteria } from '../search-state.ts';
import { useFormTitle } from './use-form-title.ts';
import { usePlatLookup } from './use-plat-lookup.ts';
import { useSearchForm } from './use-search-form.ts';

export function PlatForm() {
  const { t } = useTranslation();
  const form = useSearchForm('searchByPlat');
  const lookUp = usePlatLookup(form);
  const [list, setList] = useState<{ plats?: CodeDescription[] } | null>(null);
  const byNumber = form.values.searchByPlatMethod === 'PLATNUMBER';
  const field = byNumber ? 'platNumber' : 'platName';

  const resolve = async (values: Criteria): Promise<Criteria | null> => {
    const next = {
      ...values,
      platNumber: (values.platNumber ?? '').trim().toUpperCase(),
      platName: (values.platName ?? '').trim(),
    };
    // a blank field or a number with spaces: the shared schema says so
    if (!next[field] || (byNumber && /\s/.test(next.platNumber))) return next;
    const result = await lookUp(
      {
        searchByPlatMethod: byNumber ? 'PLATNUMBER' : 'PLATNAME',
        platNumber: next.platNumber,
        platName: next.platName,
      },
      field,
    );
    if (result?.match === 'ONE' && result.plat) {
      return { ...next, platNumber: result.plat.code, platName: result.plat.description };
    }
    if (result?.match === 'MANY') setList({ plats: result.plats });
    return null;
  };

  const choose = (plat: CodeDescription) => {
    form.patch({ platNumber: plat.code, platName: plat.description });
    setList(null);
  };

  return (
    <SearchFormPage form={form} title={useFormTitle('searchByPlat')} onSubmit={() => void form.submit({ resolve })}>
      <FieldGrid>
        <SelectField
          label={t('Search By')}
          options={[
            { value: 'PLATNAME', label: t('Plat Name') },
            { value: 'PLATNUMBER', label: t('Plat Number') },
          ]}
          {...form.bind('searchByPlatMethod')}
        />
        {byNumber ? (
          <TextField
            label={t('Plat Number')}
            required
            maxLength={20}
            {...form.bind('platNumber')}
            onChange={(v) => form.patch({ platNumber: v, platName: '' })}
          />
        ) : (
          <TextField
            label={t('Plat Name')}
            required
            maxLength={200}
            {...form.bind('platName')}
            onChange={(v) => form.patch({ platName: v, platNumber: '' })}
          />
        )}
        <div className="flex items-end">
          <Button variant="secondary" onClick={() => setList({})}>
            {t('Plat List')}
          </Button>
        </div>
      </FieldGrid>
      <SelectedPlat code={form.values.platNumber ?? ''} name={form.values.platName ?? ''} codeField="platNumber" />
      {list && (
        <PickListModal
          title={t('Select a Plat')}
          load={list.plats ? filterLocally(list.plats) : listPlats}
          onPick={choose}
          onClose={() => setList(null)}
        />
      )}
    </SearchFormPage>
  );
}
