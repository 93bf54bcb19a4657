// The one form engine of the county configuration pages: loads the page's group, draws its blocks, and saves with
// the shared save schema's messages, the 4.6 dependencies and the 4.2 form status (use-config-form.ts).
import { configRegistry, searchButtons } from '@portal/shared/config/registry';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { FormStatusIndicator } from '#src/components/form-status.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { errorText } from '#src/lib/error-text.ts';
import { useConfigGroup } from './api/get-config-group.ts';
import { BlockView } from './block-view.tsx';
import type { FormValue } from './form-path.ts';
import type { ConfigPage } from './page-types.ts';
import { RunBillingButton } from './run-billing-button.tsx';
import { useConfigForm } from './use-config-form.ts';

export const pageTitle = (page: ConfigPage) => page.title ?? configRegistry[page.group].title;

export function ConfigPageView({ page }: { page: ConfigPage }) {
  const { t } = useTranslation();
  const { value, error } = useConfigGroup(page.group);
  return (
    <section aria-labelledby="config-title" className="max-w-4xl">
      <h1 id="config-title" className="mb-4 text-2xl font-semibold text-slate-900">
        {t(pageTitle(page))}
      </h1>
      {error ? (
        <p role="alert" className="text-red-800">
          {t(errorText(error))}
        </p>
      ) : value ? (
        <ConfigForm page={page} initial={value} />
      ) : (
        <LoadingOverlay />
      )}
    </section>
  );
}

function ConfigForm({ page, initial }: { page: ConfigPage; initial: FormValue }) {
  const { t } = useTranslation();
  const state = useConfigForm(page, initial);
  const buttons =
    page.group === 'search'
      ? searchButtons(state.form as { searchAccess: 'CONFIGURABLE' | 'SAME_FOR_ALL' })
      : [page.submitLabel ?? 'Save'];
  return (
    <form
      noValidate
      aria-labelledby="config-title"
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void state.save();
      }}
    >
      {page.blocks.map((block, i) => (
        <BlockView key={i} block={block} state={state} />
      ))}
      {state.errors._ && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(state.errors._)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {buttons.map((label, i) =>
          i === 0 ? (
            <Button key={label} type="submit">
              {t(label)}
            </Button>
          ) : (
            <Button key={label} variant="secondary" onClick={() => void state.save({ saveOnly: true })}>
              {t(label)}
            </Button>
          ),
        )}
        <FormStatusIndicator status={state.status} />
        {page.actions?.includes('runBilling') && <RunBillingButton state={state} />}
      </div>
      {state.dialogs.dialogs}
    </form>
  );
}
