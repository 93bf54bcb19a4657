// search/codeLists carries the caller's prices (issue 18 'Prices before paying'): each paying user gets the price
// of every priced search and detail pane in their own price list, staff and flat-fee accounts none; and the price
// shown is what a search that finds nothing takes from the balance.
import type { ConfigGroup } from '@portal/shared/config/groups';
import type { CodeLists } from '@portal/shared/search/details';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientsOf, newSearchCounty, search } from './fixtures.ts';

let as: ReturnType<typeof clientsOf>;

beforeAll(async () => {
  const county = await newSearchCounty('srch-prices', {
    aLaCarte: { searchByName: 150, searchByPlat: 75, documentDetails: 25 },
    // the price fields are typed by name only where the group is read (groups.ts priceShape)
    creditCard: { applyAlternateRates: true, searchByNameCreditCard: 200 } as Partial<ConfigGroup<'creditCard'>>,
  });
  as = clientsOf(county);
});

const pricesOf = async (username: string) =>
  (await (await as(username)).get<CodeLists>('search/codeLists')).body.content?.prices;

describe('the prices in search/codeLists', () => {
  it('gives escrow and invoice payers the a la carte prices, card payers the alternate rates', async () => {
    const aLaCarte = [
      { item: 'searchByName', cents: 150 },
      { item: 'searchByPlat', cents: 75 },
      { item: 'documentDetails', cents: 25 },
    ];
    expect(await pricesOf('title.examiner')).toEqual(aLaCarte);
    expect(await pricesOf('guestuser1')).toEqual(aLaCarte);
    expect(await pricesOf('card.customer')).toEqual([{ item: 'searchByName', cents: 200 }]);
  });

  it('gives staff and flat-fee accounts, who pay nothing per search, no prices', async () => {
    expect(await pricesOf('county.admin')).toEqual([]);
    expect(await pricesOf('trimin.admin')).toEqual([]);
    expect(await pricesOf('flatfee.admin')).toEqual([]);
  });

  it('takes the price shown from the balance, even for a search that finds nothing', async () => {
    const examiner = await as('title.examiner');
    const before = await search(examiner, 'searchByName', { lastName1: 'Nobody' });
    const after = await search(examiner, 'searchByName', { lastName1: 'Nobody Else' });
    expect(after.message).toBe('No Records Found.');
    const cents = (r: typeof before) => (r.content?.usageBalance as { cents: number } | null)?.cents ?? Number.NaN;
    expect(cents(before) - cents(after)).toBe(150);
  });
});
