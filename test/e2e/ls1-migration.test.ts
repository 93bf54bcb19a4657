// The LS1 migration pages in a real browser, as TRIMIN (spec 3 sections 2.5, 3.8): both open from the Technical
// group, ask for the four fields, confirm with the spec's texts, and show a connection problem under the field to
// fix (an address that refuses at once: nothing is wiped). A job running in the background shows its progress and
// the cancel button to whoever opens the page (the status answer is stood in for here: a real job would wipe the
// demo county the other browser tests use). Every screen and dialog passes axe's WCAG 2.0/2.1 A and AA rules. The
// migration itself, its slices, retry and cancel, are tested through the API (functions/src/areas/migration).
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { logIn, newPage, screenshot, useBrowser } from '../support/browser.ts';

Object.assign(process.env, inject('stackEnv'));

const browser = useBrowser();

const signIn = (page: Page, url: (p: string) => string) => logIn(page, url, 'trimin.admin');

const field = (page: Page, name: string) => page.getByLabel(name, { exact: false }).first();

it('opens both LS1 pages, checks the fields, confirms with the spec texts and shows a refused connection', async () => {
  const { page, url, context } = await newPage(browser.current);
  await signIn(page, url);
  await page.goto(url('/controlPanel/LandSharkOneAccountsUsers'));
  await page.getByRole('heading', { name: 'LS1 Accounts & Users', level: 1 }).waitFor();
  await expectAccessible(page, 'LS1 Accounts & Users');
  await screenshot(page, 'ls1-01-accounts-users');

  await page.getByRole('button', { name: 'Migrate' }).click();
  await expect.poll(() => page.getByText('Required.').count()).toBe(4);
  await expectAccessible(page, 'LS1 Accounts & Users, required fields');

  await field(page, 'Database address').fill('127.0.0.1:1');
  await field(page, 'Database name').fill('landshark1');
  await field(page, 'Database user').fill('ls1reader');
  await field(page, 'Database password').fill('not-a-real-password');
  await page.getByRole('button', { name: 'Migrate' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Confirm' });
  await ask.waitFor();
  expect(await ask.textContent()).toContain(
    'Clicking Yes will wipe clean any existing ACCOUNTS and USERS in LS2.  Continue?',
  );
  await expectAccessible(page, 'LS1 Accounts & Users, confirmation', '[role=alertdialog]');
  await screenshot(page, 'ls1-02-confirm');
  await ask.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('alert').filter({ hasText: 'Could not connect to 127.0.0.1:1' }).waitFor();
  await expectAccessible(page, 'LS1 Accounts & Users, refused connection');
  await screenshot(page, 'ls1-03-refused');

  expect(await page.getByText('you may close this page', { exact: false }).count()).toBe(1);

  // a job already running when the page opens: its progress and the cancel, polled while it runs
  const running = {
    jobId: 'job-e2e',
    kind: 'auditLog',
    state: 'RUNNING',
    phase: 'AUDIT_LOG',
    startedBy: 'trimin.admin',
    startedAt: '2026-11-28T06:00:00.000Z',
    updatedAt: '2026-11-28T06:00:30.000Z',
    stalled: false,
    totals: { accounts: 0, users: 0, auditLog: 1200 },
    accounts: { read: 0, written: 0, refused: 0 },
    users: { read: 0, written: 0, refused: 0 },
    auditLog: { read: 500, written: 500, refused: 0 },
    retriedSlices: 0,
    refused: [],
    refusedTotal: 0,
    message: 'Migrating the LS1 audit log: 500 audit entries written, 0 row(s) refused so far.',
  };
  await page.route('**/api/controlPanel/countyConfig/migrationStatus/auditLog', (route) =>
    route.fulfill({ json: { status: 'SUCCESS', content: running, message: running.message } }),
  );
  await page.goto(url('/controlPanel/LandSharkOneAuditLog'));
  await page.getByRole('heading', { name: 'Migration in progress' }).waitFor();
  await page.getByRole('button', { name: 'Cancel migration' }).waitFor();
  expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
  await expectAccessible(page, 'LS1 Audit Log, a job running');
  await screenshot(page, 'ls1-05-running');
  await page.unrouteAll();

  await page.goto(url('/controlPanel/LandSharkOneAuditLog'));
  await page.getByRole('heading', { name: 'LS1 Audit Log', level: 1 }).waitFor();
  await expectAccessible(page, 'LS1 Audit Log');
  await field(page, 'Database address').fill('127.0.0.1:1');
  await field(page, 'Database name').fill('landshark1');
  await field(page, 'Database user').fill('ls1reader');
  await field(page, 'Database password').fill('x');
  await page.getByRole('button', { name: 'Migrate' }).click();
  await ask.waitFor();
  expect(await ask.textContent()).toContain(
    'Clicking Yes will delete previously migrated LS1 Audit Log data.  Continue?',
  );
  await ask.getByRole('button', { name: 'No' }).click();
  await ask.waitFor({ state: 'detached' });
  await screenshot(page, 'ls1-04-audit-log');
  await context.close();
});
