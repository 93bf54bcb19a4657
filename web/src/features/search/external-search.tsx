// Deep links (spec 2 'Routes'): /externalsearch/parcelid/{id} runs a parcel search over 01/01/1900 to today and
// /externalsearch/documentnumber/{id} a document number search with document type All; records go to the results,
// none to the form with 'No Records Found.'. A search that cannot run says so here.
import { DEFAULT_FROM_DATE, todayIn, toUsDate } from '@portal/shared/search/dates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSearchSession } from './search-session.tsx';

export function ExternalSearchRun({ link }: { link: 'parcelid' | 'documentnumber' }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { runLinkSearch } = useSearchSession();
  const started = useRef('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current === `${link}/${id}`) return;
    started.current = `${link}/${id}`;
    const search =
      link === 'parcelid'
        ? runLinkSearch('searchByParcelId', {
            parcelId: id,
            documentType: 'All',
            fromRecordedDate: DEFAULT_FROM_DATE,
            toRecordedDate: toUsDate(todayIn()),
          })
        : runLinkSearch('searchByDocumentNumber', {
            documentType: 'All',
            fromDocumentNumber: id,
            toDocumentNumber: '',
          });
    void search.then((outcome) => setFailed(outcome.kind === 'failed'));
  }, [link, id, runLinkSearch]);

  if (failed) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
        {t('The search for {{id}} could not be run.', { id })}{' '}
        <Link to="/search" className="text-brand-700 underline">
          {t('Go to the searches')}
        </Link>
      </p>
    );
  }
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
      {t('Searching for {{id}}', { id })}
    </p>
  );
}
