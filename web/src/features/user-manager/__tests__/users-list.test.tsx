import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { page, renderUserManager, row } from './render-user-manager.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (username: string) => screen.getByText(username).closest('tr') as HTMLElement;
const twelve = Array.from({ length: 12 }, (_, i) => row(i + 1));

describe('Users list', () => {
  it('shows ten rows a page with the columns, badges and the results line, and pages on', async () => {
    const users = [row(1, { status: 'L' }), row(2, { status: 'P' }), row(3, { status: 'I' }), ...twelve.slice(3, 10)];
    const api = fakeApi({
      'POST userManager/users': (b) =>
        (b as { pageNumber: number }).pageNumber === 1
          ? success({ ...page(users, 12), nextCursor: 'c2' })
          : success(page(twelve.slice(10), 12, 2)),
    });
    renderUserManager('/userManager');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    await screen.findByText('user1');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Username', 'Name', 'Account', 'User Type']);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('locked!')).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
    expect(screen.getByText('inactive')).toBeTruthy();
    expect(screen.getByText('Displaying Results: 1-10 of 12')).toBeTruthy();
    const first = rowOf('user1');
    expect(within(first).getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(within(rowOf('user4')).getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    screen.getByRole('button', { name: 'Next' }).click();
    await screen.findByText('user11');
    expect(screen.getByText('Displaying Results: 11-12 of 12')).toBeTruthy();
    expect(api.bodies('POST userManager/users').at(-1)).toMatchObject({ pageNumber: 2, cursor: 'c2' });
  }, 20_000);

  it('filters by text and by Active Users Only', async () => {
    const api = fakeApi({ 'POST userManager/users': () => success(page([row(1)])) });
    const { user } = renderUserManager('/userManager');
    await screen.findByText('user1');
    expect(api.bodies('POST userManager/users')[0]).toMatchObject({ filterText: '', includeInactive: true });
    await user.type(screen.getByLabelText('Filter'), 'north');
    await waitFor(() =>
      expect(api.bodies('POST userManager/users').at(-1)).toMatchObject({ filterText: 'north', includeInactive: true }),
    );
    await user.selectOptions(screen.getByLabelText('Show'), 'Active Users Only');
    await waitFor(() =>
      expect(api.bodies('POST userManager/users').at(-1)).toMatchObject({
        filterText: 'north',
        includeInactive: false,
      }),
    );
  }, 20_000);

  it('asks before activating a locked user and shows the server message', async () => {
    const api = fakeApi({
      'POST userManager/users': () => success(page([row(1, { status: 'L' })])),
      'POST userManager/userChangeStatusList': () => success(page([row(1)]), 'User user1 was activated.'),
    });
    const { user } = renderUserManager('/userManager');
    await screen.findByText('user1');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const ask = await screen.findByRole('alertdialog');
    expect(
      within(ask).getByText('User was locked out due to suspicious activties.  Continue to activate?', {
        normalizer: (s) => s,
      }),
    ).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    const done = await screen.findByRole('alertdialog', { name: 'Message' });
    expect(within(done).getByText('User user1 was activated.')).toBeTruthy();
    expect(api.bodies('POST userManager/userChangeStatusList')[0]).toMatchObject({ userId: 'u1', pageNumber: 1 });
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
  }, 20_000);

  it('asks before activating a pending user; an inactive one activates without a question', async () => {
    fakeApi({
      'POST userManager/users': () => success(page([row(1, { status: 'P' }), row(2, { status: 'I' })])),
      'POST userManager/userChangeStatusList': () => success(page([row(1, { status: 'P' }), row(2)]), 'Done.'),
    });
    const { user } = renderUserManager('/userManager');
    await screen.findByText('user1');
    await user.click(within(rowOf('user1')).getByRole('button', { name: 'Activate' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('User has not completed self registration.  Continue to activate?');
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    await user.click(within(rowOf('user2')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alertdialog', { name: 'Message' })).toBeTruthy();
  }, 20_000);

  it('deletes only after Delete User {username}? is answered Yes', async () => {
    const api = fakeApi({
      'POST userManager/users': () => success(page([row(1)])),
      'POST userManager/userDelete': () => success(page([]), 'User user1 was deleted.'),
    });
    const { user } = renderUserManager('/userManager');
    await screen.findByText('user1');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('Delete User user1?')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(api.bodies('POST userManager/userDelete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User user1 was deleted.')).toBeTruthy();
    expect(screen.getByText('Displaying Results: 0-0 of 0')).toBeTruthy();
  }, 20_000);

  it('sends a USER or GUEST home', async () => {
    fakeApi({});
    renderUserManager('/userManager', 'USER');
    expect(await screen.findByText('home page')).toBeTruthy();
  }, 20_000);
});
