// The refusals every call may meet, read off one operation of the document: the status, when, and the envelope.
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../openapi.ts';

export function ErrorsTable({ responses }: { responses: Record<string, ApiResponse> }) {
  const { t } = useTranslation();
  const refusals = Object.entries(responses).filter(([status]) => status !== '200');
  const cell = 'border-t border-slate-200 px-2 py-2 align-top';
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('Refusals and their answers')}</caption>
      <thead>
        <tr className="text-slate-700">
          <th scope="col" className="px-2 py-1">
            {t('Status')}
          </th>
          <th scope="col" className="px-2 py-1">
            {t('When')}
          </th>
          <th scope="col" className="px-2 py-1">
            {t('Example answer')}
          </th>
        </tr>
      </thead>
      <tbody>
        {refusals.map(([status, r]) => (
          <tr key={status}>
            <th scope="row" className={`${cell} font-mono text-slate-900`}>
              {status}
            </th>
            <td className={`${cell} text-slate-800`}>{t(r.description)}</td>
            <td className={`${cell} break-all font-mono text-xs text-slate-800`}>
              {JSON.stringify(r.content?.['application/json']?.example ?? {})}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
