import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '#src/i18n/index.ts';
import { Pager, pageWindow } from '../pager.tsx';

function Harness({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} pageSize={10} total={total} onPage={setPage} />;
}

const current = () => screen.getByRole('button', { current: 'page' }).textContent;
const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => Number(b.textContent));

afterEach(cleanup);

describe('Pager', () => {
  it('says which results are shown and moves with First, Prev, Next and Last', async () => {
    const user = userEvent.setup();
    render(<Harness total={95} />);
    expect(screen.getByText('Displaying Results: 1-10 of 95')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Displaying Results: 11-20 of 95')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Displaying Results: 91-95 of 95')).toBeTruthy();
    expect(current()).toBe('10');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(current()).toBe('1');
    // 10 pages only: no -10/+10 jumps.
    expect(screen.queryByRole('button', { name: '+10' })).toBeNull();
  });

  it('shows 10 page buttons around the current page and -10/+10 above 30 pages', async () => {
    const user = userEvent.setup();
    render(<Harness total={400} start={20} />);
    expect(pageButtons()).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    await user.click(screen.getByRole('button', { name: '+10' }));
    expect(current()).toBe('30');
    expect(screen.getByText('Displaying Results: 291-300 of 400')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '+10' }));
    expect(current()).toBe('40');
    expect(pageButtons()).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    await user.click(screen.getByRole('button', { name: '-10' }));
    expect(current()).toBe('30');
    await user.click(screen.getByRole('button', { name: 'Page 27' }));
    expect(current()).toBe('27');
  });

  it('shows no page buttons for one page of results, and 0-0 when there are none', () => {
    render(<Harness total={0} />);
    expect(screen.getByText('Displaying Results: 0-0 of 0')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the window inside the page range', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(50, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    // the five a narrow pager shows
    expect(pageWindow(20, 400, 5)).toEqual([18, 19, 20, 21, 22]);
    expect(pageWindow(1, 400, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(400, 400, 5)).toEqual([396, 397, 398, 399, 400]);
    // the three a detail pane's sub-table shows
    expect(pageWindow(1, 2, 3)).toEqual([1, 2]);
    expect(pageWindow(4, 7, 3)).toEqual([3, 4, 5]);
    expect(pageWindow(7, 7, 3)).toEqual([5, 6, 7]);
  });
});
