// /developers (issue 31): the reference for programs that call with an API key, open without sign-in and read off
// GET /api/openapi.json (so it shows what the routes validate): how to send the key, the envelope and every
// refusal, the county's per-key limit, the caller's prices when signed in, and each call with its fields, a curl
// example and Try it with a pasted key. A React page rather than a third-party viewer: it is translated, passes
// axe and needs nothing beyond the strict Content-Security-Policy.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '#src/components/fields.tsx';
import { PublicLayout } from '#src/components/public-layout.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useApiDocument, useCallerPrices } from './api.ts';
import { ErrorsTable } from './components/errors-table.tsx';
import { OperationItem } from './components/operation-item.tsx';
import { PricesList } from './components/prices-list.tsx';
import { operationsOf } from './openapi.ts';

const panel = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const heading = 'text-lg font-semibold text-slate-900';
const link = 'text-brand-700 underline hover:text-brand-800';

export function DevelopersPage() {
  const { t } = useTranslation();
  const { data, error } = useApiDocument();
  const signedIn = useCurrentUser() !== null;
  const { data: prices } = useCallerPrices(signedIn);
  const [apiKey, setApiKey] = useState('');
  const operations = data ? operationsOf(data) : [];
  const tags = [...new Set(operations.flatMap((o) => o.op.tags))];
  const perMinute = data?.info['x-calls-per-minute'];

  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl space-y-6">
        <h1 className="text-2xl font-semibold text-slate-900">{t('API reference for programs')}</h1>
        <p className="text-sm text-slate-800">
          {t(
            'Title plants and title software call the portal with an API key: the same calls, prices and audit entries as the key’s user in the web app.',
          )}{' '}
          <Link to="/apiKeys" className={link}>
            {t('Make a key on the API Keys page.')}
          </Link>{' '}
          <a href="/api/openapi.json" className={link}>
            {t('The OpenAPI 3.1 document')}
          </a>
        </p>
        {error && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {t('An unexpected error has occurred')}
          </p>
        )}
        {!data && !error && <p className="text-sm text-slate-700">{t('Loading')}</p>}
        {data && (
          <>
            <section aria-labelledby="dev-auth" className={panel}>
              <h2 id="dev-auth" className={heading}>
                {t('Sending the key')}
              </h2>
              <p className="text-sm text-slate-800">
                {t(
                  'Send the key in the Authorization header as Bearer <key>, never in a URL: a call with a key in its URL is refused. No cookie or sign-in is needed, and a key works only at its own county’s portal.',
                )}
              </p>
            </section>
            <section aria-labelledby="dev-errors" className={panel}>
              <h2 id="dev-errors" className={heading}>
                {t('Answers and errors')}
              </h2>
              <p className="text-sm text-slate-800">
                {t(
                  'Every JSON answer is an envelope: status SUCCESS with content, or ERROR with a code, a message for a person and, on a 400, errors naming each field. The HTTP status is always true.',
                )}
              </p>
              {operations[0] && <ErrorsTable responses={operations[0].op.responses} />}
            </section>
            <section aria-labelledby="dev-limits" className={panel}>
              <h2 id="dev-limits" className={heading}>
                {t('Limits')}
              </h2>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {perMinute !== undefined && (
                  <li>
                    {t(
                      '{{n}} calls per key per minute. Over it, the answer is 429 with a Retry-After header: wait that many seconds.',
                      { n: perMinute },
                    )}
                  </li>
                )}
                <li>
                  {t('A search gathers at most 1,000 matches; page through them with pageNumber, at no new charge.')}
                </li>
              </ul>
            </section>
            <section aria-labelledby="dev-prices" className={panel}>
              <h2 id="dev-prices" className={heading}>
                {t('Prices')}
              </h2>
              <PricesList signedIn={signedIn} prices={prices} operations={operations} />
              <p className="text-sm text-slate-800">
                {t('An image order’s price is answered by computeDownloadOrder before you pay for it.')}
              </p>
            </section>
            <section aria-labelledby="dev-calls" className={panel}>
              <h2 id="dev-calls" className={heading}>
                {t('Calls')}
              </h2>
              <TextField
                label={t('Your API key, for Try it')}
                hint={t('Kept in this page only, and sent only with the calls you try.')}
                type="password"
                autoComplete="off"
                value={apiKey}
                onChange={setApiKey}
                className="max-w-xl"
              />
              {tags.map((tag) => (
                <section key={tag} aria-label={t(tag)} className="space-y-2">
                  <h3 className="pt-2 text-base font-semibold text-slate-900">{t(tag)}</h3>
                  {operations
                    .filter((o) => o.op.tags.includes(tag))
                    .map((o) => (
                      <OperationItem
                        key={`${o.method} ${o.path}`}
                        op={o}
                        apiKey={apiKey}
                        signedIn={signedIn}
                        prices={prices}
                      />
                    ))}
                </section>
              ))}
            </section>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
