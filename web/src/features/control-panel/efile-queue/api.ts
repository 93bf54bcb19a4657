// The county's e-file intake queue calls (efile/queue*), typed by the server's shapes from shared/efile.
import type { Filing, FilingStatus } from '@portal/shared/efile/types';
import { apiGet, apiPost, callApi } from '#src/lib/api.ts';

export interface QueueFilters {
  status: FilingStatus | '';
  fromDate: string;
  toDate: string;
}

export function queuePath(f: QueueFilters): string {
  const q = new URLSearchParams();
  if (f.status) q.set('status', f.status);
  if (f.fromDate) q.set('fromDate', f.fromDate);
  if (f.toDate) q.set('toDate', f.toDate);
  const text = q.toString();
  return text ? `efile/queue?${text}` : 'efile/queue';
}

export const getQueue = (path: string) => apiGet<Filing[]>(path);
export const filedFileUrl = (filingId: string) => apiPost<{ url: string }>('efile/queue/file', { filingId });
export const acceptFiling = (filingId: string) => callApi<Filing>('POST', 'efile/queue/accept', { filingId });
export const rejectFiling = (filingId: string, reason: string) =>
  callApi<Filing>('POST', 'efile/queue/reject', { filingId, reason });
export const retryRefund = (filingId: string) => callApi<Filing>('POST', 'efile/queue/retryRefund', { filingId });
