// GET home/all: the cards the county enables and what the caller's role may see. A failure is silent
// (spec 1 error catalogue): the page simply shows no cards.
import useSWR from 'swr';

export interface Paragraph {
  heading: string;
  paragraphContent: string;
}

export interface TotalsCell {
  count: number;
  amountCents: number;
}

export interface HomeContent {
  selections: {
    contactUs: boolean;
    disclaimer: boolean;
    latestNews: boolean;
    links: boolean;
    loginSlides: boolean;
    notableDates: boolean;
    transactions: boolean;
  };
  numberOfSlides: number;
  common: {
    countyName: string;
    appTitle: string;
    contactName: string;
    contactTitle: string;
    contactPhone: string;
    contactEmail: string;
    disclaimerUrl: string;
  };
  links: Paragraph[];
  latestNews: Paragraph[];
  notableDates: { headings: string[]; rows: Array<{ label: string; values: string[] }> };
  transactionTotals: { headings: string[]; rows: Array<{ label: string; values: TotalsCell[] }> };
  lockout: { lockoutInPlace: boolean; messageHeadline: string };
}

export function useHome() {
  const { data, isLoading } = useSWR<HomeContent>('home/all', { revalidateOnFocus: false });
  return { home: data, isLoading };
}
