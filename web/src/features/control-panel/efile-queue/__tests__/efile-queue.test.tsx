// The e-file intake queue with the one fake API: the list of a status, the filters sent, Accept, Reject with a
// required reason, a refund owed with Retry refund, and no axe violations.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import EfileQueuePage from '../efile-queue-page.tsx';

const filing = {
  filingId: 'f-00000001',
  transactionNumber: '100001',
  efileType: 'LR',
  status: 'SUBMITTED',
  fileName: 'deed.pdf',
  contentType: 'application/pdf',
  name: 'Sam Olson',
  email: 'sam@example.com',
  numberOfPages: 3,
  totalCharge: 900,
  submittedAt: '2026-11-25T01:00:00.000Z',
  submittedDay: '2026-11-25',
};

function open() {
  const api = fakeApi({
    'GET efile/queue?status=SUBMITTED': () => success([filing]),
    'GET efile/queue?status=SUBMITTED&fromDate=2026-11-01': () => success([]),
    'POST efile/queue/accept': () =>
      success(
        { ...filing, status: 'ACCEPTED', documentNumber: 'E0000001' },
        'Filing 100001 was accepted as document E0000001.',
      ),
    'POST efile/queue/reject': () => success({ ...filing, status: 'REJECTED' }, 'Filing 100001 was rejected.'),
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <EfileQueuePage />
    </SWRConfig>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('e-file queue', { timeout: 30_000 }, () => {
  it('lists the submitted filings, accepts one and rejects one with a reason', async () => {
    const { api, user } = open();
    const table = await screen.findByRole('table', { name: 'E-filings' });
    expect(within(table).getByText('100001')).toBeTruthy();
    expect(within(table).getByText('$9.00')).toBeTruthy();
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept 100001' }));
    const accept = await screen.findByRole('dialog', { name: 'Accept Filing' });
    await user.click(within(accept).getByRole('button', { name: 'Accept' }));
    const accepted = await screen.findByRole('alertdialog', { name: 'Message' });
    expect(within(accepted).getByText('Filing 100001 was accepted as document E0000001.')).toBeTruthy();
    expect(api.bodies('POST efile/queue/accept')).toEqual([{ filingId: 'f-00000001' }]);
    await user.click(within(accepted).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(screen.getByRole('button', { name: 'Reject 100001' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject Filing' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByText('Please give the reason for the rejection.')).toBeTruthy();
    await user.type(within(reject).getByLabelText(/Reason/), 'Not notarized.');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Filing 100001 was rejected.');
    expect(api.bodies('POST efile/queue/reject')).toEqual([{ filingId: 'f-00000001', reason: 'Not notarized.' }]);
  });

  it('sends the date filter', async () => {
    const { api, user } = open();
    await screen.findByRole('table', { name: 'E-filings' });
    await user.type(screen.getByLabelText('From Date'), '2026-11-01');
    await screen.findByText('No filings.');
    expect(api.paths()).toContain('efile/queue?status=SUBMITTED&fromDate=2026-11-01');
  });

  it('shows a refund the provider refused as owed, with Retry refund', async () => {
    const owed = { ...filing, status: 'REJECTED', rejectionReason: 'Unsigned.', refundError: 'Declined.' };
    const api = fakeApi({
      'GET efile/queue?status=REJECTED': () => success([owed]),
      'POST efile/queue/retryRefund': () =>
        success({ ...owed, refundError: undefined, refundTransactionId: '7' }, 'The card charge was refunded.'),
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <EfileQueuePage />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status'), 'REJECTED');
    const table = await screen.findByRole('table', { name: 'E-filings' });
    expect(within(table).getByText('Refund owed: Declined.')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Retry refund 100001' }));
    await screen.findByText('The card charge was refunded.');
    expect(api.bodies('POST efile/queue/retryRefund')).toEqual([{ filingId: 'f-00000001' }]);
  });
});
