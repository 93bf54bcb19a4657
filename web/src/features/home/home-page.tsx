// The home page (spec 1 Home page): the cards the county enables, each only when home/all says so.
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHome } from './api/get-home.ts';
import { ContactCard } from './components/contact-card.tsx';
import { DisclaimerCard } from './components/disclaimer-card.tsx';
import { IncidentBanner } from './components/incident-banner.tsx';
import { LatestNewsCard } from './components/latest-news-card.tsx';
import { LinksCard } from './components/links-card.tsx';
import { NotableDatesCard } from './components/notable-dates-card.tsx';
import { SlidesCard } from './components/slides-card.tsx';
import { TransactionsCard } from './components/transactions-card.tsx';

export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { home, isLoading } = useHome();
  const s = home?.selections;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('Home')}</h1>
      <IncidentBanner />
      {isLoading && <p className="text-sm text-slate-600">{t('Loading')}</p>}
      {home && s && (
        <div className="grid grid-cols-1 gap-4 *:min-w-0 md:grid-cols-2">
          {s.loginSlides && <SlidesCard count={home.numberOfSlides} />}
          {s.transactions && user && <TransactionsCard totals={home.transactionTotals} role={user.role} />}
          {s.latestNews && <LatestNewsCard news={home.latestNews} more={s.latestNewsMore} />}
          {s.notableDates && <NotableDatesCard table={home.notableDates} />}
          {s.links && <LinksCard links={home.links} more={s.linksMore} />}
          {s.contactUs && <ContactCard common={home.common} />}
          {s.disclaimer && home.common.disclaimerUrl && <DisclaimerCard url={home.common.disclaimerUrl} />}
        </div>
      )}
    </div>
  );
}
