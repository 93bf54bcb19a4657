// GET creditcard/searchPrices: the price list of the card payment windows, from the fee engine, for card payers.

import type { CardSearchPrices } from '@portal/shared/payments/responses';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty } from '../../imaging/__tests__/fixtures.ts';
import { payHostedForm, startSimulator } from './fixtures.ts';

let alternate = '';
let aLaCarte = '';
beforeAll(async () => {
  alternate = await newTestCounty('pay-prices', {
    aLaCarte: { searchByName: 100, documentDetails: 10 },
    // the price fields are read by name (priceShape), which the group's inferred type does not list
    creditCard: { applyAlternateRates: true, ...{ searchByNameCreditCard: 175, documentDetailsCreditCard: 60 } },
    creditCardExtra: { maxAmount: 3000 },
  });
  aLaCarte = await newTestCounty('pay-prices', { aLaCarte: { searchByName: 125, taxLienDetails: 40 } });
});

async function pricesIn(county: string, username = 'card.customer') {
  const client = new TestClient(county);
  await client.login(username);
  return { client, res: await client.get<CardSearchPrices>('creditcard/searchPrices') };
}

const priceOf = (content: CardSearchPrices | undefined, item: string) =>
  content?.prices.find((p) => p.item === item)?.cents;

describe('creditcard/searchPrices', () => {
  it('lists the credit-card alternate prices and the preauthorization amount', async () => {
    const { res } = await pricesIn(alternate);
    expect(res.status).toBe(200);
    expect(priceOf(res.body.content, 'searchByName')).toBe(175);
    expect(priceOf(res.body.content, 'documentDetails')).toBe(60);
    expect(priceOf(res.body.content, 'taxLienDetails')).toBe(0);
    expect(res.body.content).toMatchObject({ preauthorizationCents: 3000, remainingCents: null });
  });

  it('lists the a la carte prices when the county has no alternate rates', async () => {
    const { res } = await pricesIn(aLaCarte);
    expect(priceOf(res.body.content, 'searchByName')).toBe(125);
    expect(priceOf(res.body.content, 'taxLienDetails')).toBe(40);
    expect(res.body.content?.preauthorizationCents).toBe(5000);
  });

  it('says what is left of an open preauthorization', async () => {
    const sim = await startSimulator(alternate);
    try {
      const { client } = await pricesIn(alternate);
      const auth = await client.post<{ token: string }>('creditcard/authorize');
      const { response } = await payHostedForm(sim.url, auth.body.content!.token);
      await client.post('creditcard/authorizationResponse', response);
      const res = await client.get<CardSearchPrices>('creditcard/searchPrices');
      expect(res.body.content?.remainingCents).toBe(3000);
      await client.post('creditcard/closeAuthorization');
    } finally {
      await sim.flushWebhooks();
      await sim.close();
    }
  });

  it('is only for card payers', async () => {
    expect((await pricesIn(alternate, 'title.examiner')).res.status).toBe(403);
    expect((await pricesIn(alternate, 'county.admin')).res.status).toBe(403);
  });
});
