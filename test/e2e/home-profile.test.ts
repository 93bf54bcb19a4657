// Profile and password in a real browser: edit the profile (phone formatted as typed, values kept), change the
// password through the Change Password step (Back returns to the profile; the current password is asked for and a
// wrong one refused; the user's other sessions end), then sign in with the new password.
import { expect, it } from 'vitest';
import { logIn, registeredUser, screenshot, signedInPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

it('edits the profile and changes the password', async () => {
  const { username, password } = await registeredUser();
  const { page, url, context } = await signedInPage(browser.current, username, { password });
  const signIn = (secret: string) => logIn(page, url, username, secret);
  // The same user signed in elsewhere: the password change signs that session out.
  const elsewhere = await signedInPage(browser.current, username, { password });

  await page.getByRole('button', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  const first = profile.getByLabel('First Name');
  await expect.poll(() => first.inputValue()).toBe('Pat');
  await profile.getByLabel('City').fill('  Brainerd  ');
  const phone = profile.getByLabel('Phone');
  await phone.fill('');
  await phone.pressSequentially('2185550777');
  expect(await phone.inputValue()).toBe('(218) 555-0777');
  await profile.getByLabel('Zip').fill('564');
  await profile.getByRole('button', { name: 'Update' }).click();
  await profile.getByText('Zip must be 5 digits.').waitFor();
  await screenshot(page, 'home-10-profile-errors');
  await profile.getByLabel('Zip').fill('56401');
  await profile.getByRole('button', { name: 'Update' }).click();
  await profile.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Profile' }).click();
  await expect.poll(() => profile.getByLabel('City').inputValue()).toBe('Brainerd');
  expect(await profile.getByLabel('Phone').inputValue()).toBe('(218) 555-0777');
  await screenshot(page, 'home-11-profile');

  await profile.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByRole('button', { name: 'Back' }).click();
  await profile.getByLabel('City').waitFor();
  await profile.getByRole('button', { name: 'Change Password' }).click();
  await change.getByLabel('New Password').fill('Fresh#2027');
  await change.getByLabel('Confirm Password').fill('Fresh#2028');
  await change.getByRole('button', { name: 'Update' }).click();
  await change.getByText('Mismatched passwords.').waitFor();
  expect(await change.getByText('Required.').count()).toBe(1); // the current password
  await change.getByLabel('Confirm Password').fill('Fresh#2027');
  await change.getByLabel('Current Password').fill('Wrong#2026');
  await change.getByRole('button', { name: 'Update' }).click();
  const refused = page.getByRole('alertdialog', { name: 'Warning' });
  await refused.getByText('The current password is not correct.').waitFor();
  await refused.getByRole('button', { name: 'Close' }).last().click();
  await change.getByLabel('Current Password').fill(password);
  await change.getByRole('button', { name: 'Update' }).click();
  const done = page.getByRole('alertdialog', { name: 'Message' });
  await done.getByText('Password updated.').waitFor();
  await screenshot(page, 'home-12-password-updated');
  await done.getByRole('button', { name: 'Close' }).last().click();
  await change.waitFor({ state: 'detached' });
  await elsewhere.page.reload();
  await elsewhere.page.waitForURL(/\/login$/);
  await elsewhere.context.close();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('alert').waitFor();
  await signIn('Fresh#2027');
  await context.close();
});
