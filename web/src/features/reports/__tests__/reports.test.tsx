// /reports (spec 3 sections 2.2, 3.1, 4.2, 5.1, 6, 7.2) in the signed-in shell over the fake API: the side
// navigation by role and county switches, the criteria defaults, the calls and their files, validation, the form
// status and an ERROR answer.
import type { Role } from '@portal/shared/auth/roles';
import { readGroup } from '@portal/shared/config/groups';
import { todayIn, toUsDate } from '@portal/shared/search/dates';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { Providers } from '#src/app/providers.tsx';
import { Shell } from '#src/app/shell/shell.tsx';
import { apiGet } from '#src/lib/api.ts';
import { setCurrentUser } from '#src/lib/current-user.ts';
import { failure, fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import ReportsArea from '../routes.tsx';

const timeZone = 'America/Chicago';
const today = () => toUsDate(todayIn(timeZone));

function config(reports: Record<string, boolean> = {}) {
  const groups = { common: readGroup('common', { timeZone }), reports: readGroup('reports', reports) };
  return success({
    namedContentResultList: Object.entries(groups).map(([name, baseContent]) => ({ name, baseContent })),
  });
}

function renderReports(path: string, role: Role, routes: Record<string, Route> = {}, reports = {}) {
  const api = fakeApi({
    'GET helperdata/landlink': () => config(reports),
    'POST helperdata/accountscodedescription': () =>
      success({ codeDescriptionResultList: [{ code: 'a7', description: 'Northwoods Title Company' }] }),
    ...routes,
  });
  setCurrentUser(signedInUser({ role, username: role === 'USER' ? 'title.examiner' : `${role.toLowerCase()}.admin` }));
  const router = createMemoryRouter(
    [{ Component: Shell, children: [{ path: '/reports/*', Component: ReportsArea }] }],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: (k: string) => apiGet(k), shouldRetryOnError: false }}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </SWRConfig>,
  );
  return { api, router, user: userEvent.setup() };
}

