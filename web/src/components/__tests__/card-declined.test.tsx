// The card-declined window and how a payment call's refusal is read as a decline (409 with errors.card).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { ApiError } from '#src/lib/api.ts';
import { CardDeclinedWindow, declineOfError } from '../card-declined.tsx';

afterEach(cleanup);

describe('CardDeclinedWindow', () => {
  it('says the card was declined, gives the reason, and offers another card or Cancel', async () => {
    const onRetry = vi.fn();
    const onCancel = vi.fn();
    render(
      <CardDeclinedWindow
        decline={{ declined: true, reason: 'AVS mismatch.' }}
        onRetry={onRetry}
        onCancel={onCancel}
      />,
    );
    const window = screen.getByRole('alertdialog', { name: 'Card declined' });
    expect(within(window).getByText('Your card was declined. Nothing was charged.')).toBeTruthy();
    expect(within(window).getByText(/Reason given by the card provider/).textContent).toBe(
      'Reason given by the card provider: AVS mismatch.',
    );
    // Another card is the way forward, so it has the focus; one Cancel.
    expect(document.activeElement?.textContent).toBe('Try another card');
    expect(within(window).getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(window).getByRole('button', { name: 'Try another card' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await user.click(within(window).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('leaves the reason line out when the provider gave none', () => {
    render(<CardDeclinedWindow decline={{ declined: true }} onRetry={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByText('Your card was declined. Nothing was charged.')).toBeTruthy();
    expect(screen.queryByText(/Reason given/)).toBeNull();
  });
});

describe('declineOfError', () => {
  it('reads a 409 with errors.card as a decline, and nothing else', () => {
    expect(declineOfError(new ApiError(409, 'declined', { card: 'AVS mismatch.' }))).toEqual({
      declined: true,
      reason: 'AVS mismatch.',
    });
    expect(declineOfError(new ApiError(409, 'declined', { card: '' }))).toEqual({ declined: true });
    expect(declineOfError(new ApiError(409, 'other transaction'))).toBeUndefined();
    expect(declineOfError(new ApiError(400, 'bad', { card: 'x' }))).toBeUndefined();
    expect(declineOfError(new Error('boom'))).toBeUndefined();
  });
});
