// /feed (issue 31): the county's index feed for a title plant or title software: each day's file of documents
// recorded or changed that day and the full snapshot, in the import format, gzipped. The page shows the account's
// plan and prices, the days built (newest first), the latest snapshot, and lets the user ask for a new snapshot.
// A download asks the server for a 5-minute link, charged the first time the account takes that file.

import { type FeedFile, type FeedLinkRequest, feedFileCents } from '@portal/shared/feed/schemas';
import { formatCents } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { ApiError } from '#src/lib/api.ts';
import { refreshUsageBalance } from '#src/lib/current-user.ts';
import { linkFeedFile, requestSnapshot, useFeedDays } from './api.ts';
import { FeedFilesTable, sizeText } from './components/feed-files-table.tsx';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'An unexpected error has occurred');

export function FeedPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useFeedDays();
  const [busy, setBusy] = useState('');
  const [notice, setNotice] = useState('');
  const [link, setLink] = useState<{ url: string; name: string } | null>(null);
  const plan = data?.plan ?? null;

  const price = (file: FeedFile, snapshot = false) =>
    plan ? formatCents(feedFileCents(plan, file, snapshot)) : t('Free (staff)');

  const download = async (ask: FeedLinkRequest, id: string) => {
    setBusy(id);
    setNotice('');
    try {
      const got = await linkFeedFile(ask);
      setLink({ url: got.downloadUrl, name: got.fileName });
      setNotice(
        got.chargedCents
          ? t('Charged {{amount}}. The download starts; the link works for 5 minutes.', {
              amount: formatCents(got.chargedCents),
            })
          : t('Nothing charged. The download starts; the link works for 5 minutes.'),
      );
      window.location.assign(got.downloadUrl);
      // the header's balance shows the charge (a refresh that fails leaves it as it was)
      if (got.chargedCents) await refreshUsageBalance().catch(() => null);
    } catch (err) {
      setNotice(t(errorText(err)));
    } finally {
      setBusy('');
    }
  };
  const askSnapshot = async () => {
    setBusy('snapshot-request');
    try {
      await requestSnapshot();
      await mutate();
      setNotice(t('A snapshot was asked for; it is ready within the hour.'));
    } catch (err) {
      setNotice(t(errorText(err)));
    } finally {
      setBusy('');
    }
  };

  return (
    <section aria-labelledby="feed-title" className="max-w-5xl">
      <h1 id="feed-title" className="mb-2 text-2xl font-semibold text-slate-900">
        {t('Index Feed')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">
        {t(
          "Each day's file holds the documents recorded or changed that day; the snapshot holds them all. Both are gzipped JSON Lines in the import format, so npm run import loads them into another portal.",
        )}{' '}
        <Link to="/developers" className="text-brand-700 underline hover:text-brand-800">
          {t('The API reference: every call, with examples and prices')}
        </Link>
      </p>
      {error && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {t(errorText(error))}
        </p>
      )}
      {data && (
        <>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('Your plan')}</h2>
          <p className="mb-6 text-sm text-slate-800">
            {!plan
              ? t('Staff take the feed free of charge.')
              : plan.plan === 'PER_DAY'
                ? t("Per day: {{day}} a day's file; the snapshot {{snapshot}}.", {
                    day: formatCents(plan.dayFileCents),
                    snapshot: formatCents(plan.snapshotCents),
                  })
                : t("Per document: {{document}} a document in a day's file; the snapshot {{snapshot}}.", {
                    document: formatCents(plan.documentCents),
                    snapshot: formatCents(plan.snapshotCents),
                  })}{' '}
            {plan && t('Each file is charged once: downloading it again is free.')}
          </p>
          <p aria-live="polite" className="mb-2 text-sm text-slate-800">
            {notice}{' '}
            {link && (
              <a href={link.url} className="text-brand-700 underline hover:text-brand-800">
                {t('Download {{name}}', { name: link.name })}
              </a>
            )}
          </p>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('Snapshot')}</h2>
          <div className="mb-6 flex flex-wrap items-center gap-3 text-sm text-slate-800">
            {data.snapshot ? (
              <>
                <span>
                  {t('Taken {{day}}: {{documents}} documents, {{size}}, {{price}}.', {
                    day: data.snapshot.day,
                    documents: data.snapshot.documents.toLocaleString(),
                    size: sizeText(data.snapshot.bytes),
                    price: price(data.snapshot, true),
                  })}
                </span>
                <Button
                  variant="secondary"
                  disabled={busy === 'snapshot'}
                  onClick={() => void download({ snapshot: true }, 'snapshot')}
                >
                  {t('Download the snapshot')}
                </Button>
              </>
            ) : (
              <span>{t('No snapshot has been taken yet.')}</span>
            )}
            {data.snapshotRequestedAt ? (
              <span>{t('A new snapshot was asked for; it is ready within the hour.')}</span>
            ) : (
              <Button variant="secondary" disabled={busy === 'snapshot-request'} onClick={() => void askSnapshot()}>
                {t('Ask for a new snapshot')}
              </Button>
            )}
          </div>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('Daily files')}</h2>
          <FeedFilesTable
            days={data.days}
            price={price}
            busy={busy}
            onDownload={(day) => void download({ day }, day)}
          />
        </>
      )}
    </section>
  );
}
