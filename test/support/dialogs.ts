// The portal's small windows as the back-office browser tests meet them, found by role and name.
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import { screenshot } from './browser.ts';

/**
 * Waits for the Message window to say `text` and closes it with its Close button; with `shot`, the window first
 * passes axe and is saved as test-results/e2e/<shot>.png.
 */
export async function closeMessage(page: Page, text: string | RegExp, shot?: string): Promise<void> {
  const box = page.getByRole('alertdialog', { name: 'Message' });
  await box.getByText(text).waitFor();
  if (shot) {
    await expectAccessible(page, shot, '[role=alertdialog]');
    await screenshot(page, shot);
  }
  await box.getByRole('button', { name: 'Close' }).last().click();
  await box.waitFor({ state: 'detached' });
}
