import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '#src/lib/api.ts';
import { type CurrentUser, setCurrentUser } from '#src/lib/current-user.ts';
import '#src/i18n/index.ts';
import type { HomeContent } from '@portal/shared/home/home-content';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { HomePage } from '../home-page.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), fetcher: (k: string) => apiGet(k), shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

const allOn = {
  contactUs: true,
  disclaimer: true,
  latestNews: true,
  latestNewsMore: true,
  links: true,
  linksMore: true,
  loginSlides: true,
  notableDates: true,
  transactions: true,
};

const links = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ heading: `L${i}`, paragraphContent: `https://x/${i}` }));

function homeContent(over: Partial<HomeContent> = {}): HomeContent {
  return {
    selections: allOn,
    numberOfSlides: 2,
    common: {
      countyName: 'Lakewood County',
      appTitle: 'Land Record Portal',
      contactName: 'Dana Lindqvist',
      contactTitle: 'County Recorder',
      contactPhone: '(218) 555-0142',
      contactEmail: 'recorder@lakewood.example',
      disclaimerUrl: 'https://lakewood.example/disclaimer.pdf',
    },
    links: [{ heading: 'Statutes', paragraphContent: 'https://law.example/' }],
    latestNews: [{ heading: 'Images back to 1952', paragraphContent: 'Abstract images are online.' }],
    notableDates: { headings: ['', 'Abstract'], rows: [{ label: 'Posted', values: ['2026-11-20'] }] },
    transactionTotals: {
      headings: ['Today', 'This Month', 'Year to Date'],
      rows: [
        {
          label: 'My Transactions',
          values: [
            { count: 1, amountCents: 500 },
            { count: 2, amountCents: 750 },
            { count: 1234, amountCents: 123450 },
          ],
        },
      ],
    },
    lockout: { lockoutInPlace: false, messageHeadline: '' },
    ...over,
  };
}

function signIn(role: CurrentUser['role']) {
  setCurrentUser({ userId: 'u1', username: 'title.examiner', role, language: 'ENGLISH' } as CurrentUser);
}

