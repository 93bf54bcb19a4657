// The confirm window's fee table: beginning balance, purchase message, the charges (one item, or an itemised
// list with a total), the ending balance (bold and underlined when the balance is not enough) and the messages.
import type { FeeSchedule } from '@portal/shared/imaging/types';
import { useTranslation } from 'react-i18next';

export function FeeTable({ fees }: { fees: FeeSchedule }) {
  const { t } = useTranslation();
  const row = (label: string, value: string, className = '') => (
    <tr className={className}>
      <th scope="row" className="py-1 pr-6 text-left font-normal">
        {t(label)}
      </th>
      <td className="py-1 text-right tabular-nums">{value}</td>
    </tr>
  );
  const multi = fees.multipleItemPurchase;
  return (
    <div className="space-y-3">
      <table className="w-full text-sm" aria-label={t('Fees')}>
        <tbody>
          {row(fees.beginningBalance.description, fees.beginningBalance.value, 'border-b border-slate-200')}
          <tr>
            <td colSpan={2} className="py-2 text-slate-700">
              {fees.purchaseMessage}
            </td>
          </tr>
          {fees.singleItemPurchase && row(fees.singleItemPurchase.item.description, fees.singleItemPurchase.item.value)}
          {multi && (
            <>
              <tr>
                <th scope="rowgroup" colSpan={2} className="pt-1 text-left font-medium">
                  {t(multi.itemHeaderDescription)}
                </th>
              </tr>
              {multi.items.map((item, i) => (
                <tr key={i}>
                  <th scope="row" className="py-0.5 pl-4 pr-6 text-left font-normal">
                    {item.description}
                  </th>
                  <td className="py-0.5 text-right tabular-nums">{item.value}</td>
                </tr>
              ))}
              {row(multi.total.description, multi.total.value, 'border-t border-slate-200 font-medium')}
            </>
          )}
          <tr className="border-t-2 border-slate-300">
            <th scope="row" className="py-1 pr-6 text-left font-semibold">
              {t(fees.endingBalance.description)}
            </th>
            <td
              className={`py-1 text-right tabular-nums ${fees.insufficientBalance ? 'font-bold text-red-700 underline' : 'font-semibold'}`}
              data-insufficient={fees.insufficientBalance || undefined}
            >
              {fees.endingBalance.value}
            </td>
          </tr>
        </tbody>
      </table>
      {fees.alreadyPurchasedMessage && <p className="text-sm text-slate-700">{fees.alreadyPurchasedMessage}</p>}
      {fees.insufficientBalanceMessage && (
        <p className="text-sm font-medium text-red-700">{t(fees.insufficientBalanceMessage)}</p>
      )}
      {fees.noPurchasingOptionsAvailableMessage && (
        <p className="text-sm text-slate-700">{t(fees.noPurchasingOptionsAvailableMessage)}</p>
      )}
    </div>
  );
}
