// /controlPanel/accountPageAccess/{id}/{name}: the account's search access flags (spec 3 sections 2.4, 3.5), one
// checkbox per search type; they take effect on the account users' next search.
import { type PageAccess, type PageAccessFlag, pageAccessFlags } from '@portal/shared/accounts/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntryLoading, EntryPage } from '#src/components/entry-page.tsx';
import { CheckboxField } from '#src/components/fields.tsx';
import { useEntryPage } from '#src/components/use-entry-page.ts';
import { usePageAccess } from '../api/get-page-access.ts';
import { savePageAccess } from '../api/save-page-access.ts';
import { AccountsButtons } from './accounts-buttons.tsx';

const flagLabels: Record<PageAccessFlag, string> = {
  searchByAddress: 'Address',
  searchByBookAndPage: 'Book and Page',
  searchByDate: 'Date',
  searchByDocumentNumber: 'Document Number',
  searchByLegalDescription: 'Legal Description',
  searchByName: 'Name',
  searchByParcelId: 'Parcel Id',
  searchByTorrensCertificate: 'Torrens Certificate',
  searchByTorrensText: 'Torrens Text',
  searchByTaxLien: 'Tax Lien',
  searchByGrantorGranteeBook: 'Grantor Grantee Book',
  searchByPlat: 'Plat',
  searchByTractBookId: 'Tract Book Id',
  searchByTractBookLegal: 'Tract Book Legal',
  searchByTractIndexNMI: 'Tract Index NMI',
  searchByPageWords: 'Words on the page',
};

export function AccountPageAccess() {
  const { t } = useTranslation();
  const { id = '', name = '' } = useParams();
  const { access, error } = usePageAccess(id);
  const [flags, setFlags] = useState<PageAccess | null>(null);
  const { status, edited, save, dialogs } = useEntryPage('/controlPanel/accounts');
  useEffect(() => {
    if (!access) return;
    const { name: _n, ...rest } = access;
    setFlags(rest);
  }, [access]);

  if (error || !access || !flags) return <EntryLoading error={error} />;

  return (
    <EntryPage
      titleId="access-title"
      title={t('Access')}
      subtitle={access.name || name}
      width="max-w-2xl"
      layout="plain"
      onSubmit={() => void save(() => savePageAccess(flags))}
      dialogs={dialogs}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">{t('Search By')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {pageAccessFlags.map((f) => (
            <CheckboxField
              key={f}
              label={t(flagLabels[f])}
              name={f}
              checked={flags[f]}
              onChange={(v) => {
                setFlags((s) => (s ? { ...s, [f]: v } : s));
                edited();
              }}
            />
          ))}
        </div>
      </fieldset>
      <AccountsButtons className="mt-5 flex items-center gap-2 border-t border-slate-200 pt-4" status={status} />
    </EntryPage>
  );
}
