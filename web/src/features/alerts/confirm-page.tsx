// /alerts/confirm/:token: the e-mailed confirmation link (issue 22). Confirming is a button's POST, never done on
// load, because mail scanners open links; then the manage page with its own token.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useSubmitGuard } from '#src/lib/form.ts';
import { AlertsLayout, Notice } from './alerts-layout.tsx';
import { confirmEmail } from './api.ts';

export function ConfirmPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { running, run } = useSubmitGuard();
  const [error, setError] = useState('');

  const confirm = () =>
    run(async () => {
      try {
        const { manageToken } = await confirmEmail(token);
        navigate(`/alerts/manage/${manageToken}`, { replace: true });
      } catch (err) {
        setError(err instanceof ApiError ? err.message : 'An unexpected error has occurred');
      }
    });

  return (
    <AlertsLayout title={t('Confirm your e-mail address')}>
      <p className="text-sm text-slate-800">
        {t('Confirm that this address may receive property fraud alerts. Then you can choose what to watch.')}
      </p>
      {error && (
        <div className="mt-4 space-y-2">
          <Notice kind="error">{t(error)}</Notice>
          <p className="text-sm">
            <Link to="/alerts" className="text-brand-700 underline hover:text-brand-800">
              {t('Sign up again')}
            </Link>
          </p>
        </div>
      )}
      <div className="mt-5 flex items-center justify-end gap-3">
        <span role="status" className="text-sm text-slate-600">
          {running ? t('Confirming…') : ''}
        </span>
        <Button onClick={() => void confirm()} disabled={running}>
          {t('Confirm my e-mail')}
        </Button>
      </div>
    </AlertsLayout>
  );
}
