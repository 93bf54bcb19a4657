// Spec 3 sections 4.4 and 8: Delete on the account entry page asks 'Delete account and its users?'; No keeps
// everything; Yes deletes, shows the server's message, and closing it returns to the account list. A refused
// delete is a warning and the page stays.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { type Answer, failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { accountDetails, accountPage, accountRow, renderControlPanel } from './render-control-panel.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

it("asks 'Delete account and its users?', deletes on Yes, shows the server's message and returns to the list", async () => {
  let answer: Answer = failure(409, 'Account Hale Title has a balance and cannot be deleted.');
  const api = fakeApi({
    'GET controlPanel/account/a7': () =>
      success(accountDetails({ id: 'a7', name: 'Hale Title', landLinkAccount: '123' })),
    'POST controlPanel/accountDelete': () => answer,
    'POST controlPanel/accounts': () => success(accountPage([accountRow(1)])),
  });
  const { user, router } = renderControlPanel('/controlPanel/accounts/a7');
  await screen.findByRole('heading', { name: 'Account' });
  const ask = async () => {
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm' });
    expect(within(dialog).getByText('Delete account and its users?')).toBeTruthy();
    return dialog;
  };

  await user.click(within(await ask()).getByRole('button', { name: 'No' }));
  expect(api.bodies('POST controlPanel/accountDelete')).toHaveLength(0);
  expect(router.state.location.pathname).toBe('/controlPanel/accounts/a7');

  await user.click(within(await ask()).getByRole('button', { name: 'Yes' }));
  const refused = await screen.findByRole('alertdialog', { name: 'Warning' });
  expect(within(refused).getByText('Account Hale Title has a balance and cannot be deleted.')).toBeTruthy();
  await user.click(within(refused).getAllByRole('button', { name: 'Close' }).at(-1)!);
  expect(router.state.location.pathname).toBe('/controlPanel/accounts/a7');

  answer = success(accountPage([accountRow(1)]), 'Account Hale Title and its users were deleted.');
  await user.click(within(await ask()).getByRole('button', { name: 'Yes' }));
  const done = await screen.findByRole('alertdialog', { name: 'Message' });
  expect(within(done).getByText('Account Hale Title and its users were deleted.')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/controlPanel/accounts/a7');
  expect(api.bodies('POST controlPanel/accountDelete')).toEqual([
    { accountId: 'a7', filterText: '', includeInactive: true },
    { accountId: 'a7', filterText: '', includeInactive: true },
  ]);
  await user.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/controlPanel/accounts'));
  expect(await screen.findByText('Account 1')).toBeTruthy();
});
