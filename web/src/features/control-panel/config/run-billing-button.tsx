// Schedule's Run Billing (spec 3 section 7.5): posts the billing form; the answer's schedule fields (the phases'
// last runs) replace the form's and its message is shown. A refusal (or a server without the call yet) is shown as
// a warning.
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { FormStatusIndicator, useFormStatus } from '#src/components/form-status.tsx';
import { runBilling } from './api/run-billing.ts';
import type { ConfigFormState } from './use-config-form.ts';

export function RunBillingButton({ state }: { state: ConfigFormState }) {
  const { t } = useTranslation();
  const { status, submit } = useFormStatus();
  const run = () =>
    submit(async () => {
      try {
        const { content, message } = await runBilling(state.form);
        state.loaded(content);
        if (message) await state.dialogs.alert(t(message));
        return true;
      } catch (err) {
        await state.failed(err);
        return false;
      }
    });
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" onClick={() => void run()}>
        {t('Run Billing')}
      </Button>
      <FormStatusIndicator status={status} />
    </span>
  );
}
