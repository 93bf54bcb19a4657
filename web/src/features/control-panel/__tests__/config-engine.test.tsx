// The configuration form engine (spec 3 sections 2.5, 4.2, 4.6, 5.5, 5.8): loading, dollars shown for cents, the
// shared save schema's messages beside their fields, the dependencies, the form status and the body saved.
import { configMessages as m } from '@portal/shared/config/messages';
import { groupDefaults } from '@portal/shared/config/registry';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { closeAlert, loads, saves } from './config-helpers.ts';
import { renderControlPanel } from './render-control-panel.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const box = (name: string) => screen.getByRole('textbox', { name });
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('configuration form engine', { timeout: 20_000 }, () => {
  it('loads a group, shows cents as dollars, checks with the shared messages and saves the whole form', async () => {
    const api = fakeApi({ ...loads('escrow', { minReloadAmount: 1000 }), ...saves('escrow') });
    const { user } = renderControlPanel('/controlPanel/ESCROW');
    // the page's own status, beside the shell's one live region
    expect(screen.getByText('Loading').closest('[role="status"]')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Escrow', level: 1 });
    expect((box('Min $') as HTMLInputElement).value).toBe('10.00');
    await user.type(box('Fee Code'), 'F1');
    await user.clear(box('Max $'));
    await user.type(box('Max $'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(box('Charge Code'))).toBe(m.requiredWithFeeCode);
    expect(box('Charge Code').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(box('Max $'))).toBe(m.belowMin);
    expect(api.bodies('POST controlPanel/countyConfig/escrow')).toHaveLength(0);

    await user.type(box('Charge Code'), 'C2');
    expect(box('Charge Code').getAttribute('aria-invalid')).toBeNull();
    await user.clear(box('Max $'));
    await user.type(box('Max $'), '250.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.bodies('POST controlPanel/countyConfig/escrow')).toEqual([
      expect.objectContaining({ feeCode: 'F1', chargeCode: 'C2', minReloadAmount: 1000, maxReloadAmount: 25050 }),
    ]);
  });

  it('reads the group again each time the page opens', async () => {
    let feeCode = 'F1';
    const api = fakeApi({
      'GET controlPanel/countyConfig/escrow': () => success({ ...groupDefaults('escrow'), feeCode }),
      ...loads('creditCardExtra'),
    });
    const { user } = renderControlPanel('/controlPanel/escrow');
    expect(((await screen.findByRole('textbox', { name: 'Fee Code' })) as HTMLInputElement).value).toBe('F1');
    const nav = screen.getByRole('navigation', { name: 'Control Panel' });
    await user.click(within(nav).getByRole('link', { name: 'Credit Card Extra' }));
    await screen.findByRole('textbox', { name: 'Surcharge Message' });
    feeCode = 'F2';
    await user.click(within(nav).getByRole('link', { name: 'Escrow' }));
    expect(((await screen.findByRole('textbox', { name: 'Fee Code' })) as HTMLInputElement).value).toBe('F2');
    expect(api.paths().filter((p) => p === 'controlPanel/countyConfig/escrow')).toHaveLength(2);
  });

  it('ignores a submit while saving and after a success until the next edit (4.2)', async () => {
    let answer: (v: unknown) => void = () => {};
    const api = fakeApi({
      ...loads('search2'),
      'POST controlPanel/countyConfig/search2': (body) =>
        new Promise((r) => {
          answer = () => r(success(body));
        }),
    });
    const { user } = renderControlPanel('/controlPanel/search2');
    await user.click(await screen.findByRole('checkbox', { name: 'Map' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Loading');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    answer(undefined);
    await screen.findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.bodies('POST controlPanel/countyConfig/search2')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Tax' }));
    expect(screen.queryByText('Saved')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies('POST controlPanel/countyConfig/search2')).toHaveLength(2));
    expect(api.bodies('POST controlPanel/countyConfig/search2')[1]).toEqual({
      map: true,
      tax: true,
      soundsLike: true,
      defaultMatchMode: 'exact',
      chainOfTitle: true,
      chainOfTitleGuest: true,
      chainOfTitleFlatFee: true,
      chainOfTitleDisclaimer: 'An aid built from the index, not a title opinion.',
    });
  });

  it('shows a refusal of the server beside its field and in a warning', async () => {
    fakeApi({
      ...loads('loginPageRegistration'),
      'POST controlPanel/countyConfig/loginPageRegistration': () =>
        failure(400, 'fromEmailAddress: Invalid email address.', { fromEmailAddress: 'Invalid email address.' }),
    });
    const { user } = renderControlPanel('/controlPanel/loginPageRegistration');
    await screen.findByRole('heading', { name: 'Registration & Recovery' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await closeAlert(user, 'fromEmailAddress: Invalid email address.', 'Warning');
    expect(messageOf(box('From Email Address'))).toBe('Invalid email address.');
    await user.clear(box('From Email Address'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(box('From Email Address'))).toBe(m.required);
  });

  it('disables the fields that wait for another (4.6) and, for COUNTY, the vendor switches', async () => {
    fakeApi({ ...loads('userAccess', { limitLoginAttempts: false }), ...loads('efile') });
    const { user } = renderControlPanel('/controlPanel/userAccess');
    const attempts = await screen.findByRole('textbox', { name: 'Maximum Login Attempts' });
    expect((attempts as HTMLInputElement).disabled).toBe(true);
    expect((box('Inactivity Time Limit (minutes)') as HTMLInputElement).disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Limit Login Attempts' }));
    expect((attempts as HTMLInputElement).disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Inactivity Time Limit' }));
    expect((box('Inactivity Time Limit (minutes)') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    fakeApi(loads('efile'));
    renderControlPanel('/controlPanel/efile');
    const efile = await screen.findByRole('combobox', { name: 'E File' });
    expect((efile as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Acknowledgement' }) as HTMLSelectElement).disabled).toBe(false);
  });

  it('disables a flat fee row until its option is on, and its images when unlimited', async () => {
    fakeApi(loads('flatFeeOverride', { accountAdminReload: true }));
    const { user } = renderControlPanel('/controlPanel/flatFeeOverride');
    const cost = await screen.findByRole('textbox', { name: 'Cost 2' });
    expect((cost as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Offered 2' }));
    expect((cost as HTMLInputElement).disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Unlimited 2' }));
    expect((box('Number of Images 2') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Reload by Account Admin' }));
    expect((screen.getByRole('checkbox', { name: 'Offered 1' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('Search 1: Submit needs the default search on (an alert); configurable access offers Save Only', async () => {
    const api = fakeApi({ ...loads('search', { searchByName: false }), ...saves('search') });
    const { user } = renderControlPanel('/controlPanel/search');
    await screen.findByRole('heading', { name: 'Search 1' });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await closeAlert(user, m.defaultSearchOff, 'Warning');
    expect(api.bodies('POST controlPanel/countyConfig/search')).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search Access' }), 'CONFIGURABLE');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Only' }));
    await screen.findByText('Saved');
    expect(api.bodies('POST controlPanel/countyConfig/search')[0]).toMatchObject({
      saveOnly: true,
      searchByName: false,
      searchAccess: 'CONFIGURABLE',
    });
  });

  it("falls back from an unknown path to the current panel's form (spec 3 section 2.4); Technical pages are TRIMIN's", async () => {
    fakeApi(loads('languages'));
    // before any panel is opened the current one is Accounts
    let { router } = renderControlPanel('/controlPanel/noSuchPage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/controlPanel/accounts'));
    cleanup();
    ({ router } = renderControlPanel('/controlPanel/languages'));
    await screen.findByRole('heading', { name: 'Languages', level: 1 });
    await router.navigate('/controlPanel/noSuchPage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/controlPanel/languages'));
    await screen.findByRole('heading', { name: 'Languages', level: 1 });
    expect(screen.queryByText('This page is not available yet.')).toBeNull();
    // a Technical page is no panel of COUNTY's: the current panel's form again
    await router.navigate('/controlPanel/technical/languages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/controlPanel/languages'));
    cleanup();
    renderControlPanel('/controlPanel/technical/languages', 'TRIMIN');
    const select = await screen.findByRole('combobox', { name: 'Languages' });
    expect((select as HTMLSelectElement).disabled).toBe(false);
  });

  it('Lockout Step 2 asks before ending all user sessions and shows the answer', async () => {
    const api = fakeApi({
      'GET controlPanel/countyConfig/endUserSessions': () => success(undefined, '3 user sessions ended.'),
    });
    const { user } = renderControlPanel('/controlPanel/userLockout2');
    await user.click(await screen.findByRole('button', { name: 'End User Sessions' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Confirm' });
    within(ask).getByText(m.endSessionsConfirm);
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(api.paths()).not.toContain('controlPanel/countyConfig/endUserSessions');
    await user.click(screen.getByRole('button', { name: 'End User Sessions' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm' })).getByRole('button', { name: 'Yes' }),
    );
    await closeAlert(user, '3 user sessions ended.');
  });

  it('Run Billing posts the schedule form and shows the phases it ran', async () => {
    const api = fakeApi({
      ...loads('billingSchedule', { renewalDay: 5 }),
      'POST controlPanel/countyConfig/runBilling': (body) =>
        success(
          { ...(body as object), lastRanMonthlyRenewalJobPhase1: '2026-11', lastRanMonthlyRenewalJobPhase2: '2026-11' },
          'Billing ran: 2 accounts marked, 2 charged.',
        ),
    });
    const { user } = renderControlPanel('/controlPanel/billingSchedule');
    await user.click(await screen.findByRole('button', { name: 'Run Billing' }));
    await closeAlert(user, 'Billing ran: 2 accounts marked, 2 charged.');
    expect((box('Last Run: Charge Phase') as HTMLInputElement).value).toBe('2026-11');
    expect(api.bodies('POST controlPanel/countyConfig/runBilling')[0]).toMatchObject({ renewalDay: 5, confirm: true });
  });

  it('Purge Now asks first and posts the date; Run Billing shows a refusal as a warning', async () => {
    const api = fakeApi({
      ...loads('userPurgeNow'),
      'POST controlPanel/countyConfig/userPurgeNow': () => success({ purgeDate: '01/31/2026' }, '2 users deleted.'),
      ...loads('billingSchedule'),
    });
    const { user } = renderControlPanel('/controlPanel/userPurgeNow');
    await user.type(await screen.findByRole('textbox', { name: 'Inactive Since' }), '01312026');
    await user.click(screen.getByRole('button', { name: 'Purge Now' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Confirm' });
    within(ask).getByText(m.purgeConfirm);
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await closeAlert(user, '2 users deleted.');
    expect(api.bodies('POST controlPanel/countyConfig/userPurgeNow')).toEqual([{ purgeDate: '01/31/2026' }]);
    cleanup();
    renderControlPanel('/controlPanel/billingSchedule');
    const run = await screen.findByRole('button', { name: 'Run Billing' });
    expect((box('Last Run: Charge Phase') as HTMLInputElement).disabled).toBe(true);
    await user.click(run);
    await closeAlert(user, 'No such call: POST controlPanel/countyConfig/runBilling.', 'Warning');
  });
});
