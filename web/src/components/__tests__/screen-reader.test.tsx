// What screen readers and keyboard users get from the shared UI (issue 21): the one polite live region, the skip
// link that moves focus to <main>, field errors tied to their fields, and a window that keeps Tab inside, closes on
// Escape and gives focus back to its opener.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '#src/i18n/index.ts';
import { TextField } from '../fields.tsx';
import { LiveRegion, useAnnounce } from '../live-region.tsx';
import { Modal } from '../modal.tsx';
import { MAIN_ID, SkipLink } from '../skip-link.tsx';

afterEach(cleanup);

function Speaker({ message }: { message: string }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce(message)}>
      say
    </button>
  );
}

describe('the live region', () => {
  it('is one polite status region that says each message, the same one again too', () => {
    render(
      <LiveRegion>
        <Speaker message="Search complete: 25 results" />
      </LiveRegion>,
    );
    const regions = document.querySelectorAll('[aria-live]');
    expect(regions).toHaveLength(1);
    const live = regions[0] as HTMLElement;
    expect(live.getAttribute('role')).toBe('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.getAttribute('aria-atomic')).toBe('true');
    const say = screen.getByText('say');
    fireEvent.click(say);
    expect(live.textContent).toBe('Search complete: 25 results');
    const first = live.firstElementChild;
    fireEvent.click(say);
    // a new node, so the repeated message is read again
    expect(live.firstElementChild).not.toBe(first);
    expect(live.textContent).toBe('Search complete: 25 results');
  });

  it('is silent outside the shell', () => {
    render(<Speaker message="nobody hears" />);
    fireEvent.click(screen.getByText('say'));
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(0);
  });
});

describe('the skip link', () => {
  it('is the first stop of Tab and moves focus to main', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/home">Home</a>
        </nav>
        <main id={MAIN_ID} tabIndex={-1}>
          content
        </main>
      </>,
    );
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip to main content');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('field errors', () => {
  it('mark the field invalid and describe it with the message', () => {
    render(<TextField label="Last Name" error="Required." value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Last Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Required.');
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Window" onClose={() => setOpen(false)} footer={<button type="button">Last</button>}>
          <input aria-label="Middle" />
        </Modal>
      )}
    </>
  );
}

describe('a window', () => {
  it('keeps Tab inside, closes on Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
