import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { details, page, renderUserManager } from './render-user-manager.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pickList = (rows: Array<{ code: string; description: string }>) => success({ codeDescriptionResultList: rows });

describe('user entry', () => {
  it('checks a new user with the shared schema, formats phone and zip, and saves', async () => {
    const api = fakeApi({
      'GET userManager/user/0': () => success(details()),
      'POST helperdata/accountscodedescription': (body) =>
        pickList(
          (body as { filterText: string }).filterText === 'north'
            ? [{ code: 'a1', description: 'Northwoods Title Company' }]
            : [
                { code: 'a0', description: 'Hale Abstract LLC' },
                { code: 'a1', description: 'Northwoods Title Company' },
              ],
        ),
      'POST userManager/user': () => success({ id: 'u9' }, 'User pat.newuser was created.'),
      'POST userManager/users': () => success(page([])),
    });
    const { user, router } = renderUserManager('/userManager/0');
    expect(await screen.findByRole('heading', { name: 'New User' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required.').length).toBeGreaterThanOrEqual(5);
    expect(api.bodies('POST userManager/user')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Username/), 'pat.newuser');
    await user.type(screen.getByLabelText(/^First Name/), 'Pat');
    await user.type(screen.getByLabelText(/^Last Name/), 'New');
    await user.type(screen.getByLabelText(/^Email/), 'pat@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '6125551234');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('(612) 555-1234');
    await user.type(screen.getByLabelText(/^Zip/), '55a1119');
    expect((screen.getByLabelText(/^Zip/) as HTMLInputElement).value).toBe('55111');
    // the account comes from the shared account pick-list window, filtered on the server
    expect((screen.getByLabelText(/^Account/) as HTMLInputElement).readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Select Account' }));
    const pick = await screen.findByRole('dialog', { name: 'Select an Account' });
    await within(pick).findByRole('button', { name: 'Hale Abstract LLC' });
    await user.type(within(pick).getByLabelText('Filter'), 'north');
    await waitFor(() => expect(within(pick).queryByRole('button', { name: 'Hale Abstract LLC' })).toBeNull());
    await user.click(within(pick).getByRole('button', { name: 'Northwoods Title Company' }));
    expect(screen.queryByRole('dialog', { name: 'Select an Account' })).toBeNull();
    expect((screen.getByLabelText(/^Account/) as HTMLInputElement).value).toBe('Northwoods Title Company');
    expect(api.bodies('POST helperdata/accountscodedescription').at(-1)).toEqual({ filterText: 'north' });
    await user.type(screen.getByLabelText(/^Password/), 'Start#2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Start#2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Mismatched passwords.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Start#2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const done = await screen.findByRole('alertdialog', { name: 'Message' });
    expect(within(done).getByText('User pat.newuser was created.')).toBeTruthy();
    expect(api.bodies('POST userManager/user')[0]).toMatchObject({
      id: '0',
      username: 'pat.newuser',
      accountId: 'a1',
      phone: '(612) 555-1234',
      zip: '55111',
    });
    await user.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userManager'));
  }, 20_000);

  it('offers an account administrator only the own account and the user types allowed', async () => {
    fakeApi({
      'GET userManager/user/0': () =>
        success(
          details({
            accountId: 'a-own',
            accountName: 'Northwoods Title Company',
            allowedRoles: ['ACCOUNT', 'USER'],
            allowedAccounts: [{ id: 'a-own', name: 'Northwoods Title Company' }],
            accountChoices: 'OWN',
          }),
        ),
    });
    renderUserManager('/userManager/0', 'ACCOUNT');
    await screen.findByRole('heading', { name: 'New User' });
    const types = within(screen.getByLabelText('User Type'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(types).toEqual(['ACCOUNT', 'USER']);
    expect((screen.getByLabelText(/^Account/) as HTMLInputElement).value).toBe('Northwoods Title Company');
    expect(screen.queryByRole('button', { name: 'Select Account' })).toBeNull();
  }, 20_000);

  it('disables every field of an inactive user but the toggles; activating a locked one asks first', async () => {
    const api = fakeApi({
      'GET userManager/user/u1': () =>
        success(details({ id: 'u1', username: 'user1', status: 'L', firstName: 'Pat', accountId: 'a1' })),
      'POST userManager/userChangeStatusSingle': () => success({ status: 'A' }, 'User user1 was activated.'),
    });
    const { user } = renderUserManager('/userManager/u1');
    await screen.findByRole('heading', { name: 'User' });
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await screen.findByText('User user1 was activated.');
    expect(api.bodies('POST userManager/userChangeStatusSingle')[0]).toMatchObject({ userId: 'u1' });
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).disabled).toBe(false);
  }, 20_000);

  it('shows a refused save as a warning with the field message', async () => {
    fakeApi({
      'GET userManager/user/u1': () =>
        success(
          details({
            id: 'u1',
            username: 'user1',
            firstName: 'Pat',
            lastName: 'T',
            email: 'p@example.com',
            accountId: 'a1',
            accountName: 'N',
          }),
        ),
      'POST userManager/user': () => failure(400, 'email: That address is taken.', { email: 'That address is taken.' }),
    });
    const { user } = renderUserManager('/userManager/u1');
    await screen.findByRole('heading', { name: 'User' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(within(warning).getByText('email: That address is taken.')).toBeTruthy();
    expect(screen.getByText('That address is taken.')).toBeTruthy();
  }, 20_000);

  it('resets a password after checking both fields', async () => {
    const api = fakeApi({
      'GET userManager/user/u1': () => success(details({ id: 'u1', username: 'user1' })),
      'POST userManager/userPassword': () => success(undefined, 'The password of user1 was changed.'),
      'POST userManager/users': () => success(page([])),
    });
    const { user } = renderUserManager('/userManager/UserPassword/u1');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getAllByText('Required.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^New Password/), 'Fresh#2027');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Fresh#2027');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('The password of user1 was changed.')).toBeTruthy();
    expect(api.bodies('POST userManager/userPassword')[0]).toEqual({
      id: 'u1',
      username: 'user1',
      password: 'Fresh#2027',
      passwordConfirm: 'Fresh#2027',
    });
  }, 20_000);
});
