// One call of the reference, folded until opened: its method and path, what it does, the key scope it needs and
// what it costs, its fields, a curl example and Try it.
import { formatCents } from '@portal/shared/format/money';
import type { ItemPrice } from '@portal/shared/search/details';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '#src/i18n/index.ts';
import { fieldTables, type Operation } from '../openapi.ts';
import { CurlExample } from './curl-example.tsx';
import { FieldsTable } from './fields-table.tsx';
import { TryIt } from './try-it.tsx';

interface Props {
  op: Operation;
  apiKey: string;
  signedIn: boolean;
  /** the caller's prices, once read */
  prices: ItemPrice[] | undefined;
}

/** What the call costs the reader: a sign-in prompt for a visitor, nothing while the prices load. */
function usePriceText({ op, signedIn, prices }: Omit<Props, 'apiKey'>): string {
  const { t } = useTranslation();
  const item = op.op['x-price-item'];
  if (!item) return t('Not charged by the call.');
  if (item === 'imageOrder') return t('Priced per order: computeDownloadOrder answers the price before you pay.');
  if (item === 'feedPlan') return t('Charged once per file, as the account’s feed plan says (feed/days answers it).');
  if (!signedIn) return t('Charged per call: sign in to see your price.');
  if (!prices) return '';
  const price = prices.find((p) => p.item === item);
  return price
    ? t('Your price per call: {{price}}', { price: formatCents(price.cents, currentLocale()) })
    : t('Not charged to you.');
}

export function OperationItem({ op, apiKey, signedIn, prices }: Props) {
  const { t } = useTranslation();
  const priceText = usePriceText({ op, signedIn, prices });
  const body = op.op.requestBody?.content['application/json'].schema;
  const tables = body ? fieldTables(body) : [];
  const params = op.op.parameters ?? [];
  return (
    <details className="rounded-md border border-slate-300 bg-white">
      <summary className="cursor-pointer px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600">
        <h4 className="inline text-sm">
          <span className="mr-2 rounded bg-brand-800 px-1.5 py-0.5 font-mono text-xs font-semibold text-white">
            {op.method.toUpperCase()}
          </span>
          <code className="break-all font-mono text-slate-900">{op.path}</code>
          <span className="ml-2 text-slate-700">{t(op.op.summary)}</span>
        </h4>
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-slate-800">{t('Key scope')}</dt>
          <dd className="font-mono text-slate-900">{op.op['x-scope'] === 'any' ? t('any key') : op.op['x-scope']}</dd>
          <dt className="font-medium text-slate-800">{t('Price')}</dt>
          <dd className="text-slate-900">{priceText}</dd>
        </dl>
        {params.length > 0 && (
          <FieldsTable
            caption={t('Path parameters')}
            rows={params.map((p) => ({
              name: p.name,
              type: String(p.schema.type ?? 'string'),
              required: true,
              rules: [],
            }))}
          />
        )}
        {tables.map((rows, i) => (
          <FieldsTable
            key={rows.map((r) => r.name).join()}
            caption={
              tables.length > 1
                ? t('Request body, variant {{n}} of {{total}}', { n: i + 1, total: tables.length })
                : t('Request body')
            }
            rows={rows}
          />
        ))}
        <CurlExample op={op} />
        <TryIt op={op} apiKey={apiKey} />
      </div>
    </details>
  );
}
