// The one escrow deposit form as the image download flow opens it (no county limits loaded, the order's ending
// balance under the total): the amount is read into integer cents by the shared parser, never through floats, and
// what the form shows and sends is exactly what was typed.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { formatCents } from '@portal/shared/format/money';
import { EscrowDeposit } from '../escrow-deposit.tsx';
import { MoneyLine } from '../money-lines.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAddOn(shortfallCents: number) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      bodies.push(JSON.parse(String(init.body)));
      const content = { tokenResults: { token: 't-1' }, depositCents: 0, surchargeCents: 0, totalCents: 0 };
      return new Response(JSON.stringify({ status: 'SUCCESS', content }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(
    <EscrowDeposit
      escrow={undefined}
      title="Escrow Account Add On"
      buyLabel="Buy"
      intro={<p>Your escrow balance is too low for this purchase.</p>}
      endLines={(cents) => <MoneyLine label="Ending Balance" value={formatCents(cents - shortfallCents)} />}
      onBack={() => undefined}
      onCancel={() => undefined}
      onDeposited={() => undefined}
    />,
  );
  const window = screen.getByRole('dialog', { name: 'Escrow Account Add On' });
  return { window, amount: within(window).getByLabelText('Deposit Amount'), bodies, user: userEvent.setup() };
}

const endingBalance = (window: HTMLElement) => within(window).getByText('Ending Balance').parentElement?.textContent;

it('reads 0.29 and 20.10 as 29 and 2,010 cents exactly', async () => {
  const { window, amount, user } = renderAddOn(7);
  await user.clear(amount);
  await user.type(amount, '0.29');
  // 0.29 * 100 is 28.999999999999996 in floating point
  expect(endingBalance(window)).toBe('Ending Balance$0.22');
  await user.clear(amount);
  await user.type(amount, '20.10');
  expect(endingBalance(window)).toBe('Ending Balance$20.03');
});

it('refuses a third decimal and exponent notation instead of rounding them, and sends nothing', async () => {
  const { window, amount, bodies, user } = renderAddOn(50);
  await user.clear(amount);
  await user.type(amount, '20.005');
  expect(endingBalance(window)).toBe('Ending Balance-$0.50');
  await user.click(within(window).getByRole('button', { name: 'Buy' }));
  expect(within(window).getByRole('alert').textContent).toBe('Use at most two decimal places.');
  await user.clear(amount);
  await user.type(amount, '1e3');
  await user.click(within(window).getByRole('button', { name: 'Buy' }));
  expect(within(window).getByRole('alert').textContent).toBe('Enter an amount in dollars and cents, like 12.50.');
  expect(bodies).toEqual([]);

  await user.clear(amount);
  await user.type(amount, '20.50');
  await user.click(within(window).getByRole('button', { name: 'Buy' }));
  await screen.findByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
  expect(bodies).toEqual([{ amount: '20.50' }]);
});
