// An open page (/developers, /status) opened by a signed-in user is in that user's language, as the signed-in
// screens are; a visitor's page keeps the language chosen on the login page.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import i18n, { switchLanguage } from '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { setCurrentUser } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import { PublicLayout } from '../public-layout.tsx';

afterEach(async () => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
  await switchLanguage('ENGLISH');
});

function renderOpenPage() {
  fakeApi({ 'GET auth/loginPage': () => success({ countyName: 'Marianas', appTitle: 'Land Record Portal' }) });
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter>
        <PublicLayout>
          <h1>Open page</h1>
        </PublicLayout>
      </MemoryRouter>
    </SWRConfig>,
  );
}

it("shows an open page in the signed-in user's language", async () => {
  setCurrentUser(signedInUser({ language: 'KOREAN' }));
  renderOpenPage();
  await vi.waitFor(() => expect(i18n.language).toBe('ko'));
  expect(await screen.findByRole('link', { name: '토지 기록 포털' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('ko');
});

it("keeps a visitor's chosen language", async () => {
  await switchLanguage('JAPANESE');
  renderOpenPage();
  expect(await screen.findByRole('link', { name: '土地記録ポータル' })).toBeTruthy();
  expect(i18n.language).toBe('ja');
});
