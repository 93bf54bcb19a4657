// The LS1 migration pages as TRIMIN sees them: required fields, the spec's confirmations (two spaces after the
// period), one POST that starts the background job and the status polled until DONE, the refused-rows report,
// cancel and resume, field errors from the server, and no WCAG A/AA violations axe can find in jsdom.
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { renderControlPanel } from '../../__tests__/render-control-panel.tsx';
import { type MigrationJob, statusPoll } from '../ls1-migration.tsx';

const ACCOUNTS_CONFIRM = 'Clicking Yes will wipe clean any existing ACCOUNTS and USERS in LS2.  Continue?';
const AUDIT_CONFIRM = 'Clicking Yes will delete previously migrated LS1 Audit Log data.  Continue?';
const base = 'controlPanel/countyConfig';

const tally = (read: number, written: number, refused: number) => ({ read, written, refused });
const job = (over: Partial<MigrationJob> = {}): MigrationJob => ({
  jobId: 'job-1',
  kind: 'accountsUsers',
  state: 'RUNNING',
  phase: 'ACCOUNTS',
  startedBy: 'trimin.admin',
  startedAt: '2026-11-25T06:00:00.000Z',
  totals: { accounts: 2, users: 2, auditLog: 0 },
  accounts: tally(1, 1, 0),
  users: tally(0, 0, 0),
  auditLog: tally(0, 0, 0),
  refused: [],
  refusedTotal: 0,
  message: 'Migrating LS1 accounts and users (accounts): 1 account(s) and 0 user(s) written, 0 row(s) refused so far.',
  ...over,
});
const done = job({
  state: 'DONE',
  phase: 'DONE',
  accounts: tally(2, 2, 0),
  users: tally(2, 1, 1),
  refused: [{ table: 'ls_user', key: '7', label: 'LS1USER1', reason: "login_name: 'LS1USER1' is already taken" }],
  refusedTotal: 1,
  message: 'LS1 accounts and users migrated: 2 account(s) and 1 user(s) written, 1 row(s) refused.',
});

const fill = async (user: ReturnType<typeof renderControlPanel>['user']) => {
  await user.type(screen.getByLabelText(/Database address/), 'ls1.lakewood.local');
  await user.type(screen.getByLabelText(/Database name/), 'landshark1');
  await user.type(screen.getByLabelText(/Database user/), 'reader');
  await user.type(screen.getByLabelText(/Database password/), 'secret');
};

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    // jsdom does not lay out or paint: contrast is the browser tests' to check
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

