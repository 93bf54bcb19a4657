// The chain of title's price (issue 32): one report charged once per requestId to the caller's escrow balance (its
// screen, PDF, sheet and retries included), its audit entry and its line in the reports; shown in the caller's price
// list; free for staff; a card payer asked to authorize first; refused where the county switched it off (for
// everyone, for the guest login, for flat-fee accounts) and when the balance is short.
import type { ChainOfTitleAnswer } from '@portal/shared/chain-of-title/chain';
import type { CodeLists } from '@portal/shared/search/details';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import { auditPages } from '../../reports/read-audit.ts';
import { clientsOf, newSearchCounty, saveFixture, setAccount } from '../../search/__tests__/fixtures.ts';
import { parcelR100 } from './corpus.ts';

let county = '';
let switchedOff = '';
let clients: ReturnType<typeof clientsOf>;
const land = { by: 'parcel', parcelId: 'R100' };
const balance = async () => (await getAccount(county, 'demo-title'))?.usageBalanceCents;

beforeAll(async () => {
  [county, switchedOff] = await Promise.all([
    newSearchCounty('chain-price', {
      aLaCarte: { chainOfTitle: 250 },
      creditCard: { applyAlternateRates: true, ...{ chainOfTitleCreditCard: 300 } },
      search2: { chainOfTitleGuest: false, chainOfTitleFlatFee: false },
    }),
    newSearchCounty('chain-off', { aLaCarte: { chainOfTitle: 250 }, search2: { chainOfTitle: false } }),
  ]);
  await Promise.all([
    setAccount(county, 'demo-title', { usageBalanceCents: 1_000 }),
    saveFixture(county, { documents: parcelR100 }),
  ]);
  clients = clientsOf(county);
});

async function chain(username: string, requestId?: string, at = county) {
  const client = at === county ? await clients(username) : await clientsOf(at)(username);
  const res = await client.post<ChainOfTitleAnswer>('search/chainOfTitle', { ...land, requestId });
  return { status: res.status, message: res.body.message, answer: res.body.content };
}

describe('the price of a chain of title', () => {
  it('is in the caller price list: a la carte for escrow, the card rate for a card payer, none for staff', async () => {
    const prices = async (u: string) =>
      (await (await clients(u)).get<CodeLists>('search/codeLists')).body.content?.prices?.find(
        (p) => p.item === 'chainOfTitle',
      )?.cents;
    expect(await prices('title.examiner')).toBe(250);
    expect(await prices('card.customer')).toBe(300);
    expect(await prices('county.admin')).toBeUndefined();
  });

  it('is charged once per report: the screen, its PDF and sheet and a retry share one charge', async () => {
    const first = await chain('title.examiner', 'report-one-0001');
    expect(first.answer).toMatchObject({ chargedCents: 250, paymentNeeded: false });
    expect(first.answer?.report?.chain.vestedOwner?.names).toEqual(['LEE, DAVID', 'LEE, ANN']);
    expect(await balance()).toBe(750);
    const retry = await chain('title.examiner', 'report-one-0001');
    expect(retry.answer?.chargedCents).toBe(0);
    expect(retry.answer?.report?.documentCount).toBe(first.answer?.report?.documentCount);
    const examiner = await clients('title.examiner');
    for (const kind of ['pdf', 'xlsx']) {
      const file = await examiner.post(`search/chainOfTitle/${kind}`, { ...land, requestId: 'report-one-0001' });
      expect([file.status, file.headers.get('content-disposition')]).toEqual([
        200,
        `attachment; filename="ChainOfTitle.${kind}"`,
      ]);
    }
    expect(await balance()).toBe(750);
    // another report is another charge
    expect((await chain('title.examiner', 'report-two-0002')).answer?.chargedCents).toBe(250);
    expect(await balance()).toBe(500);
  });

  it('writes one audit entry per report, named in the reports as a chain of title', async () => {
    const rows = [];
    for await (const page of auditPages(
      county,
      { kind: 'account', accountId: 'demo-title' },
      '2000-01-01',
      '2100-01-01',
    ))
      rows.push(...page.filter((r) => r.type === 'CHAIN_OF_TITLE'));
    expect(rows.map((r) => [r.info, r.amountCents])).toEqual([
      ['Chain of title (Parcel R100)', 250],
      ['Chain of title (Parcel R100)', 250],
    ]);
  });

  it('is free for staff, and a short balance is a 409 that takes nothing', async () => {
    expect((await chain('county.admin', 'staff-report-01')).answer).toMatchObject({ chargedCents: 0 });
    await setAccount(county, 'demo-title', { usageBalanceCents: 100 });
    const short = await chain('title.examiner', 'short-report-01');
    expect([short.status, short.message]).toEqual([409, 'There are insufficient funds.']);
    expect(await balance()).toBe(100);
  });

  it('asks a card payer with no preauthorization to authorize first, and shows nothing until then', async () => {
    const { status, answer } = await chain('card.customer', 'card-report-001');
    expect([status, answer?.paymentNeeded, answer?.report]).toEqual([200, true, null]);
    const pdf = await (await clients('card.customer')).post('search/chainOfTitle/pdf', {
      ...land,
      requestId: 'card-report-001',
    });
    expect(pdf.status).toBe(409);
  });

  it('is refused where the county switched it off: for the guest login, flat-fee accounts, or everyone', async () => {
    const guest = await chain('guestuser1', 'guest-report-01');
    expect([guest.status, guest.message]).toEqual([403, expect.stringMatching(/not offered to the guest login/)]);
    const flat = await chain('flatfee.admin', 'flat-report-001');
    expect([flat.status, flat.message]).toEqual([403, expect.stringMatching(/not part of a flat fee account/)]);
    const off = await chain('title.examiner', 'off-report-0001', switchedOff);
    expect([off.status, off.message]).toEqual([403, 'This county does not offer the chain of title.']);
  });

  it('refuses a malformed request id with a 400 saying what it must be', async () => {
    const res = await chain('title.examiner', 'x y');
    expect([res.status, res.message]).toEqual([400, expect.stringMatching(/8 to 64 letters, digits or dashes/)]);
  });
});
