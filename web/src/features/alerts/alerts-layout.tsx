// The frame of the fraud alert pages: the open screens' public layout, the page in a wide card, a way back to the
// login page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard, PublicLayout } from '#src/components/public-layout.tsx';

export function AlertsLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <AuthCard title={title} wide>
        {children}
      </AuthCard>
      <p className="mx-auto mt-4 w-full max-w-3xl text-sm">
        <Link to="/login" className="text-brand-700 underline hover:text-brand-800">
          {t('Back to sign in')}
        </Link>
      </p>
    </PublicLayout>
  );
}

/** A message box: role alert for an error, status for news. */
export function Notice({ kind, children }: { kind: 'error' | 'ok'; children: ReactNode }) {
  const look =
    kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900';
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border p-3 text-sm ${look}`}>
      {children}
    </p>
  );
}
