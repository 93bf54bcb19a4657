// report/* (spec 3 section 7.2): posts the criteria and saves the file the call answers under its name
// (StatementReport.pdf ...). A file too large for an API response comes back as a short-lived link, which is
// followed the same way. An ERROR answer throws ApiError with the server's message and field errors; the reports'
// shared handler (spec 3 section 8) says 'An unexpected error 101 has occurred.' when no answer came and 'An
// unexpected error 102 has occurred.' for any other failure without a message (spec 1 section 8, generic helper).
import type { ReportCall, ReportLink } from '@portal/shared/reports/criteria';
import { reportCalls } from '@portal/shared/reports/criteria';
import { API_BASE, ApiError } from '#src/lib/api.ts';

function save(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

export async function downloadReport(call: ReportCall, criteria: Record<string, string>): Promise<string> {
  const fallback = reportCalls[call].file;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/report/${call}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'portal' },
      body: JSON.stringify(criteria),
    });
  } catch {
    throw new ApiError(0, 'An unexpected error 101 has occurred.');
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('json')) {
    const body = (await res.json().catch(() => undefined)) as
      | { status?: string; message?: string; errors?: Record<string, string>; content?: ReportLink }
      | undefined;
    if (res.ok && body?.content?.downloadUrl) {
      save(body.content.downloadUrl, body.content.fileName || fallback);
      return body.content.fileName || fallback;
    }
    throw new ApiError(res.status, body?.message ?? 'An unexpected error 102 has occurred.', body?.errors ?? {});
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
  const url = URL.createObjectURL(await res.blob());
  save(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
