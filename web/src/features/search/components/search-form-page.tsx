// The common layout of a search screen (spec 2): the county note, the heading, what the search costs this user and
// whether the fields hold an earlier search's values (issue 18), the form, Submit and Clear with the loading or
// success indicator, and the message area (read out as it changes).
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useCardTokenOnOpen } from '#src/lib/payments-api.ts';
import type { SearchForm } from '../forms/use-search-form.ts';
import { useSearchSession } from '../search-session.tsx';
import { FormActions } from './form-actions.tsx';
import { SearchPrice } from './search-price.tsx';
import { usePrice } from './use-prices.ts';

export interface SearchFormPageProps {
  form: SearchForm;
  title: ReactNode;
  /** a line under the heading (e.g. the tract book legal notice) */
  subtitle?: ReactNode;
  /** the submit; the form's own by default */
  onSubmit?: () => void;
  children: ReactNode;
}

export function SearchFormPage({ form, title, subtitle, onSubmit, children }: SearchFormPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const priceId = useId();
  const price = usePrice(form.type);
  const note = useCountyConfig().search?.[`${form.type}CountyNote`];
  const { setCardToken } = useSearchSession();
  useCardTokenOnOpen(setCardToken);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {typeof note === 'string' && note.trim() && (
        <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{note}</p>
      )}
      <h1 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      {price && <SearchPrice price={price} id={priceId} />}
      {form.prefilled && (
        <p className="mt-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t('The fields hold the values of an earlier search. Check each one, or Clear them all to start afresh.')}
        </p>
      )}
      <form
        ref={form.formRef}
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (onSubmit) onSubmit();
          else void form.submit();
        }}
      >
        {children}
        <FormActions status={form.status} onClear={form.clear} describedBy={price ? priceId : undefined} />
      </form>
      <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-red-700">
        {form.message ? t(form.message) : ''}
      </p>
    </section>
  );
}
