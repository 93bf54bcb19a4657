// /controlPanel/accountPageAccess/{id}/{name}: the account's search access flags (spec 3 sections 2.4, 3.5), one
// checkbox per search type; they take effect on the account users' next search.
import { type PageAccess, type PageAccessFlag, pageAccessFlags } from '@portal/shared/accounts/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { CheckboxField } from '#src/components/fields.tsx';
import { FormStatusIndicator, useFormStatus } from '#src/components/form-status.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { errorText } from '#src/lib/error-text.ts';
import { usePageAccess } from '../api/get-page-access.ts';
import { savePageAccess } from '../api/save-page-access.ts';

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
};

export function AccountPageAccess() {
  const { t } = useTranslation();
  const { id = '', name = '' } = useParams();
  const navigate = useNavigate();
  const { access, error } = usePageAccess(id);
  const [flags, setFlags] = useState<PageAccess | null>(null);
  const { status, edited, submit } = useFormStatus();
  const { alert, dialogs } = useDialogs();
  useEffect(() => {
    if (!access) return;
    const { name: _n, ...rest } = access;
    setFlags(rest);
  }, [access]);

  if (error) return <p className="text-red-800">{t(errorText(error))}</p>;
  if (!access || !flags) return <LoadingOverlay />;
  const onSubmit = () =>
    submit(async () => {
      try {
        await alert(t(await savePageAccess(flags)));
        navigate('/controlPanel/accounts');
        return true;
      } catch (err) {
        await alert(t(errorText(err)), 'WARNING');
        return false;
      }
    });

  return (
    <section aria-labelledby="access-title" className="max-w-2xl">
      <h1 id="access-title" className="mb-1 text-2xl font-semibold text-slate-900">
        {t('Access')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{access.name || name}</p>
      <form
        noValidate
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
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
        <div className="mt-5 flex items-center gap-2 border-t border-slate-200 pt-4">
          <Button type="submit">{t('Save')}</Button>
          <FormStatusIndicator status={status} />
          <Link
            to="/controlPanel/accounts"
            className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('Back to Accounts')}
          </Link>
        </div>
      </form>
      {dialogs}
    </section>
  );
}
