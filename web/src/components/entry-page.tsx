// The frame of an admin entry page (the account and user entry pages, Access, Reload, Reset Password): a heading
// that names the section, the name of what is edited, one form that submits on Enter, the loading overlay while a
// change runs and the page's windows. EntryButtons is the row of Save, its status and the way back to the list.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '#src/lib/error-text.ts';
import { Button } from './button.tsx';
import { type FormStatus, FormStatusIndicator } from './form-status.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';
const layouts = {
  plain: card,
  'one-column': `grid gap-4 ${card}`,
  'two-columns': `grid gap-4 ${card} sm:grid-cols-2`,
};

export interface EntryPageProps {
  titleId: string;
  title: string;
  /** below the heading: the name of the account or user; none on a new one */
  subtitle?: ReactNode;
  width: 'max-w-md' | 'max-w-2xl' | 'max-w-3xl';
  layout: keyof typeof layouts;
  onSubmit: () => void;
  busy?: boolean;
  dialogs: ReactNode;
  children: ReactNode;
}

export function EntryPage({
  titleId,
  title,
  subtitle,
  width,
  layout,
  onSubmit,
  busy,
  dialogs,
  children,
}: EntryPageProps) {
  return (
    <section aria-labelledby={titleId} className={width}>
      <h1 id={titleId} className="mb-1 text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {subtitle !== undefined && <p className="mb-4 text-sm text-slate-700">{subtitle}</p>}
      <form
        noValidate
        className={layouts[layout]}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
      {busy && <LoadingOverlay />}
      {dialogs}
    </section>
  );
}

/** Before the page's data has come: its error, or the loading overlay. */
export function EntryLoading({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return error ? <p className="text-red-800">{t(errorText(error))}</p> : <LoadingOverlay />;
}

/** The buttons' row of a two-column entry form (account, user): the whole width, under a rule, wrapping on phones. */
export const recordButtons = 'flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 sm:col-span-2';

export interface EntryButtonsProps {
  className: string;
  submitLabel: string;
  submitDisabled?: boolean;
  status: FormStatus;
  backTo: string;
  backLabel: string;
  /** after the way back: Deactivate or Activate and Delete on an entry page */
  children?: ReactNode;
}

export function EntryButtons(props: EntryButtonsProps) {
  return (
    <div className={props.className}>
      <Button type="submit" disabled={props.submitDisabled}>
        {props.submitLabel}
      </Button>
      <FormStatusIndicator status={props.status} />
      <Link to={props.backTo} className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
        {props.backLabel}
      </Link>
      {props.children}
    </div>
  );
}

/** An existing account's or user's Deactivate or Activate and Delete, at the end of the buttons. */
export function EntryChangeButtons({
  toggleLabel,
  onToggle,
  onDelete,
}: {
  toggleLabel: string;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ml-auto flex gap-2">
      <Button variant="secondary" onClick={onToggle}>
        {toggleLabel}
      </Button>
      <Button variant="danger" onClick={onDelete}>
        {t('Delete')}
      </Button>
    </div>
  );
}
