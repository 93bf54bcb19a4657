// The status page as a visitor and as TRIMIN sees it: states in words, index dates, an open incident in the reader's
// language, and TRIMIN's form checked by the shared schema before anything is sent.
import type { Incident, StatusAnswer } from '@portal/shared/status/schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { setCurrentUser } from '#src/lib/current-user.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import { StatusPage } from '../status-page.tsx';

const incident: Incident = {
  incidentId: '20261128T090000Z-abc123',
  kind: 'INCIDENT',
  severity: 'MAJOR',
  title: 'Image viewing is slow',
  message: 'Document images open slowly.',
  titleEs: 'Las imágenes tardan',
  messageEs: 'Las imágenes se abren despacio.',
  startsAt: '2026-11-28T09:00:00.000Z',
  endsAt: '',
  resolvedAt: '',
  postedAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};
const checkedAt = '2026-11-28T10:00:00.000Z';
const answer: StatusAnswer = {
  countyName: 'Lakewood County, Minnesota',
  areas: [
    { area: 'search', state: 'OPERATIONAL', checkedAt },
    { area: 'images', state: 'DEGRADED', checkedAt },
    { area: 'payments', state: 'DOWN', checkedAt },
    { area: 'efile', state: 'OPERATIONAL', checkedAt },
  ],
  indexDates: [{ recordType: 'abstract', label: 'Abstract', verifiedThrough: '2026-11-20', postedThrough: '' }],
  open: [incident],
  recent: [incident],
};

function open() {
  const api = fakeApi({ 'GET status': () => success(answer), 'POST status/incidents': () => success(incident) });
  const router = createMemoryRouter([{ path: '/status', Component: StatusPage }], { initialEntries: ['/status'] });
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  setCurrentUser(null);
  await switchLanguage('ENGLISH');
});

describe('status page', { timeout: 20_000 }, () => {
  it('shows each service state in words, the index dates and the open incident, and no form to a visitor', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'System status: Lakewood County, Minnesota' });
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByRole('row', { name: /Images/ }).textContent).toContain('Degraded');
    expect(within(services).getByRole('row', { name: /Payments/ }).textContent).toContain('Down');
    const dates = within(screen.getByRole('region', { name: 'Index dates' })).getByRole('row', { name: /Abstract/ });
    expect(dates.textContent).toBe('Abstract11/20/2026—');
    expect(screen.getByRole('heading', { name: 'Image viewing is slow' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Post an incident or planned maintenance' })).toBeNull();
  });

  it('shows the Spanish words on a Spanish page', async () => {
    await switchLanguage('SPANISH');
    open();
    expect(await screen.findByRole('heading', { name: 'Las imágenes tardan' })).toBeTruthy();
    expect(screen.getByText('Las imágenes se abren despacio.')).toBeTruthy();
  });

  it('lets TRIMIN post, checking the fields first and sending the start as a UTC instant', async () => {
    setCurrentUser(signedInUser({ role: 'TRIMIN', username: 'trimin.admin' }));
    const { api, user } = open();
    const form = await screen.findByRole('region', { name: 'Post an incident or planned maintenance' });
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(within(form).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies('POST status/incidents')).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Planned upgrade');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Search is off for an hour.');
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    await within(form).findByText('Posted.');
    const [sent] = api.bodies('POST status/incidents');
    expect(sent).toMatchObject({ title: 'Planned upgrade', kind: 'INCIDENT', severity: 'MINOR', endsAt: '' });
    expect(String(sent?.startsAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });
});
