// The configuration pages' lists (spec 3 sections 5.7, 5.9): news added five at a time up to 50, the login page's
// 12 links moved up and down from the keyboard, special rates normalised before saving and the card reset asked, the
// feed plans' accounts added from the pick-list (issue 31).
import { configMessages as m } from '@portal/shared/config/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { closeAlert, loads, saves } from './config-helpers.ts';
import { renderControlPanel } from './render-control-panel.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const news = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ heading: `Item ${i + 1}`, paragraphContent: `Text ${i + 1}` }));
const headings = () => screen.queryAllByRole('textbox', { name: 'Heading' });

describe('configuration lists', { timeout: 30_000 }, () => {
  it('adds news paragraphs five at a time up to 50, removes any but the first, and saves the filled ones', async () => {
    const api = fakeApi({ ...loads('latestNews', { paragraphs: news(1) }), ...saves('latestNews') });
    const { user } = renderControlPanel('/controlPanel/homeLatestNews');
    await screen.findByRole('button', { name: 'Add Paragraphs' });
    expect(headings()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove paragraph 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Paragraphs' }));
    expect(headings()).toHaveLength(6);
    await user.type(headings()[1]!, 'Vault closed');
    await user.click(screen.getByRole('button', { name: 'Remove paragraph 3' }));
    expect(headings()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.bodies('POST controlPanel/countyConfig/latestNews')[0]).toEqual({
      paragraphs: [
        { heading: 'Item 1', paragraphContent: 'Text 1' },
        { heading: 'Vault closed', paragraphContent: '' },
      ],
    });
  });

  it('stops at 50 rows with the limit alert', async () => {
    fakeApi(loads('externalLinks', { paragraphs: news(47) }));
    const { user } = renderControlPanel('/controlPanel/homeExternalLinks');
    await screen.findByRole('heading', { name: 'More Links' });
    await user.click(await screen.findByRole('button', { name: 'Add Links' }));
    expect(screen.getAllByLabelText('Description')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Add Links' }));
    await closeAlert(user, m.linksLimit, 'Warning');
    expect(screen.getAllByLabelText('Description')).toHaveLength(50);
  });

  it('keeps 12 login links, moves them with the keyboard and refuses to pass the first or last row', async () => {
    const links = [
      { heading: 'County Home', paragraphContent: 'https://a.example/' },
      { heading: 'Taxes', paragraphContent: 'https://b.example/' },
    ];
    const api = fakeApi({ ...loads('loginPageLinks', { paragraphs: links }), ...saves('loginPageLinks') });
    const { user } = renderControlPanel('/controlPanel/loginPageLinks');
    await screen.findByText(m.loginLinkHint);
    expect(screen.getAllByRole('textbox', { name: /^Description \d+$/ })).toHaveLength(12);
    const down = screen.getByRole('button', { name: 'Move link 1 down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect((screen.getByRole('textbox', { name: 'Description 1' }) as HTMLInputElement).value).toBe('Taxes');
    expect((screen.getByRole('textbox', { name: 'Description 2' }) as HTMLInputElement).value).toBe('County Home');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move link 2 down' }));
    await user.click(screen.getByRole('button', { name: 'Move link 1 up' }));
    await closeAlert(user, m.firstRow);
    await user.click(screen.getByRole('button', { name: 'Move link 12 down' }));
    await closeAlert(user, m.lastRow);
    await user.click(screen.getByRole('button', { name: 'Move link 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.bodies('POST controlPanel/countyConfig/loginPageLinks')[0]).toEqual({ paragraphs: links });
  });

  it('special rates: the table rules, rows added five at a time, normalised and asked before saving', async () => {
    const api = fakeApi({ ...loads('aLaCarteSpecialRates'), ...saves('aLaCarteSpecialRates') });
    const { user } = renderControlPanel('/controlPanel/alacarteratesspecial');
    await screen.findByText(m.specialRateLimit);
    await user.click(screen.getByRole('button', { name: 'Add Rates' }));
    expect(screen.getAllByRole('textbox', { name: /^Document Type \d+$/ })).toHaveLength(5);
    const cell = (name: string) => screen.getByRole('textbox', { name });
    await user.type(cell('Instrument Code 1'), 'WD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.specialRateNeedsType);
    await user.type(cell('Document Type 1'), 'B');
    const money = async (name: string, text: string) => {
      await user.clear(cell(name));
      await user.type(cell(name), text);
    };
    await money('Document Rate ($) 1', '2.5');
    await user.type(cell('Document Type 3'), 'A');
    await user.type(cell('Instrument Code 3'), 'QC');
    await money('First Page Rate ($) 3', '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Confirm' });
    within(ask).getByText(m.specialRateResetConfirm);
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Saved');
    const rate = { documentRate: 0, firstPageRate: 0, additionalPagesRate: 0 };
    expect(api.bodies('POST controlPanel/countyConfig/aLaCarteSpecialRates')[0]).toEqual({
      applySpecialRates: false,
      rates: [
        { ...rate, documentType: 'A', instrumentCode: 'QC', firstPageRate: 100 },
        { ...rate, documentType: 'B', instrumentCode: 'WD', documentRate: 250 },
      ],
    });
    // the answer replaces the form: blank rows are gone
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Document Type \d+$/ })).toHaveLength(2));
  });

  it('feed plans: an account added from the pick-list once only, a row removed, the names not sent', async () => {
    const plans = [
      { accountId: 'demo-title', plan: 'PER_DAY', accountName: 'Northwoods Title Company' },
      { accountId: 'demo-card', plan: 'PER_DAY', accountName: 'Casey Nguyen (card)' },
    ];
    const accounts = [
      { code: 'demo-title', description: 'Northwoods Title Company' },
      { code: 'demo-flat', description: 'Hale Abstract LLC' },
    ];
    const api = fakeApi({
      ...loads('feed', { plans }),
      ...saves('feed'),
      'POST helperdata/accountscodedescription': () => success({ codeDescriptionResultList: accounts }),
    });
    const { user } = renderControlPanel('/controlPanel/feedPlans');
    await screen.findByText('Northwoods Title Company');
    const pick = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Add Account' }));
      const list = await screen.findByRole('dialog', { name: 'Select an Account' });
      await user.click(await within(list).findByRole('button', { name: new RegExp(name) }));
    };
    await pick('Northwoods');
    await closeAlert(user, m.feedPlanDuplicate, 'Warning');
    await pick('Hale');
    await screen.findByText('Hale Abstract LLC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan 3' }), 'PER_DOCUMENT');
    await user.click(screen.getByRole('button', { name: 'Remove feed plan 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.bodies('POST controlPanel/countyConfig/feed')[0]).toMatchObject({
      plans: [
        { accountId: 'demo-title', plan: 'PER_DAY' },
        { accountId: 'demo-flat', plan: 'PER_DOCUMENT' },
      ],
    });
    const sent = api.bodies('POST controlPanel/countyConfig/feed')[0] as { plans: object[] };
    expect(sent.plans.every((p) => !('accountName' in p))).toBe(true);
  });
});