const nav = () => screen.getByRole('navigation', { name: 'Reports' });

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the reports area', () => {
  it('COUNTY: three headings and every report; /reports opens the first', async () => {
    const { router } = renderReports('/reports', 'COUNTY');
    await screen.findByRole('heading', { name: 'Audit Report - Account', level: 1 });
    expect(router.state.location.pathname).toBe('/reports/AccountReport');
    const headings = within(nav())
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Audit Details', 'Statement', 'Transaction Summary']);
    const links = within(nav())
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links).toEqual([
      ['Account', '/reports/AccountReport'],
      ['User', '/reports/UserReport'],
      ['Statement Report', '/reports/StatementReport'],
      ['Account Type', '/reports/AccountTypeReport'],
    ]);
  }, 20_000);

  it('ACCOUNT: no Account Type link, no account lookup or data source, the user-level types only', async () => {
    const { user } = renderReports('/reports/StatementReport', 'ACCOUNT');
    await screen.findByRole('heading', { name: 'Statement Report', level: 1 });
    expect(within(nav()).queryByRole('link', { name: 'Account Type' })).toBeNull();
    expect(screen.queryByLabelText('Account Name')).toBeNull();
    expect(screen.queryByLabelText('Data Source')).toBeNull();
    await user.click(within(nav()).getByRole('link', { name: 'Account' }));
    await screen.findByRole('heading', { name: 'Audit Report - Account', level: 1 });
    const types = within(screen.getByLabelText('Transaction Type')).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toContain('Search');
    expect(types.map((o) => o.textContent)).not.toContain('Configuration change');
  }, 20_000);

  it('a report the county turns off has no link', async () => {
    renderReports('/reports', 'COUNTY', {}, { statementReport: false, accountTypeReport: false });
    await screen.findByRole('heading', { name: 'Audit Report - Account', level: 1 });
    expect(within(nav()).queryByRole('link', { name: 'Statement Report' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Account Type' })).toBeNull();
  }, 20_000);
});

describe('the statement form', () => {
  it('defaults to today, 12:00 am to 11:59 pm, FIVE; PDF and Excel post the criteria and download', async () => {
    const { api, user } = renderReports('/reports/StatementReport', 'COUNTY', {
      'POST report/statementReport': () => ({ pdf: '%PDF-1.7' }),
      'POST report/statementExport': () => ({ pdf: 'xlsx' }),
    });
    await screen.findByRole('heading', { name: 'Statement Report', level: 1 });
    expect((screen.getByLabelText(/From Date/) as HTMLInputElement).value).toBe(today());
    expect((screen.getByLabelText('To Date') as HTMLInputElement).value).toBe(today());
    expect((screen.getByLabelText('Data Source') as HTMLSelectElement).value).toBe('FIVE');
    expect((screen.getByLabelText('Account Name') as HTMLInputElement).value).toBe('All accounts');
    await user.click(screen.getByRole('button', { name: 'Select Account' }));
    const accounts = await screen.findByRole('dialog', { name: 'Select an Account' });
    await user.click(await within(accounts).findByRole('button', { name: 'Northwoods Title Company' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Account Name') as HTMLInputElement).value).toBe('Northwoods Title Company');
    await user.type(screen.getByLabelText('Statement Number'), 'S-11');
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(api.bodies('POST report/statementReport')).toHaveLength(1));
    expect(api.bodies('POST report/statementReport')[0]).toMatchObject({
      fromDate: today(),
      toDate: today(),
      fromHour: '12',
      fromMinute: '00',
      fromAmPm: 'AM',
      toHour: '11',
      toMinute: '59',
      toAmPm: 'PM',
      dataSource: 'FIVE',
      accountId: 'a7',
      accountName: 'Northwoods Title Company',
      statementNumber: 'S-11',
    });
    await screen.findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(api.bodies('POST report/statementExport')).toHaveLength(1));
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('checks the dates before calling (5.1) and shows an ERROR answer in an alert, the loading cleared', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let reportCalls = 0;
    const { api, user } = renderReports('/reports/UserReport', 'USER', {
      // the first call an ERROR answer, then a gateway's failure without an envelope
      'POST report/userReport': () =>
        ++reportCalls === 1
          ? failure(403, 'You may report only on your own transactions.')
          : { status: 502, body: 'Bad Gateway' },
    });
    await screen.findByRole('heading', { name: 'Audit Report - User', level: 1 });
    expect(screen.queryByLabelText('Username')).toBeNull();
    const from = screen.getByLabelText(/From Date/);
    await user.clear(from);
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(api.bodies('POST report/userReport')).toHaveLength(0);
    await user.type(from, today());
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You may report only on your own transactions.'));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.queryByText('Saved')).toBeNull();
    // a failure without a message: the generic helper's 102 (spec 1 section 8)
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('An unexpected error 102 has occurred.'));
  }, 20_000);
});

describe('the user pick-list and the time fields', () => {
  it('ACCOUNT: the Username lookup opens the user pick-list, filters it on the server and fills the username', async () => {
    const { api, user } = renderReports('/reports/AccountReport', 'ACCOUNT', {
      'POST helperdata/userscodedescription': (body) =>
        success({
          codeDescriptionResultList: [
            { code: 'u1', description: 'title.examiner (Lind, Ada)' },
            { code: 'u2', description: 'closer.two (Berg, Ole)' },
          ].filter((r) => r.description.includes((body as { filterText: string }).filterText)),
        }),
      'POST report/accountReport': () => ({ pdf: '%PDF-1.7' }),
    });
    await screen.findByRole('heading', { name: 'Audit Report - Account', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Select User' }));
    const users = await screen.findByRole('dialog', { name: 'Select a User' });
    expect(await within(users).findAllByRole('button', { name: /\(/ })).toHaveLength(2);
    await user.type(within(users).getByLabelText('Filter'), 'closer');
    await waitFor(() => expect(within(users).queryByRole('button', { name: /title\.examiner/ })).toBeNull());
    expect(api.bodies('POST helperdata/userscodedescription').at(-1)).toEqual({ filterText: 'closer' });
    // the keyboard chooses too: the row is a button, Enter picks it
    within(users).getByRole('button', { name: 'closer.two (Berg, Ole)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('closer.two');
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(api.bodies('POST report/accountReport')).toHaveLength(1));
    expect(api.bodies('POST report/accountReport')[0]).toMatchObject({ username: 'closer.two' });
  }, 20_000);

  it("offers the minutes 00, 15, 30, 45 and 59 (spec 1 section 9); a from time after the to time is 'Invalid date/time range.'", async () => {
    const { api, user } = renderReports('/reports/StatementReport', 'COUNTY');
    await screen.findByRole('heading', { name: 'Statement Report', level: 1 });
    const [fromMinute] = screen.getAllByLabelText('Minute');
    expect(
      within(fromMinute as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['00', '15', '30', '45', '59']);
    const [fromHour] = screen.getAllByLabelText('Hour');
    const [fromAmPm] = screen.getAllByLabelText('AM/PM');
    await user.selectOptions(fromHour as HTMLElement, '5');
    await user.selectOptions(fromAmPm as HTMLElement, 'PM');
    const [, toHour] = screen.getAllByLabelText('Hour');
    const [, toAmPm] = screen.getAllByLabelText('AM/PM');
    await user.selectOptions(toHour as HTMLElement, '9');
    await user.selectOptions(toAmPm as HTMLElement, 'AM');
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findAllByText('Invalid date/time range.')).not.toHaveLength(0);
    expect(api.bodies('POST report/statementReport')).toHaveLength(0);
  }, 20_000);
});
