// One area's state: a word and a shape, not colour alone (WCAG 1.4.1), with the time it was checked.

import { formatDateTime } from '@portal/shared/format/dates';
import type { AreaCheck, AreaState } from '@portal/shared/status/schemas';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '#src/i18n/index.ts';

const look: Record<AreaState, { mark: string; className: string; label: string }> = {
  OPERATIONAL: { mark: '●', className: 'text-green-800', label: 'Operational' },
  DEGRADED: { mark: '▲', className: 'text-amber-800', label: 'Degraded' },
  DOWN: { mark: '■', className: 'text-red-800', label: 'Down' },
};

const areaNames = { search: 'Search', images: 'Images', payments: 'Payments', efile: 'E-File' } as const;

export function AreaStateRow({ check }: { check: AreaCheck }) {
  const { t } = useTranslation();
  const l = look[check.state];
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
        {t(areaNames[check.area])}
      </th>
      <td className={`py-2 pr-4 font-medium ${l.className}`}>
        <span aria-hidden>{l.mark} </span>
        {t(l.label)}
      </td>
      <td className="py-2 text-slate-700">
        <time dateTime={check.checkedAt}>{formatDateTime(check.checkedAt, currentLocale())}</time>
      </td>
    </tr>
  );
}
