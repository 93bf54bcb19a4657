// The county's e-file intake queue (issue 17; staff only, the server checks): the filings of a status and
// submission dates, the filed file opened in a new tab, Accept (the next e-file document number and today's
// recording date) or Reject with a reason (the card charge is refunded); the filer is mailed either way. A refund
// the card provider refused is shown as owed on the filing, with Retry refund.
import { efileMessages } from '@portal/shared/efile/messages';
import { type Filing, type FilingStatus, filingStatuses } from '@portal/shared/efile/types';
import { formatCents } from '@portal/shared/format/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { Button } from '#src/components/button.tsx';
import { FieldLabel, SelectField, TextField } from '#src/components/fields.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { Modal } from '#src/components/modal.tsx';
import { ScrollBox } from '#src/components/scroll-box.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import {
  acceptFiling,
  filedFileUrl,
  getQueue,
  type QueueFilters,
  queuePath,
  rejectFiling,
  retryRefund,
} from './api.ts';

type Decision = { kind: 'accept'; filing: Filing } | { kind: 'reject'; filing: Filing };

export default function EfileQueuePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<QueueFilters>({ status: 'SUBMITTED', fromDate: '', toDate: '' });
  const path = queuePath(filters);
  const { data, error, mutate } = useSWR(path, getQueue, { revalidateOnFocus: false });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [alert, setAlert] = useState<{ message: string; type: 'MESSAGE' | 'WARNING' } | null>(null);
  const reasonId = useId();
  const money = (cents: number) => formatCents(cents, currentLocale());
  const { busy, run } = useOneStep((err) => setAlert({ message: (err as Error).message, type: 'WARNING' }));

  const openFile = (filing: Filing) =>
    run(async () => {
      const { url } = await filedFileUrl(filing.filingId);
      window.open(url, '_blank', 'noopener');
    });

  const decide = (d: Decision) =>
    run(async () => {
      if (d.kind === 'reject' && !reason.trim()) {
        setReasonError(efileMessages.reasonRequired);
        return;
      }
      const answer =
        d.kind === 'accept' ? await acceptFiling(d.filing.filingId) : await rejectFiling(d.filing.filingId, reason);
      setDecision(null);
      setReason('');
      await mutate();
      setAlert({ message: answer.message ?? '', type: answer.content?.refundError ? 'WARNING' : 'MESSAGE' });
    });

  const retry = (filing: Filing) =>
    run(async () => {
      const answer = await retryRefund(filing.filingId);
      await mutate();
      setAlert({ message: answer.message ?? '', type: answer.content?.refundError ? 'WARNING' : 'MESSAGE' });
    });

  const statusLabel = (s: FilingStatus) =>
    ({ SUBMITTED: t('Submitted'), ACCEPTED: t('Accepted'), REJECTED: t('Rejected') })[s];

  return (
    <section className="p-4">
      <h1 className="mb-3 text-xl font-semibold text-slate-900">{t('E-file Queue')}</h1>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('Status')}
          value={filters.status}
          onChange={(v) => setFilters((f) => ({ ...f, status: v as FilingStatus | '' }))}
          options={[
            { value: '', label: t('All') },
            ...filingStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
        <TextField
          label={t('From Date')}
          type="date"
          value={filters.fromDate}
          onChange={(v) => setFilters((f) => ({ ...f, fromDate: v }))}
        />
        <TextField
          label={t('To Date')}
          type="date"
          value={filters.toDate}
          onChange={(v) => setFilters((f) => ({ ...f, toDate: v }))}
        />
      </div>
      {error ? (
        <p className="text-sm text-red-700">{error.message}</p>
      ) : !data ? (
        <p className="text-sm text-slate-600">{t('Loading')}</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('No filings.')}</p>
      ) : (
        <ScrollBox label={t('E-filings')}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('E-filings')}</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="p-2">
                  {t('Transaction')}
                </th>
                <th scope="col" className="p-2">
                  {t('Submitted')}
                </th>
                <th scope="col" className="p-2">
                  {t('Type')}
                </th>
                <th scope="col" className="p-2">
                  {t('Pages')}
                </th>
                <th scope="col" className="p-2">
                  {t('Total')}
                </th>
                <th scope="col" className="p-2">
                  {t('Filer')}
                </th>
                <th scope="col" className="p-2">
                  {t('Status')}
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">{t('Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((f) => (
                <tr key={f.filingId} className="border-b border-slate-100 align-top">
                  <td className="p-2 font-medium">{f.transactionNumber}</td>
                  <td className="p-2">{new Date(f.submittedAt).toLocaleString(currentLocale())}</td>
                  <td className="p-2">{f.efileType}</td>
                  <td className="p-2 tabular-nums">{f.numberOfPages}</td>
                  <td className="p-2 tabular-nums">{money(f.totalCharge)}</td>
                  <td className="p-2">
                    {f.name}
                    <br />
                    <span className="text-slate-600">{f.email}</span>
                  </td>
                  <td className="p-2">
                    {statusLabel(f.status)}
                    {f.documentNumber && <div className="text-slate-600">{f.documentNumber}</div>}
                    {f.rejectionReason && <div className="text-slate-600">{f.rejectionReason}</div>}
                    {f.refundError && (
                      <div className="mt-1 font-medium text-red-800">
                        {t('Refund owed: {{error}}', { error: f.refundError })}
                      </div>
                    )}
                  </td>
                  <td className="p-2">
                    <div className="flex flex-wrap gap-1">
                      <Button
                        variant="secondary"
                        onClick={() => void openFile(f)}
                        aria-label={t('Preview {{number}}', { number: f.transactionNumber })}
                      >
                        {t('Preview')}
                      </Button>
                      {f.status === 'SUBMITTED' && (
                        <>
                          <Button
                            onClick={() => setDecision({ kind: 'accept', filing: f })}
                            aria-label={t('Accept {{number}}', { number: f.transactionNumber })}
                          >
                            {t('Accept')}
                          </Button>
                          <Button
                            variant="danger"
                            onClick={() => {
                              setReason('');
                              setReasonError(undefined);
                              setDecision({ kind: 'reject', filing: f });
                            }}
                            aria-label={t('Reject {{number}}', { number: f.transactionNumber })}
                          >
                            {t('Reject')}
                          </Button>
                        </>
                      )}
                      {f.refundError && (
                        <Button
                          variant="secondary"
                          onClick={() => void retry(f)}
                          aria-label={t('Retry refund {{number}}', { number: f.transactionNumber })}
                        >
                          {t('Retry refund')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {decision && (
        <Modal
          size="sm"
          title={decision.kind === 'accept' ? t('Accept Filing') : t('Reject Filing')}
          onClose={() => setDecision(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDecision(null)}>
                {t('Cancel')}
              </Button>
              <Button
                variant={decision.kind === 'accept' ? 'primary' : 'danger'}
                disabled={busy}
                onClick={() => void decide(decision)}
              >
                {decision.kind === 'accept' ? t('Accept') : t('Reject')}
              </Button>
            </>
          }
        >
          <p className="mb-3 text-sm">
            {t('Transaction {{number}}: {{pages}} page(s), {{total}}, filed by {{name}}.', {
              number: decision.filing.transactionNumber,
              pages: decision.filing.numberOfPages,
              total: money(decision.filing.totalCharge),
              name: decision.filing.name,
            })}
          </p>
          {decision.kind === 'reject' && (
            <div>
              <FieldLabel id={reasonId} label={t('Reason')} required />
              <textarea
                id={reasonId}
                data-autofocus
                rows={3}
                maxLength={500}
                value={reason}
                aria-required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(undefined);
                }}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
              {reasonError && (
                <p id={`${reasonId}-error`} className="mt-1 text-xs font-medium text-red-700">
                  {t(reasonError)}
                </p>
              )}
              <p className="mt-2 text-xs text-slate-600">
                {t('The card charge is refunded and the filer is e-mailed.')}
              </p>
            </div>
          )}
        </Modal>
      )}
      {busy && <LoadingOverlay />}
      {alert && <AlertWindow type={alert.type} message={t(alert.message)} onClose={() => setAlert(null)} />}
    </section>
  );
}
