// The fields of a request body or path, one table per variant of a union, read off the document's schema.
import { useTranslation } from 'react-i18next';
import type { FieldRow } from '../openapi.ts';

export function FieldsTable({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  const { t } = useTranslation();
  const cell = 'border-t border-slate-200 px-2 py-1 align-top';
  return (
    <table className="w-full text-left text-xs">
      <caption className="mb-1 text-left text-sm font-medium text-slate-800">{caption}</caption>
      <thead>
        <tr className="text-slate-700">
          <th scope="col" className="px-2 py-1">
            {t('Field')}
          </th>
          <th scope="col" className="px-2 py-1">
            {t('Type')}
          </th>
          <th scope="col" className="px-2 py-1">
            {t('Rules')}
          </th>
          <th scope="col" className="px-2 py-1">
            {t('Default')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row" className={`${cell} font-mono font-medium text-slate-900`}>
              {r.name}
              {r.required && <span className="ml-1 font-sans text-red-800">({t('required')})</span>}
            </th>
            <td className={`${cell} font-mono text-slate-800`}>{r.type}</td>
            <td className={`${cell} break-all text-slate-800`}>
              {[...r.rules, ...(r.description ? [r.description] : [])].join('; ')}
            </td>
            <td className={`${cell} font-mono text-slate-800`}>{r.defaultValue ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