beforeEach(() => {
  sessionStorage.clear();
  // the page's polls come quickly, so each test waits on what it shows, not on a clock
  statusPoll.ms = 20;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LS1 Accounts & Users', () => {
  it('asks for the four fields, confirms with the spec text, starts the job once and polls it until done', async () => {
    let started = false;
    let polls = 0;
    const api = fakeApi({
      [`GET ${base}/migrationStatus/accountsUsers`]: () => {
        if (!started) return success(null);
        polls += 1;
        return success(polls < 3 ? job() : done);
      },
      [`POST ${base}/migrateLandSharkOneAccountsUsers`]: () => {
        started = true;
        return success(job({ phase: 'WIPE_USERS', message: 'Started.' }), 'Started.');
      },
    });
    const { user } = renderControlPanel('/controlPanel/LandSharkOneAccountsUsers', 'TRIMIN');
    expect(await screen.findByRole('heading', { name: 'LS1 Accounts & Users', level: 1 })).toBeTruthy();
    expect(screen.getByText(/you may close this page/)).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Migrate' }));
    expect(screen.getAllByText('Required.')).toHaveLength(4);
    expect(screen.getByLabelText(/Database password/).getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies(`POST ${base}/migrateLandSharkOneAccountsUsers`)).toEqual([]);

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Migrate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(ACCOUNTS_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.bodies(`POST ${base}/migrateLandSharkOneAccountsUsers`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Migrate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Migration in progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel migration' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Migrate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(done.message)).toBeTruthy();
    expect(api.bodies(`POST ${base}/migrateLandSharkOneAccountsUsers`)).toEqual([
      {
        landSharkOneDbAddress: 'ls1.lakewood.local',
        landSharkOneDbName: 'landshark1',
        landSharkOneDbUsername: 'reader',
        landSharkOneDbPassword: 'secret',
      },
    ]);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const table = screen.getByRole('table', { name: 'Rows not migrated' });
    expect(within(table).getByText("login_name: 'LS1USER1' is already taken")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel migration' })).toBeNull();
    await expectNoAxeViolations();
  }, 30_000);

  it('cancels a running job after asking, and shows how it ended', async () => {
    let cancelled = false;
    const api = fakeApi({
      [`GET ${base}/migrationStatus/accountsUsers`]: () =>
        success(
          cancelled
            ? job({ state: 'CANCELLED', message: 'Cancelled by trimin.admin. 1 account(s) written before it stopped.' })
            : job(),
        ),
      [`POST ${base}/cancelLandSharkOneMigration`]: () =>
        success(job({ cancelRequested: { by: 'trimin.admin', at: '2026-11-25T06:01:00.000Z' } })),
    });
    const { user } = renderControlPanel('/controlPanel/LandSharkOneAccountsUsers', 'TRIMIN');
    expect(await screen.findByRole('heading', { name: 'Migration in progress' })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Cancel migration' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }));
    expect(api.bodies(`POST ${base}/cancelLandSharkOneMigration`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel migration' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('It stops after the step it is on');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(api.bodies(`POST ${base}/cancelLandSharkOneMigration`)).toEqual([{ kind: 'accountsUsers', jobId: 'job-1' }]);
    cancelled = true;
    expect(await screen.findByText(/^Cancelled by trimin\.admin\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Last migration' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel migration' })).toBeNull();
  }, 20_000);

  it('resumes a failed job with the same details, without the wipe confirmation', async () => {
    const failed = job({ state: 'FAILED', message: 'The migration stopped after 3 failed attempts.' });
    const api = fakeApi({
      [`GET ${base}/migrationStatus/accountsUsers`]: () => success(failed),
      [`POST ${base}/migrateLandSharkOneAccountsUsers`]: () => success(done, done.message),
    });
    const { user } = renderControlPanel('/controlPanel/LandSharkOneAccountsUsers', 'TRIMIN');
    expect(await screen.findByText(/choose Resume to carry on/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getAllByText('Required.')).toHaveLength(4);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(done.message)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.bodies(`POST ${base}/migrateLandSharkOneAccountsUsers`)).toEqual([
      expect.objectContaining({ continueJob: 'job-1', landSharkOneDbPassword: 'secret' }),
    ]);
    await expectNoAxeViolations();
  }, 20_000);

  it('shows the server message and puts a connection error under the field to fix', async () => {
    const message = 'Could not connect to ls1.lakewood.local: the connection was refused.';
    fakeApi({
      [`GET ${base}/migrationStatus/accountsUsers`]: () => success(null),
      [`POST ${base}/migrateLandSharkOneAccountsUsers`]: () =>
        failure(400, message, { landSharkOneDbAddress: message }),
    });
    const { user } = renderControlPanel('/controlPanel/LandSharkOneAccountsUsers', 'TRIMIN');
    await screen.findByRole('heading', { name: 'LS1 Accounts & Users', level: 1 });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Migrate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText(/Database address/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Migrate' }) as HTMLButtonElement).disabled).toBe(false);
    await expectNoAxeViolations();
  }, 20_000);

  it('shows the last migration and its refused rows on open', async () => {
    fakeApi({ [`GET ${base}/migrationStatus/accountsUsers`]: () => success(done) });
    renderControlPanel('/controlPanel/LandSharkOneAccountsUsers', 'TRIMIN');
    expect(await screen.findByRole('heading', { name: 'Last migration' })).toBeTruthy();
    expect(screen.getByText(done.message)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Rows not migrated' })).toBeTruthy();
  });
});

describe('LS1 Audit Log', () => {
  it('confirms with its own text and posts to its own route', async () => {
    const audit = job({
      kind: 'auditLog',
      state: 'DONE',
      phase: 'DONE',
      totals: { accounts: 0, users: 0, auditLog: 3 },
      auditLog: tally(3, 3, 0),
      message: 'LS1 audit log migrated: 3 audit entries written, 0 row(s) refused.',
    });
    const api = fakeApi({
      [`GET ${base}/migrationStatus/auditLog`]: () => success(null),
      [`POST ${base}/migrateLandSharkOneAuditLog`]: () => success(audit, audit.message),
    });
    const { user } = renderControlPanel('/controlPanel/LandSharkOneAuditLog', 'TRIMIN');
    expect(await screen.findByRole('heading', { name: 'LS1 Audit Log', level: 1 })).toBeTruthy();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Migrate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(AUDIT_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(audit.message)).toBeTruthy();
    expect(api.bodies(`POST ${base}/migrateLandSharkOneAuditLog`)).toHaveLength(1);
    await expectNoAxeViolations();
  }, 20_000);
});
