// The plat of a lots-and-blocks legal: its name, looked up on blur (one match fills name and code; several or none
// only say so, the list does not open here), and the plat list to choose from.
import type { CodeDescription } from '@portal/shared/search/details';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { PickListModal } from '#src/components/pick-list-modal.tsx';
import { listPlats } from '../api/list-plats.ts';
import { SelectedPlat } from '../components/selected-plat.tsx';
import { usePlatLookup } from './use-plat-lookup.ts';
import type { SearchForm } from './use-search-form.ts';

export function LegalPlatField({ form }: { form: SearchForm }) {
  const { t } = useTranslation();
  const lookUp = usePlatLookup(form);
  const [listOpen, setListOpen] = useState(false);
  const platName = form.values.platName ?? '';
  const plat = form.values.plat ?? '';

  const lookUpName = async () => {
    if (!platName.trim() || plat) return;
    const result = await lookUp(
      { searchByPlatMethod: 'PLATNAME', platName: platName.trim(), platNumber: '' },
      'platName',
    );
    if (result?.match === 'ONE' && result.plat)
      form.patch({ plat: result.plat.code, platName: result.plat.description });
  };

  const choose = (item: CodeDescription) => {
    form.patch({ plat: item.code, platName: item.description });
    setListOpen(false);
  };

  return (
    <div className="sm:col-span-2 lg:col-span-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-64 flex-1"
          label={t('Plat')}
          name="platName"
          required
          maxLength={200}
          value={platName}
          error={form.errors.platName ?? form.errors.plat}
          onChange={(v) => form.patch({ platName: v, plat: '' })}
          onBlur={() => void lookUpName()}
        />
        <Button variant="secondary" onClick={() => setListOpen(true)}>
          {t('Plat List')}
        </Button>
      </div>
      <div className="mt-1">
        <SelectedPlat code={plat} name={platName} codeField="plat" />
      </div>
      {listOpen && (
        <PickListModal title={t('Select a Plat')} load={listPlats} onPick={choose} onClose={() => setListOpen(false)} />
      )}
    </div>
  );
}
