// GET home/all: the cards the county enables, each with only what the caller's role may see.
import type { Role } from '@portal/shared/auth/roles';
import type { HomeContent } from '@portal/shared/home/home-content';
import { getConfig } from '#src/platform/config.ts';
import { notableDatesTable } from './notable-dates.ts';
import { rolesWithTotals, transactionTotals } from './transaction-totals.ts';

export async function homeContent(
  county: string,
  user: { userId: string; accountId: string; role: Role },
): Promise<{ lockoutInPlace: boolean; content: HomeContent }> {
  const [stored, slides, common, lockout] = await Promise.all([
    getConfig(county, 'homeSelections'),
    getConfig(county, 'loginPageSlides'),
    getConfig(county, 'common'),
    getConfig(county, 'userLockout'),
  ]);
  const selections = {
    contactUs: stored.contactUs,
    disclaimer: stored.disclaimer && common.disclaimerUrl !== '',
    latestNews: stored.latestNews,
    latestNewsMore: stored.latestNews && stored.latestNewsMore,
    links: stored.links,
    linksMore: stored.links && stored.linksMore,
    loginSlides: stored.loginSlides,
    notableDates: stored.notableDates,
    transactions: stored.transactions && rolesWithTotals(user.role),
  };
  const [links, news, notable] = await Promise.all([
    selections.links ? getConfig(county, 'externalLinks') : undefined,
    selections.latestNews ? getConfig(county, 'latestNews') : undefined,
    selections.notableDates ? getConfig(county, 'notableDates') : undefined,
  ]);
  return {
    lockoutInPlace: lockout.lockoutInPlace,
    content: {
      selections,
      numberOfSlides: selections.loginSlides ? slides.numberOfSlides : 0,
      common: {
        countyName: common.countyName,
        appTitle: common.appTitle,
        contactName: selections.contactUs ? common.contactName : '',
        contactTitle: selections.contactUs ? common.contactTitle : '',
        contactPhone: selections.contactUs ? common.contactPhone : '',
        contactEmail: selections.contactUs ? common.contactEmail : '',
        disclaimerUrl: selections.disclaimer ? common.disclaimerUrl : '',
      },
      links: links?.paragraphs ?? [],
      latestNews: news?.paragraphs ?? [],
      notableDates: notable ? notableDatesTable(notable, common) : { headings: [], rows: [] },
      transactionTotals: selections.transactions
        ? await transactionTotals(county, user, common.timeZone)
        : { headings: [], rows: [] },
      lockout: {
        lockoutInPlace: lockout.lockoutInPlace,
        messageHeadline: lockout.lockoutInPlace ? lockout.messageHeadline : '',
      },
    },
  };
}
