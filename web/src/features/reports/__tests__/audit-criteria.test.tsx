// Spec 3 section 7.2: 'The audit criteria are saved on success.' An audit report's criteria come back when its
// form opens again, but only after a report was made with them; a refused report saves nothing.
import { readGroup } from '@portal/shared/config/groups';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { Providers } from '#src/app/providers.tsx';
import { Shell } from '#src/app/shell/shell.tsx';
import { apiGet } from '#src/lib/api.ts';
import { setCurrentUser } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { type Answer, failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import ReportsArea from '../routes.tsx';

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('keeps the audit criteria of a report that was made, not of one that was refused', async () => {
  let answer: Answer = failure(409, 'The audit log is being purged. Try again later.');
  const api = fakeApi({
    'GET helperdata/landlink': () =>
      success({
        namedContentResultList: [
          { name: 'common', baseContent: readGroup('common', {}) },
          { name: 'reports', baseContent: readGroup('reports', {}) },
        ],
      }),
    'POST report/accountReport': () => answer,
  });
  setCurrentUser(signedInUser({ role: 'ACCOUNT', username: 'account.admin' }));
  const router = createMemoryRouter(
    [{ Component: Shell, children: [{ path: '/reports/*', Component: ReportsArea }] }],
    { initialEntries: ['/reports/AccountReport'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: (k: string) => apiGet(k), shouldRetryOnError: false }}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </SWRConfig>,
  );
  const user = userEvent.setup();
  const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
  /** leaves the form for the statement report and opens `path` again (a new form) */
  const reopen = async (path: string, heading: string) => {
    await router.navigate('/reports/StatementReport');
    await screen.findByRole('heading', { name: 'Statement Report', level: 1 });
    await router.navigate(path);
    await screen.findByRole('heading', { name: heading, level: 1 });
  };
  const auditHeading = 'Audit Report - Account';

  await screen.findByRole('heading', { name: auditHeading, level: 1 });
  await user.type(screen.getByLabelText(/^Username/), 'closer.two');
  await user.selectOptions(screen.getByLabelText(/^Order By/), 'timestamp');
  await user.click(screen.getByRole('button', { name: 'PDF' }));
  await waitFor(() => expect(window.alert).toHaveBeenCalledWith('The audit log is being purged. Try again later.'));
  await reopen('/reports/AccountReport', auditHeading);
  expect(value(/^Username/)).toBe('');
  expect(value(/^Order By/)).toBe('username');

  answer = { pdf: '%PDF-1.4' };
  await user.type(screen.getByLabelText(/^Username/), 'closer.two');
  await user.selectOptions(screen.getByLabelText(/^Order By/), 'timestamp');
  await user.click(screen.getByRole('button', { name: 'PDF' }));
  await screen.findByText('Saved');
  expect(api.bodies('POST report/accountReport').at(-1)).toMatchObject({
    username: 'closer.two',
    orderBy: 'timestamp',
  });
  await reopen('/reports/AccountReport', auditHeading);
  expect(value(/^Username/)).toBe('closer.two');
  expect(value(/^Order By/)).toBe('timestamp');
});
