// Complete Registration from the e-mailed link: 'Registration Incomplete' until auth/completeRegistration
// succeeds, then the welcome lines and Continue to /login. On failure the server message replaces the
// completion line. A ticket works once, so the call is made once per ticket even if the screen mounts twice.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { AuthCard, PublicLayout } from '#src/components/public-layout.tsx';
import { ApiError, apiPost } from '#src/lib/api.ts';

interface Completion {
  fullName: string;
  username: string;
}

const calls = new Map<string, Promise<Completion>>();
const complete = (ticket: string) => {
  let call = calls.get(ticket);
  if (!call) {
    call = apiPost<Completion>('auth/completeRegistration', { ticket }, { quietAuth: true });
    calls.set(ticket, call);
  }
  return call;
};

export function CompleteRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ticket = '' } = useParams();
  const [done, setDone] = useState<Completion | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let live = true;
    complete(ticket)
      .then((c) => live && setDone(c))
      .catch((err) => live && setFailure(err instanceof ApiError ? err.message : 'An unexpected error has occurred'));
    return () => {
      live = false;
    };
  }, [ticket]);

  return (
    <PublicLayout>
      <AuthCard title={done ? t('Registration Complete') : t('Registration Incomplete')}>
        <div className="space-y-2 text-slate-800" aria-live="polite">
          {done && (
            <>
              <p className="font-medium">{t('Welcome, {{name}}', { name: done.fullName })}</p>
              <p>{t('Username: {{name}}', { name: done.username })}</p>
            </>
          )}
          {failure ? (
            <p role="alert" className="text-red-700">
              {t(failure)}
            </p>
          ) : (
            <p>{done ? t('You may continue to log in.') : t('Completing your registration...')}</p>
          )}
        </div>
        <div className="mt-6 flex justify-end">
          <Button onClick={() => navigate('/login')}>{t('Continue')}</Button>
        </div>
      </AuthCard>
    </PublicLayout>
  );
}
