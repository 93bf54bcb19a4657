// GET home/all's content (spec 1 'Home page'): the cards the county enables, each with what the caller's role may
// see. The server builds it (functions/src/areas/home) and the SPA shows it (web/src/features/home) from this one
// type, so a change on one side that the other does not follow fails the type-check.

export interface Paragraph {
  heading: string;
  paragraphContent: string;
}

export interface HomeSelections {
  contactUs: boolean;
  disclaimer: boolean;
  latestNews: boolean;
  /** the news card's More: every item in full in a window */
  latestNewsMore: boolean;
  links: boolean;
  /** the links card's More: every link with its address in a window */
  linksMore: boolean;
  loginSlides: boolean;
  notableDates: boolean;
  transactions: boolean;
}

/** The Notable Dates card: headings, then one row of YYYY-MM-DD dates ('' when not shown) per label. */
export interface NotableDates {
  headings: string[];
  rows: Array<{ label: string; values: string[] }>;
}

export interface TotalsCell {
  count: number;
  amountCents: number;
}

/** The Transactions card: Today, This Month, Year to Date, per row (My Transactions, Account Transactions). */
export interface TransactionTotals {
  headings: string[];
  rows: Array<{ label: string; values: TotalsCell[] }>;
}

export interface HomeContent {
  selections: HomeSelections;
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
  notableDates: NotableDates;
  transactionTotals: TransactionTotals;
  lockout: { lockoutInPlace: boolean; messageHeadline: string };
}
