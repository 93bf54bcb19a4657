// Spec 1 section 2: the login page's links are laid out in one row up to 6 and in two rows above 6. The grid's
// column count (--cols, used from the small breakpoint up) is what puts them in rows.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '#src/i18n/index.ts';
import { LoginLinks } from '../login-links.tsx';

afterEach(cleanup);

const links = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ heading: `Link ${i + 1}`, paragraphContent: `https://example.org/${i + 1}` }));

/** the rows the links fill: --cols links a row */
function rowsOf(n: number) {
  render(<LoginLinks links={links(n)} />);
  const list = within(screen.getByRole('navigation', { name: 'Links' })).getByRole('list');
  expect(within(list).getAllByRole('link')).toHaveLength(n);
  const columns = Number(list.style.getPropertyValue('--cols'));
  expect(list.className).toContain('sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))]');
  cleanup();
  return Math.ceil(n / columns);
}

it('puts up to 6 links in one row', () => {
  for (const n of [1, 2, 5, 6]) expect(rowsOf(n), `${n} links`).toBe(1);
});

it('puts more than 6 links in two rows', () => {
  for (const n of [7, 8, 11, 12]) expect(rowsOf(n), `${n} links`).toBe(2);
});

it('opens each link in a new tab, and shows nothing without links', () => {
  render(<LoginLinks links={links(2)} />);
  const first = screen.getByRole('link', { name: 'Link 1' });
  expect(first.getAttribute('href')).toBe('https://example.org/1');
  expect(first.getAttribute('target')).toBe('_blank');
  cleanup();
  const { container } = render(<LoginLinks links={[]} />);
  expect(container.innerHTML).toBe('');
});
