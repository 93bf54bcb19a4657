// /chainOfTitle (issue 32): the chain of title of one piece of land. Opened from a document's details pane with
// the land in the address bar, or here with the form. Each opening of a report carries a new requestId, which its
// downloads and retries reuse, so the report is charged once. A card payer without an open authorization is told
// to authorize first; nothing is shown until paid.
import type { ChainOfTitleResponse } from '@portal/shared/chain-of-title/chain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { ApiError } from '#src/lib/api.ts';
import { refreshUsageBalance } from '#src/lib/current-user.ts';
import { type ChainCall, downloadChain, getChain, useChainPrice } from './api.ts';
import { ChainForm } from './components/chain-form.tsx';
import { ChainReport } from './components/chain-report.tsx';
import { type LandFields, type LandKind, landOf, paramsOf } from './land-params.ts';

const newRequestId = () => crypto.randomUUID();

export function ChainPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const price = useChainPrice();
  const land = landOf(params);
  const [call, setCall] = useState<ChainCall | null>(() =>
    land ? { ...paramsOf(land.by, land.fields), requestId: newRequestId() } : null,
  );
  const [report, setReport] = useState<ChainOfTitleResponse | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!call) return;
    let live = true;
    setBusy(true);
    setMessage('');
    setErrors({});
    setReport(null);
    getChain(call)
      .then((answer) => {
        if (!live) return;
        if (answer.report) setReport(answer.report);
        else
          setMessage(
            t('Authorize a card payment first: start a priced search to open the card window, then come back.'),
          );
        if (answer.chargedCents > 0) void refreshUsageBalance().catch(() => {});
      })
      .catch((err: unknown) => {
        if (!live) return;
        setMessage(err instanceof ApiError ? t(err.message) : t('An unexpected error has occurred'));
        if (err instanceof ApiError) setErrors(err.errors);
      })
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [call, t]);

  const open = (by: LandKind, fields: LandFields) => {
    const next = paramsOf(by, fields);
    setParams(next);
    setCall({ ...next, requestId: newRequestId() });
  };
  const download = async (kind: 'pdf' | 'xlsx') => {
    if (!call) return;
    setBusy(true);
    try {
      await downloadChain(call, kind);
    } catch (err) {
      setMessage(err instanceof ApiError ? t(err.message) : t('An unexpected error has occurred'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="chain-title" className="max-w-6xl">
      <h1 id="chain-title" className="mb-1 text-2xl font-semibold text-slate-900">
        {t('Chain of title')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">
        {t(
          'Who owns a piece of land and what is still recorded against it, built from the index: every document recorded on the land, grouped, with each release linked to what it releases.',
        )}
      </p>
      <ChainForm initial={land} priceCents={price} errors={errors} onSubmit={open} />
      <div aria-live="polite" className="mt-3">
        {message && (
          <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">{message}</p>
        )}
      </div>
      {busy && <LoadingOverlay />}
      {report && <ChainReport report={report} onDownload={(k) => void download(k)} downloading={busy} />}
    </section>
  );
}
