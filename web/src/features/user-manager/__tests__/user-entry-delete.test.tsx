// Spec 3 sections 4.4 and 8: Delete on the user entry page asks 'Delete user?'; No keeps everything; Yes deletes,
// shows the server's message, and closing it returns to the list. A refused delete is a warning and the page stays.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type Answer, failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { details, page, renderUserManager, row } from './render-user-manager.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("asks 'Delete user?', deletes on Yes, shows the server's message and returns to the list", async () => {
  let answer: Answer = failure(409, 'User user7 has filings in progress and cannot be deleted.');
  const api = fakeApi({
    'GET userManager/user/u7': () =>
      success(details({ id: 'u7', username: 'user7', firstName: 'Pat', lastName: 'Seven' })),
    'POST userManager/userDelete': () => answer,
    'POST userManager/users': () => success(page([row(1)])),
  });
  const { user, router } = renderUserManager('/userManager/u7');
  await screen.findByRole('heading', { name: 'User' });
  const ask = async () => {
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm' });
    expect(within(dialog).getByText('Delete user?')).toBeTruthy();
    return dialog;
  };

  await user.click(within(await ask()).getByRole('button', { name: 'No' }));
  expect(api.bodies('POST userManager/userDelete')).toHaveLength(0);
  expect(router.state.location.pathname).toBe('/userManager/u7');

  await user.click(within(await ask()).getByRole('button', { name: 'Yes' }));
  const refused = await screen.findByRole('alertdialog', { name: 'Warning' });
  expect(within(refused).getByText('User user7 has filings in progress and cannot be deleted.')).toBeTruthy();
  await user.click(within(refused).getAllByRole('button', { name: 'Close' }).at(-1)!);
  expect(router.state.location.pathname).toBe('/userManager/u7');

  answer = success(page([row(1)]), 'User user7 was deleted.');
  await user.click(within(await ask()).getByRole('button', { name: 'Yes' }));
  const done = await screen.findByRole('alertdialog', { name: 'Message' });
  expect(within(done).getByText('User user7 was deleted.')).toBeTruthy();
  // the message is read before the page leaves
  expect(router.state.location.pathname).toBe('/userManager/u7');
  expect(api.bodies('POST userManager/userDelete')).toEqual([
    { userId: 'u7', filterText: '', includeInactive: true },
    { userId: 'u7', filterText: '', includeInactive: true },
  ]);
  await user.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/userManager'));
  expect(await screen.findByText('user1')).toBeTruthy();
});
