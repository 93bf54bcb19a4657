// Open or released encumbrances: each mortgage or lien with its amount as last recorded, who holds it and who owes
// it, and (released) the documents that released it, each a link to its row below.
import type { ChainEntry, Encumbrance } from '@portal/shared/chain-of-title/chain';
import { useTranslation } from 'react-i18next';
import { amount, recorded, rowId } from './show.ts';

export function EncumbranceTable(props: {
  caption: string;
  list: Encumbrance[];
  released: boolean;
  byId: Map<string, ChainEntry>;
}) {
  const { t } = useTranslation();
  if (!props.list.length) return <p className="text-sm text-slate-700">{t('None.')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3">
              {t('Document')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Recorded')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Instrument')}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {t('Amount')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Held by')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {props.released ? t('Released by') : t('Owed by')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.list.map((x) => (
            <tr key={x.docId} className="border-b border-slate-100 align-top">
              <td className="py-1 pr-3">
                <a className="text-brand-700 underline" href={`#${rowId(x.docId)}`}>
                  {x.displayNumber}
                </a>
              </td>
              <td className="py-1 pr-3 whitespace-nowrap">{recorded(x.recordedDateTime)}</td>
              <td className="py-1 pr-3">{x.instrumentDescription}</td>
              <td className="py-1 pr-3 text-right">{amount(x.amountCents)}</td>
              <td className="py-1 pr-3">{x.holders.join('; ')}</td>
              <td className="py-1 pr-3">
                {props.released
                  ? x.releasedBy.map((id, i) => (
                      <span key={id}>
                        {i > 0 && ', '}
                        <a className="text-brand-700 underline" href={`#${rowId(id)}`}>
                          {props.byId.get(id)?.displayNumber ?? id}
                        </a>
                      </span>
                    ))
                  : x.debtors.join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
