// POST home/transactionReport: the PDF opens in a new window (spec 1 section 7). The window is opened before the
// call, while the click still counts as the user's gesture, so pop-up blockers let it through.
import type { TransactionReportRequest } from '@portal/shared/home/transaction-report';
import { API_BASE, ApiError } from '#src/lib/api.ts';

export async function openTransactionReport(request: TransactionReportRequest): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const res = await fetch(`${API_BASE}/home/transactionReport`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'portal' },
      body: JSON.stringify(request),
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => undefined)) as { message?: string; errors?: Record<string, string> };
      throw new ApiError(
        res.status,
        body?.message ?? `An unexpected error has occurred (${res.status})`,
        body?.errors ?? {},
      );
    }
    const url = URL.createObjectURL(await res.blob());
    if (win) win.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    win?.close();
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, 'An unexpected error 101 has occurred.');
  }
}
