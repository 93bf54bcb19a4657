// Every document of the chain by group (conveyances, mortgages, liens, plats and easements, other) in recorded
// order. A reference to a document of the chain links to its row; one on file but not on this land says so; one
// that points to nothing on file is marked 'not on file'.
import type { ChainEntry, ChainOfTitle, ChainReference } from '@portal/shared/chain-of-title/chain';
import type { ChainGroup } from '@portal/shared/chain-of-title/roles';
import { useTranslation } from 'react-i18next';
import { amount, recorded, rowId } from './show.ts';

function Reference({ r, byId }: { r: ChainReference; byId: Map<string, ChainEntry> }) {
  const { t } = useTranslation();
  if (r.status === 'inChain') {
    return (
      <a className="text-brand-700 underline" href={`#${rowId(r.docId)}`}>
        {byId.get(r.docId)?.displayNumber ?? r.docId}
      </a>
    );
  }
  if (r.status === 'onFileElsewhere') {
    return (
      <span>
        {r.docId} <span className="text-slate-700">({t('on file, not on this land')})</span>
      </span>
    );
  }
  return (
    <span>
      {r.docId}{' '}
      <span className="rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">{t('not on file')}</span>
    </span>
  );
}

export function ChainGroups({ chain, byId }: { chain: ChainOfTitle; byId: Map<string, ChainEntry> }) {
  const { t } = useTranslation();
  const titles: Record<ChainGroup, string> = {
    conveyances: t('Conveyances'),
    mortgages: t('Mortgages'),
    liens: t('Liens'),
    platsAndEasements: t('Plats and easements'),
    other: t('Other'),
  };
  return (
    <>
      {chain.groups.map((g) => (
        <section key={g.group} aria-labelledby={`chain-group-${g.group}`} className="mt-5">
          <h3 id={`chain-group-${g.group}`} className="mb-1 text-base font-semibold text-slate-900">
            {titles[g.group]} ({g.docIds.length})
          </h3>
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  {[
                    t('Document'),
                    t('Recorded'),
                    t('Instrument'),
                    t('Grantors'),
                    t('Grantees'),
                    t('Amount'),
                    t('References'),
                  ].map((h) => (
                    <th key={h} scope="col" className="py-1 pr-3">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {g.docIds.map((id) => {
                  const d = byId.get(id);
                  if (!d) return null;
                  return (
                    <tr key={id} id={rowId(id)} tabIndex={-1} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-1 pr-3 font-medium">
                        {d.displayNumber}
                      </th>
                      <td className="py-1 pr-3 whitespace-nowrap">{recorded(d.recordedDateTime)}</td>
                      <td className="py-1 pr-3">{d.instrumentDescription}</td>
                      <td className="py-1 pr-3">{d.grantors.join('; ')}</td>
                      <td className="py-1 pr-3">{d.grantees.join('; ')}</td>
                      <td className="py-1 pr-3 text-right">{amount(d.mortgageAmountCents ?? d.salePriceCents)}</td>
                      <td className="py-1 pr-3">
                        {d.references.map((r, i) => (
                          <span key={r.docId}>
                            {i > 0 && ', '}
                            <Reference r={r} byId={byId} />
                          </span>
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
