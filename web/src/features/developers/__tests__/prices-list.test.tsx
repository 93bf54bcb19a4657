// The developer page's prices name each priced search as the search forms' price list does: one route serves the
// tract book's ID and legal searches, which are priced apart, and the legal one showed its internal name.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import '#src/i18n/index.ts';
import { PricesList } from '../components/prices-list.tsx';
import type { Operation } from '../openapi.ts';

afterEach(cleanup);

const operation = (path: string, summary: string, item: string): Operation => ({
  method: 'post',
  path,
  op: { operationId: path, tags: ['Search'], summary, responses: {}, 'x-scope': 'search', 'x-price-item': item },
});

it('names every priced item, the second search of a shared route and an item of another kind included', () => {
  const operations = [
    operation(
      '/api/search/searchByTractBook',
      'Tract Book ID search or Tract Book Legal search',
      'searchByTractBookId',
    ),
    operation('/api/search/chainOfTitle', 'The chain of title of one piece of land', 'chainOfTitle'),
  ];
  const prices = [
    { item: 'searchByTractBookId', cents: 100 },
    { item: 'searchByTractBookLegal', cents: 150 },
    { item: 'chainOfTitle', cents: 500 },
  ];
  render(
    <MemoryRouter>
      <PricesList signedIn prices={prices} operations={operations} />
    </MemoryRouter>,
  );
  const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(rows).toEqual([
    'Tract book ID search$1.00',
    'Tract book legal search$1.50',
    'The chain of title of one piece of land$5.00',
  ]);
});
