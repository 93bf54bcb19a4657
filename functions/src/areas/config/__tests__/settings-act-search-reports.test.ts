// Search 2 and Reports take effect where they act (spec 3 sections 2.5 and 3.7): each switch is saved through the
// county configuration page's call, and the next tax or GIS links call, or the next run of a report, follows it.
// Search 1's default search and county notes reach the SPA's start-up lists, which open the default search first.
// A county of this file's own.
import { defaultCriteria } from '@portal/shared/reports/criteria';
import { todayIn } from '@portal/shared/search/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture } from '../../search/__tests__/fixtures.ts';

let county = '';
let as: (username: string) => Promise<TestClient>;
let staff: TestClient;
const path = (group: string) => `controlPanel/countyConfig/${group}`;

/** Saves a change to a group through the configuration page's call; answers the group as it was. */
async function change(group: string, fields: Record<string, unknown>) {
  // biome-ignore lint/suspicious/noExplicitAny: the page's form state, whose shape each group states
  const before = (await staff.get<any>(path(group))).body.content;
  const res = await staff.post(path(group), { ...before, ...fields });
  expect([group, res.status, res.body.errors]).toEqual([group, 200, undefined]);
  return before;
}
const restore = (group: string, before: unknown) => staff.post(path(group), before);

beforeAll(async () => {
  county = await newSearchCounty('act-srch', { common: { timeZone: 'America/Chicago' } });
  await saveFixture(county, {
    documents: [doc('1', 'WD', '2024-01-02T09:00', { grantors: [party('Smith')], parcelIds: ['R100'] })],
  });
  as = clientsOf(county);
  staff = await as('county.admin');
});

describe('Search 2', () => {
  it('the tax and map switches open or refuse the next links call', async () => {
    const examiner = await as('title.examiner');
    const links = async (system: 'tax' | 'gis') => {
      const res = await examiner.post(`${system}/getLinks`, { id: 'A1' });
      return [res.status, res.body.message];
    };
    expect((await links('tax'))[0]).toBe(200);
    expect((await links('gis'))[0]).toBe(200);
    const before = await change('search2', { tax: false, map: false });
    try {
      expect(await links('tax')).toEqual([403, 'Links to the tax system are turned off for this county.']);
      expect((await links('gis'))[0]).toBe(403);
      await change('search2', { tax: true, map: false });
      expect((await links('tax'))[0]).toBe(200);
      expect((await links('gis'))[0]).toBe(403);
    } finally {
      await restore('search2', before);
    }
    expect((await links('gis'))[0]).toBe(200);
  });

  it('Sounds like can be the default only where it is offered; a body without the new fields is refused', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the page's form state
    const before = (await staff.get<any>(path('search2'))).body.content;
    expect(before).toMatchObject({ soundsLike: true, defaultMatchMode: 'exact' });
    const refused = await staff.post(path('search2'), { ...before, soundsLike: false, defaultMatchMode: 'soundsLike' });
    expect([refused.status, refused.body.errors]).toEqual([
      400,
      { defaultMatchMode: 'Sounds like needs to be offered before it can be the default.' },
    ]);
    expect((await staff.post(path('search2'), { map: true, tax: true })).status).toBe(400);
    expect((await staff.get<typeof before>(path('search2'))).body.content).toEqual(before);
  });
});

describe('Reports', () => {
  const calls = {
    statementReport: 'statementReport',
    auditAccountsReport: 'accountReport',
    auditUsersReport: 'userReport',
    accountTypeReport: 'accountTypeReport',
  } as const;

  it('each report switched off is refused on its next run, to staff too; switched on it runs', async () => {
    const criteria = defaultCriteria(todayIn('America/Chicago'));
    const run = async (id: keyof typeof calls) => {
      const res = await staff.post(`report/${calls[id]}`, criteria[id]);
      return [res.status, res.body.message];
    };
    for (const id of Object.keys(calls) as Array<keyof typeof calls>) {
      expect([id, (await run(id))[0]]).toEqual([id, 200]);
      const before = await change('reports', { [id]: false });
      try {
        expect([id, ...(await run(id))]).toEqual([id, 403, 'This report is not offered by the county.']);
      } finally {
        await restore('reports', before);
      }
      expect([id, (await run(id))[0]]).toEqual([id, 200]);
    }
  });
});

describe('Common: the county time zone', () => {
  it("is the clock of the next report's 'today': a date that is today in one zone is in the future in another", async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
    const kiritimatiToday = todayIn('Pacific/Kiritimati');
    const criteria = { ...defaultCriteria(kiritimatiToday).statementReport };
    const before = await change('common', { timeZone: 'Pacific/Kiritimati' });
    try {
      expect((await staff.post('report/statementReport', criteria)).status).toBe(200);
      await change('common', { timeZone: 'Pacific/Pago_Pago' });
      const refused = await staff.post('report/statementReport', criteria);
      expect([refused.status, Object.keys(refused.body.errors ?? {})]).toEqual([400, ['fromDate', 'toDate']]);
    } finally {
      await restore('common', before);
    }
  });
});

describe('Search 1', () => {
  it("the default search and a search's county note reach the next start-up lists the SPA opens searches from", async () => {
    const before = await change('search', {
      defaultSearch: 'searchByDocumentNumber',
      searchByDocumentNumberCountyNote: 'Numbers before 1990 are not indexed.',
    });
    try {
      const lists = await (await as('title.examiner')).get<{
        namedContentResultList: Array<{ name: string; baseContent: Record<string, unknown> }>;
      }>('helperdata/landlink');
      const search = lists.body.content?.namedContentResultList.find((g) => g.name === 'search');
      expect(search?.baseContent).toMatchObject({
        defaultSearch: 'searchByDocumentNumber',
        searchByDocumentNumberCountyNote: 'Numbers before 1990 are not indexed.',
      });
    } finally {
      await restore('search', before);
    }
  });
});
