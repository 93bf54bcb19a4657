// The reports page's 'Property fraud alerts' table (issue 22): staff see the months from alerts/stats; other
// roles neither see it nor call for it.
import type { Role } from '@portal/shared/auth/roles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { setCurrentUser } from '#src/lib/current-user.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import { FraudAlertStats } from '../fraud-alert-stats.tsx';

function renderStats(role: Role, offered = true) {
  const api = fakeApi({
    'GET alerts/page': () => success({ enabled: offered }),
    'GET alerts/stats': () =>
      success({
        months: [
          { month: '2026-10', subscribers: 1200, newSubscribers: 40, alertsSent: 3 },
          { month: '2026-11', subscribers: 1234, newSubscribers: 34, alertsSent: 7 },
        ],
      }),
  });
  setCurrentUser(signedInUser({ role }));
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: (k: string) => apiGet(k), shouldRetryOnError: false }}>
      <FraudAlertStats />
    </SWRConfig>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  setCurrentUser(null);
  vi.unstubAllGlobals();
});

describe('property fraud alert counts', { timeout: 20_000 }, () => {
  it('shows county staff the subscribers and alerts per month', async () => {
    renderStats('COUNTY');
    const table = await screen.findByRole('table', { name: 'Property fraud alerts by month' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Month', 'Subscribers', 'New subscribers', 'Alerts sent'],
      ['Oct 2026', '1,200', '40', '3'],
      ['Nov 2026', '1,234', '34', '7'],
    ]);
  });

  it('asks nothing of the stats where the county does not offer alerts (their 403 would sign the user out)', async () => {
    const api = renderStats('COUNTY', false);
    await vi.waitFor(() => expect(api.paths()).toEqual(['alerts/page']));
    expect(screen.queryByRole('heading', { name: 'Property fraud alerts' })).toBeNull();
  });

  it('shows an account user nothing and asks the server for nothing', () => {
    const api = renderStats('USER');
    expect(screen.queryByRole('heading', { name: 'Property fraud alerts' })).toBeNull();
    expect(api.paths()).toEqual([]);
  });
});
