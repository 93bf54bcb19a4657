import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { type Answer, fakeApi, success } from '#src/testing/fake-api.ts';
import { ProfileModal } from '../profile-modal.tsx';

const stored = {
  firstName: 'Sam',
  lastName: 'Olson',
  company: 'Northwoods Title Company',
  address: '100 Main Street',
  city: 'Lakewood',
  state: 'MN',
  zip: '56401',
  email: 'title.examiner@lakewood.example',
  phone: '(218) 555-0100',
};

function open(routes: Record<string, (body: unknown) => Answer> = {}) {
  const api = fakeApi({
    'GET currentUser/profile': () => success({ ...stored, username: 'title.examiner' }),
    ...routes,
  });
  const onClose = vi.fn();
  render(<ProfileModal onClose={onClose} />);
  return { api, onClose, user: userEvent.setup() };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile modal', { timeout: 20_000 }, () => {
  it('loads the profile, formats the phone as it is typed, trims values and closes on success', async () => {
    const { api, onClose, user } = open({ 'POST currentUser/profile': (b) => success(b, 'Profile updated.') });
    const first = await screen.findByLabelText(/First Name/);
    await vi.waitFor(() => expect((first as HTMLInputElement).value).toBe('Sam'));
    await user.clear(first);
    await user.type(first, '  Samuel  ');
    const phone = screen.getByLabelText(/Phone/) as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '6125551234');
    expect(phone.value).toBe('(612) 555-1234');
    expect(phone.maxLength).toBe(14);
    expect((screen.getByLabelText(/Zip/) as HTMLInputElement).maxLength).toBe(5);
    expect((screen.getByLabelText(/Company/) as HTMLInputElement).maxLength).toBe(60);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.key === 'POST currentUser/profile')?.body).toEqual({
      ...stored,
      firstName: 'Samuel',
      phone: '(612) 555-1234',
    });
  });

  it('shows the spec messages per field without calling the server', async () => {
    const { api, user } = open();
    const first = await screen.findByLabelText(/First Name/);
    await vi.waitFor(() => expect((first as HTMLInputElement).value).toBe('Sam'));
    await user.clear(first);
    const zip = screen.getByLabelText(/Zip/);
    await user.clear(zip);
    await user.type(zip, '123');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(screen.getByText('Zip must be 5 digits.')).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.key === 'POST currentUser/profile')).toBe(false);
  });

  it("shows the server's message as a warning when the save fails", async () => {
    const { onClose, user } = open({
      'POST currentUser/profile': () => ({ status: 409, body: { status: 'ERROR', message: 'That e-mail is in use.' } }),
    });
    await vi.waitFor(() => expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Sam'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(within(alert).getByText('That e-mail is in use.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('change password', { timeout: 20_000 }, () => {
  it('opens from the profile, goes Back to it, checks the pair and says Password updated.', async () => {
    const { api, onClose, user } = open({ 'POST currentUser/password': () => success(undefined, 'Password updated.') });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(dialog('Change Password')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Profile' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await user.type(screen.getByLabelText(/New Password/), 'Better#2027');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Better#2028');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Mismatched passwords.')).toBeTruthy();
    // The current password is asked for too.
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(screen.getByLabelText(/Current Password/).getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText(/Current Password/), 'Demo#2026');
    expect(api.calls.some((c) => c.key === 'POST currentUser/password')).toBe(false);

    await user.clear(screen.getByLabelText(/Confirm Password/));
    await user.type(screen.getByLabelText(/Confirm Password/), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Message' });
    expect(within(alert).getByText('Password updated.')).toBeTruthy();
    expect(api.calls.find((c) => c.key === 'POST currentUser/password')?.body).toEqual({
      currentPassword: 'Demo#2026',
      password: 'Better#2027',
    });
    await user.click(within(alert).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a wrong current password at its field and as a warning', async () => {
    const wrong = 'The current password is not correct.';
    const { user } = open({
      'POST currentUser/password': () => ({
        status: 400,
        body: { status: 'ERROR', message: wrong, errors: { currentPassword: wrong } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText(/Current Password/), 'Wrong#0000');
    await user.type(screen.getByLabelText(/New Password/), 'Better#2027');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(within(alert).getByText(wrong)).toBeTruthy();
    expect(screen.getByLabelText(/Current Password/).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's refusal as a warning", async () => {
    const { user } = open({
      'POST currentUser/password': () => ({
        status: 400,
        body: { status: 'ERROR', message: 'password: Must contain a letter, a digit and one of !@#$%^&' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText(/Current Password/), 'Demo#2026');
    await user.type(screen.getByLabelText(/New Password/), 'Better#2027');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alertdialog', { name: 'Warning' })).toBeTruthy();
  });
});
