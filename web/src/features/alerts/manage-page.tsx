// /alerts/manage/:token: the subscriber's page from the e-mailed manage link (issue 22): the address, the watches
// with Remove, Add a watch, and Unsubscribe (which deletes the address and every watch). Removing and
// unsubscribing are asked first.

import { alertMessages } from '@portal/shared/alerts/messages';
import type { Watch, WatchInput } from '@portal/shared/alerts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { ApiError } from '#src/lib/api.ts';
import { AddWatchForm } from './add-watch-form.tsx';
import { AlertsLayout, Notice } from './alerts-layout.tsx';
import { addWatch, removeWatch, unsubscribe, useSubscription } from './api.ts';
import { kindLabels, watchValue } from './watch-text.ts';
import { WatchesTable } from './watches-table.tsx';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : 'An unexpected error has occurred');

export function ManagePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { data, error, mutate } = useSubscription(token);
  const [removing, setRemoving] = useState<Watch | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [gone, setGone] = useState('');

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setNotice({ kind: 'error', text: messageOf(err) });
    } finally {
      setBusy(false);
      setRemoving(null);
      setLeaving(false);
    }
  };
  const remove = (w: Watch) =>
    act(async () => {
      await removeWatch(token, w.watchId);
      setNotice({ kind: 'ok', text: alertMessages.removed });
      await mutate();
    });
  const leave = () =>
    act(async () => {
      await unsubscribe(token);
      setGone(alertMessages.unsubscribed);
    });
  const add = async (watch: WatchInput) => {
    setNotice(null);
    await addWatch(token, watch);
    await mutate();
  };

  if (gone) {
    return (
      <AlertsLayout title={t('You are unsubscribed')}>
        <Notice kind="ok">{t(gone)}</Notice>
        <SignUpAgain />
      </AlertsLayout>
    );
  }
  if (error) {
    return (
      <AlertsLayout title={t('Your property fraud alerts')}>
        <Notice kind="error">{t(messageOf(error))}</Notice>
        <SignUpAgain />
      </AlertsLayout>
    );
  }
  if (!data) {
    return (
      <AlertsLayout title={t('Your property fraud alerts')}>
        <p className="text-sm text-slate-600">{t('Loading')}</p>
      </AlertsLayout>
    );
  }
  return (
    <AlertsLayout title={t('Your property fraud alerts')}>
      <p className="mb-5 break-all text-sm text-slate-800">
        {t('Alerts go to')} <strong>{data.email}</strong>
      </p>
      {notice && (
        <div className="mb-4">
          <Notice kind={notice.kind}>{t(notice.text)}</Notice>
        </div>
      )}
      <WatchesTable watches={data.watches} max={data.maxWatches} onRemove={setRemoving} />
      <div className="mt-6 border-t border-slate-200 pt-5">
        <AddWatchForm add={add} />
      </div>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <Button variant="danger" onClick={() => setLeaving(true)}>
          {t('Unsubscribe and delete my watches')}
        </Button>
      </div>
      {removing && (
        <ConfirmDialog
          title={t('Remove watch')}
          message={t('Stop watching {{what}}?', {
            what: `${t(kindLabels[removing.kind])} ${watchValue(removing)}`,
          })}
          busy={busy}
          onYes={() => void remove(removing)}
          onNo={() => setRemoving(null)}
        />
      )}
      {leaving && (
        <ConfirmDialog
          title={t('Unsubscribe')}
          message={t('Stop all alerts to {{email}} and delete its watches?', { email: data.email })}
          busy={busy}
          onYes={() => void leave()}
          onNo={() => setLeaving(false)}
        />
      )}
    </AlertsLayout>
  );
}

/** After an unsubscribe, or with a link that no longer works: the way to a new subscription. */
function SignUpAgain() {
  const { t } = useTranslation();
  return (
    <p className="mt-4 text-sm">
      <Link to="/alerts" className="text-brand-700 underline hover:text-brand-800">
        {t('Sign up again')}
      </Link>
    </p>
  );
}
