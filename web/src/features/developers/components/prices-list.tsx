// What the signed-in caller pays per call, from the county's fee configuration through the caller's price list
// (the same list the search forms show); a visitor is asked to sign in.
import { formatCents } from '@portal/shared/format/money';
import type { ItemPrice } from '@portal/shared/search/details';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLocale } from '#src/i18n/index.ts';
import { priceItemLabel } from '#src/lib/price-item-label.ts';
import type { Operation } from '../openapi.ts';

interface Props {
  signedIn: boolean;
  prices: ItemPrice[] | undefined;
  operations: Operation[];
}

export function PricesList({ signedIn, prices, operations }: Props) {
  const { t } = useTranslation();
  if (!signedIn)
    return (
      <p className="text-sm text-slate-800">
        {t('A key’s calls are charged what its user’s calls are charged.')}{' '}
        <Link to="/login" className="text-brand-700 underline hover:text-brand-800">
          {t('Sign in to see your prices.')}
        </Link>
      </p>
    );
  if (!prices) return <p className="text-sm text-slate-700">{t('Loading')}</p>;
  if (prices.length === 0) return <p className="text-sm text-slate-800">{t('No call is charged to you.')}</p>;
  // a search's own name first: one route can serve two searches priced apart (the tract book's ID and legal)
  const label = (item: string) =>
    priceItemLabel(t, item) ?? t(operations.find((o) => o.op['x-price-item'] === item)?.op.summary ?? item);
  return (
    <ul className="divide-y divide-slate-200 text-sm">
      {prices.map((p) => (
        <li key={p.item} className="flex justify-between gap-4 py-1">
          <span className="text-slate-800">{label(p.item)}</span>
          <span className="font-medium text-slate-900">{formatCents(p.cents, currentLocale())}</span>
        </li>
      ))}
    </ul>
  );
}
