// The results table's semantics (issue 21): a caption, column headers, and aria-sort on the sorted column only.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ariaSort, ResultTable } from '../results/result-table.tsx';

afterEach(cleanup);

const columns = [
  { header: 'Instrument / Document Number', sortKeys: ['instrument', 'docNumber'], cell: (r: { id: string }) => r.id },
  { header: 'Recorded', sortKeys: ['recordedDate'], cell: () => '10/30/2026' },
  { header: 'Legals', cell: () => 'L 2' },
];

const table = (sortKey: string, sortDirection: 'ASC' | 'DESC') =>
  render(
    <ResultTable
      caption="Search Results"
      columns={columns}
      rows={[{ id: '2026030075' }]}
      rowId={(r) => r.id}
      selectedId={null}
      onSelect={() => {}}
      sort={{ sortKey, sortDirection }}
    />,
  );

it('has a caption and column headers; the sorted column says its order', () => {
  // queried by selector, not by role: jsdom's role queries are slow on a busy machine
  const sorts = (c: HTMLElement) => [...c.querySelectorAll('thead th')].map((h) => h.getAttribute('aria-sort'));
  const asc = table('docNumber', 'ASC').container;
  expect(asc.querySelector('table > caption')?.textContent).toBe('Search Results');
  expect([...asc.querySelectorAll('thead th')].every((h) => h.getAttribute('scope') === 'col')).toBe(true);
  expect(sorts(asc)).toEqual(['ascending', null, null]);
  cleanup();
  expect(sorts(table('recordedDate', 'DESC').container)).toEqual([null, 'descending', null]);
});

it('says nothing of a sort no column shows', () => {
  expect(ariaSort(columns[2]!, { sortKey: 'grantor', sortDirection: 'ASC' })).toBeUndefined();
  expect(ariaSort(columns[0]!, undefined)).toBeUndefined();
});