async function showHome(content: HomeContent, role: CurrentUser['role'] = 'USER') {
  signIn(role);
  const api = fakeApi({ 'GET home/all': () => success(content) });
  render(<HomePage />, { wrapper });
  await screen.findByRole('heading', { name: 'Home' });
  return api;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home page cards', () => {
  it('shows every card the county enables, with dates and money in the reader format', async () => {
    await showHome(homeContent());
    for (const name of [
      'Slides',
      'Transactions',
      'Latest News',
      'Notable Dates',
      'Links',
      'Contact Us',
      'Disclaimer',
    ]) {
      expect(await screen.findByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByText('11/20/2026')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('Transactions: 1,234')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'recorder@lakewood.example' }).getAttribute('href')).toBe(
      'mailto:recorder@lakewood.example',
    );
    expect(screen.getByRole('link', { name: '(218) 555-0142' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the disclaimer (PDF)' }).getAttribute('href')).toBe(
      'https://lakewood.example/disclaimer.pdf',
    );
    expect(screen.getAllByRole('button', { name: /Enlarge slide/ })).toHaveLength(2);
  });

  it('leaves out the cards the county turns off', async () => {
    await showHome(
      homeContent({
        selections: { ...allOn, loginSlides: false, links: false, transactions: false, disclaimer: false },
      }),
    );
    await screen.findByRole('heading', { name: 'Latest News' });
    for (const name of ['Slides', 'Links', 'Transactions', 'Disclaimer']) {
      expect(screen.queryByRole('heading', { name })).toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeTruthy();
  });

  it('lays links out in two columns only above 8', async () => {
    await showHome(homeContent({ links: links(8) }));
    const eight = await screen.findByRole('link', { name: 'L0' });
    expect(eight.closest('ul')?.dataset.columns).toBe('1');
    cleanup();
    await showHome(homeContent({ links: links(9) }));
    expect((await screen.findByRole('link', { name: 'L0' })).closest('ul')?.dataset.columns).toBe('2');
  });

  it('enlarges a slide and expands the latest news in a window', async () => {
    const user = userEvent.setup();
    await showHome(homeContent());
    await user.click(await screen.findByRole('button', { name: 'Enlarge slide 2' }));
    const slide = screen.getByRole('dialog', { name: 'Slide 2 of 2' });
    expect(within(slide).getByRole('img').getAttribute('src')).toBe('/api/auth/loginPageSlide/2');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Expand latest news' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Latest News' })).getByText('Abstract images are online.'),
    ).toBeTruthy();
  });

  it('offers the news and links More windows only where the county turns More on', async () => {
    const user = userEvent.setup();
    await showHome(homeContent({ links: links(3) }));
    await user.click(await screen.findByRole('button', { name: 'More links' }));
    const window = screen.getByRole('dialog', { name: 'Links' });
    expect(
      within(window)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['L0', 'L1', 'L2']);
    expect(within(window).getByText(links(3)[2]?.paragraphContent ?? '')).toBeTruthy();
    cleanup();
    await showHome(homeContent({ selections: { ...allOn, latestNewsMore: false, linksMore: false }, links: links(3) }));
    await screen.findByRole('link', { name: 'L0' });
    expect(screen.queryByRole('button', { name: 'More links' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Expand latest news' })).toBeNull();
  });

  it('hides Details from a GUEST', async () => {
    await showHome(homeContent(), 'GUEST');
    await screen.findByRole('heading', { name: 'Transactions' });
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
  });
});

describe('transaction report window', () => {
  // 15:00 UTC on 22 November is 01:00 on 23 November in Guam, the county's zone: the window's dates are Guam's.
  const inGuam = {
    'GET helperdata/landlink': () =>
      success({ namedContentResultList: [{ name: 'common', baseContent: { timeZone: 'Pacific/Guam' } }] }),
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T15:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to YTD and asks for the PDF in a new window; ACCOUNT chooses the whole account', async () => {
    const user = userEvent.setup();
    const opened = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report' }));
    signIn('ACCOUNT');
    const api = fakeApi({
      ...inGuam,
      'GET home/all': () => success(homeContent()),
      'POST home/transactionReport': () => ({ pdf: '%PDF-1.7' }),
    });
    render(<HomePage />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Report' });
    expect(within(dialog).getByRole('radio', { name: 'YTD' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'My transactions only' })).toHaveProperty('checked', true);
    expect(within(dialog).queryByLabelText(/From Date/)).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    expect(await within(dialog).findByDisplayValue('10/23/2026')).toBe(within(dialog).getByLabelText(/From Date/));
    expect(within(dialog).getByLabelText(/To Date/)).toHaveProperty('value', '11/23/2026');
    await user.click(within(dialog).getByRole('radio', { name: 'YTD' }));
    await user.click(within(dialog).getByRole('radio', { name: 'All transactions for the account' }));
    await user.click(within(dialog).getByRole('button', { name: 'View Report' }));
    await vi.waitFor(() => expect(opened.location.href).toBe('blob:report'));
    expect(api.bodies('POST home/transactionReport')).toEqual([
      { fromDate: '10/23/2026', toDate: '11/23/2026', reportType: 'ACCOUNT', reportRange: 'YTD' },
    ]);
  });

  it("checks a custom range against the county's today before calling, and offers no account choice to a USER", async () => {
    const user = userEvent.setup();
    signIn('USER');
    const api = fakeApi({
      ...inGuam,
      'GET home/all': () => success(homeContent()),
      'POST home/transactionReport': () => failure(409, 'Stop here.'),
    });
    render(<HomePage />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Report' });
    expect(within(dialog).queryByRole('radio', { name: 'My transactions only' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    await within(dialog).findByDisplayValue('11/23/2026');
    const from = within(dialog).getByLabelText(/From Date/);
    const to = within(dialog).getByLabelText(/To Date/);
    const viewReport = () => user.click(within(dialog).getByRole('button', { name: 'View Report' }));
    await user.clear(from);
    await user.type(from, '02302026');
    await viewReport();
    expect(within(dialog).getByText('MM/DD/YYYY', { selector: 'p' })).toBeTruthy();
    await user.clear(from);
    await user.type(from, '03/10/2025');
    await user.clear(to);
    await user.type(to, '03/01/2025');
    await viewReport();
    expect(within(dialog).getAllByText('Invalid date range.')).toHaveLength(2);
    await user.clear(from);
    await user.type(from, '11/24/2026');
    await user.clear(to);
    await viewReport();
    expect(within(dialog).getByText('Future date entered')).toBeTruthy();
    expect(api.calls.some((c) => c.key === 'POST home/transactionReport')).toBe(false);
    // 23 November is already today in Guam, though not yet in UTC.
    await user.clear(from);
    await user.type(from, '11/23/2026');
    await viewReport();
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Stop here.');
    expect(api.bodies('POST home/transactionReport')).toEqual([
      { fromDate: '11/23/2026', toDate: '', reportType: 'USER', reportRange: 'CUSTOM' },
    ]);
  });
});
