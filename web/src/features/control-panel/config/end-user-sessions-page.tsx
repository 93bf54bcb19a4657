// Lockout Step 2 (spec 3 section 2.5): End User Sessions, asked first; every non-staff user is signed out at once
// and the server's message is shown.
import { configMessages as m } from '@portal/shared/config/messages';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { FormStatusIndicator, useFormStatus } from '#src/components/form-status.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { errorText } from '#src/lib/error-text.ts';
import { endUserSessions } from './api/end-user-sessions.ts';

export function EndUserSessionsPage() {
  const { t } = useTranslation();
  const { status, submit } = useFormStatus();
  const { alert, confirm, dialogs } = useDialogs();
  const run = () =>
    submit(async () => {
      if (!(await confirm(t(m.endSessionsConfirm)))) return false;
      try {
        await alert(t(await endUserSessions()));
        return true;
      } catch (err) {
        await alert(t(errorText(err)), 'WARNING');
        return false;
      }
    });
  return (
    <section aria-labelledby="config-title" className="max-w-2xl">
      <h1 id="config-title" className="mb-4 text-2xl font-semibold text-slate-900">
        {t('Lockout Step 2')}
      </h1>
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm text-slate-700">
          {t('Signs out every user of the county except county and vendor staff.')}
        </p>
        <div className="flex items-center gap-2">
          <Button variant="danger" onClick={() => void run()}>
            {t('End User Sessions')}
          </Button>
          <FormStatusIndicator status={status} />
        </div>
      </div>
      {dialogs}
    </section>
  );
}
