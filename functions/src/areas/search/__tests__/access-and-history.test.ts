// Who may search and what every search answer carries: sign-in, the county's search switches and the account's
// search list (403s), the usage balance and lockout, and the search history (5 newest, re-runs moved to the top,
// none kept for GUEST, paging never adds one).
import { searchTypeKeys } from '@portal/shared/config/groups';
import type { SearchHistoryEntry } from '@portal/shared/search/results';
import { searchTypeNames, searchTypes } from '@portal/shared/search/search-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSearchHistory, readHistory } from '#src/data/app/search-history.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { putConfig } from '../../../platform/config.ts';
import { clientsOf, doc, newSearchCounty, party as p, saveFixture, search, setAccount } from './fixtures.ts';

let county = '';
let offCounty = '';
let limitedCounty = '';
let as: ReturnType<typeof clientsOf>;

const documents = [
  doc('1', 'WD', '2024-01-02T09:00', { grantors: [p('Smith', 'Ann')], grantees: [p('Jones', 'Bo')] }),
  doc('2', 'WD', '2024-01-03T09:00', { grantors: [p('Brown', 'Cy')], grantees: [p('Miller', 'Di')] }),
];

beforeAll(async () => {
  county = await newSearchCounty('srch-acc');
  offCounty = await newSearchCounty('srch-off', {
    search: Object.fromEntries(searchTypeKeys.map((k) => [`searchBy${k}`, false])),
  });
  limitedCounty = await newSearchCounty('srch-lim', {
    search: { searchAccess: 'CONFIGURABLE', searchByPlat: false },
  });
  await setAccount(limitedCounty, 'demo-title', { searchAccess: { searchByName: false } });
  await Promise.all([county, limitedCounty].map((c) => saveFixture(c, { documents })));
  as = clientsOf(county);
});

describe('signing in', () => {
  it('is needed for every search call', async () => {
    const anonymous = new TestClient(county);
    expect((await anonymous.post('search/searchByName', { lastName1: 'Smith' })).status).toBe(401);
    expect((await anonymous.post('search/documentDetails', { docId: 'A1' })).status).toBe(401);
    expect((await anonymous.post('tax/getLinks', { id: 'A1' })).status).toBe(401);
  });
});

describe('a search the county turned off', () => {
  it.each(searchTypeNames)('refuses %s with 403', async (type) => {
    const client = await clientsOf(offCounty)('county.admin');
    const body = type === 'searchByTractBookLegal' ? { tractBookSearchType: 'LEGAL' } : {};
    const res = await client.post(`search/${searchTypes[type].call}`, body);
    expect([res.status, res.body.message]).toEqual([403, 'This search is turned off for this county.']);
  });
});

describe("a search the user's account may not use", () => {
  it('is refused to the account, allowed to staff, and missing from the search list', async () => {
    const limited = clientsOf(limitedCounty);
    const examiner = await limited('title.examiner');
    const name = await examiner.post('search/searchByName', { lastName1: 'Smith' });
    expect([name.status, name.body.message]).toEqual([403, 'This search is not available to your account.']);
    const plat = await examiner.post('search/searchByPlat', { platName: 'Oak' });
    expect([plat.status, plat.body.message]).toEqual([403, 'This search is turned off for this county.']);
    expect((await search(await limited('county.admin'), 'searchByName', { lastName1: 'Smith' })).ids).toEqual(['A1']);

    const profile = await examiner.get<{ searchList: string[] }>('currentUser/profile');
    expect(profile.body.content?.searchList).not.toContain('searchByName');
    expect(profile.body.content?.searchList).not.toContain('searchByPlat');
    expect(profile.body.content?.searchList).toContain('searchByAddress');
  });
});

describe('every search answer', () => {
  it('carries the county lockout, in the envelope and the content', async () => {
    // a lockout stops sign-in, not the sessions already open
    const examiner = await clientsOf(limitedCounty)('title.examiner');
    const lockout = { lockoutInPlace: true, messageLogin: 'Down tonight', messageHeadline: '' };
    await putConfig(limitedCounty, 'userLockout', lockout);
    try {
      const r = await search(examiner, 'searchByBookAndPage', { book: '1' });
      expect(r.res.body.lockout).toBe(true);
      expect(r.content?.lockout).toBe(true);
    } finally {
      await putConfig(limitedCounty, 'userLockout', { ...lockout, lockoutInPlace: false });
    }
    expect((await search(await as('title.examiner'), 'searchByBookAndPage', { book: '1' })).content?.lockout).toBe(
      false,
    );
  });

  it("carries the user's usage balance and no payment", async () => {
    const examiner = await search(await as('title.examiner'), 'searchByName', { lastName1: 'Smith' });
    expect(examiner.content).toMatchObject({
      paymentNeeded: false,
      paymentNeededAgain: false,
      usageBalance: { kind: 'CENTS', cents: 25_000, imagesRemaining: 0 },
    });
    const flat = await search(await as('flatfee.admin'), 'searchByName', { lastName1: 'Smith' });
    expect(flat.content?.usageBalance).toMatchObject({ kind: 'IMAGES', imagesRemaining: 200 });
    const staff = await search(await as('trimin.admin'), 'searchByName', { lastName1: 'Smith' });
    expect(staff.content?.usageBalance).toBeNull();
  });
});

describe('GUEST', () => {
  it('searches and pages but keeps no history', async () => {
    const guest = await as('guestuser1');
    const r = await search(guest, 'searchByName', { lastName1: 'Smith' });
    expect(r.ids).toEqual(['A1']);
    expect(r.content?.historyResults.searchHistoryList).toEqual([]);
    expect((await search(guest, 'searchByName', { lastName1: 'Smith', pageNumber: 1 })).ids).toEqual(['A1']);
    expect(await loadSearchHistory(county, 'demo-guestuser1')).toEqual([]);
  });
});

describe('search history', () => {
  const names = (list: SearchHistoryEntry[] | undefined) =>
    (list ?? []).map((e) => JSON.parse(e.criteriaJson).lastName1 ?? e.type);

  it('keeps the 5 newest, newest first, and moves a re-run to the top', async () => {
    const admin = await as('account.admin');
    let last: SearchHistoryEntry[] | undefined;
    for (const lastName1 of ['Smith', 'Jones', 'Brown', 'Doe', 'Miller', 'Pager']) {
      last = (await search(admin, 'searchByName', { lastName1 })).content?.historyResults.searchHistoryList;
    }
    expect(names(last)).toEqual(['Pager', 'Miller', 'Doe', 'Brown', 'Jones']);

    const rerun = await search(admin, 'searchByName', { lastName1: ' Brown ' });
    expect(names(rerun.content?.historyResults.searchHistoryList)).toEqual([
      'Brown',
      'Pager',
      'Miller',
      'Doe',
      'Jones',
    ]);

    // paging and sorting are not new searches
    const paged = await search(admin, 'searchByName', { lastName1: 'Doe', pageNumber: 1, sortKey: 'recordedDate' });
    expect(names(paged.content?.historyResults.searchHistoryList)).toEqual([
      'Brown',
      'Pager',
      'Miller',
      'Doe',
      'Jones',
    ]);

    await search(admin, 'searchByTractBook', { tractBookSearchType: 'LEGAL', plat: 'P100' });
    const after = await loadSearchHistory(county, 'demo-account-admin');
    expect(names(after)).toEqual(['searchByTractBookLegal', 'Brown', 'Pager', 'Miller', 'Doe']);
    expect(after[0]).toMatchObject({ type: 'searchByTractBookLegal', link: '/search/searchByTractBook' });

    const profile = await admin.get<{ searchHistoryList: SearchHistoryEntry[] }>('currentUser/profile');
    expect(profile.body.content?.searchHistoryList).toEqual(after);
  });

  it('describes each entry and re-runs it through its link', async () => {
    const examiner = await as('title.examiner');
    const r = await search(examiner, 'searchByName', { lastName1: 'Smith', firstName1: 'Ann' });
    const entry = r.content!.historyResults.searchHistoryList[0]!;
    expect(entry).toMatchObject({ link: '/search/searchByName', type: 'searchByName' });
    expect(entry.displayCriteria.slice(0, 2)).toEqual([
      { key: 'Last Name', value: 'Smith' },
      { key: 'First Name', value: 'Ann' },
    ]);
    expect(entry.longDescription).toMatch(
      /^Name: Last Name Smith, First Name Ann, And\/Or OR, .*From Date 01\/01\/1900/,
    );
    const criteria = JSON.parse(entry.criteriaJson);
    expect(criteria).toMatchObject({
      lastName1: 'Smith',
      firstName1: 'Ann',
      andOr: 'OR',
      grantorGranteeSearchIn: 'both',
    });

    // the saved search link path (leading slash dropped) with the saved criteria plus pageNumber
    const page = await examiner.post<{ searchResults: { totalRecordCount: number } }>(entry.link.slice(1), {
      ...criteria,
      pageNumber: 1,
    });
    expect([page.status, page.body.content?.searchResults.totalRecordCount]).toEqual([200, 1]);
  });

  it('stays five newest over many searches, and keeps searches made at once', async () => {
    const admin = await as('county.admin');
    const surnames = Array.from({ length: 14 }, (_, i) => `Many${String.fromCharCode(65 + i)}`);
    for (const lastName1 of surnames) expect((await search(admin, 'searchByName', { lastName1 })).status).toBe(200);
    const user = 'demo-county-admin';
    expect(names(await loadSearchHistory(county, user))).toEqual(surnames.slice(-5).reverse());
    expect((await readHistory(county, user)).length).toBeLessThanOrEqual(10);

    const together = ['AtOnceA', 'AtOnceB', 'AtOnceC', 'AtOnceD'];
    await Promise.all(together.map((lastName1) => search(admin, 'searchByName', { lastName1 })));
    expect(
      names(await loadSearchHistory(county, user))
        .slice(0, 4)
        .sort(),
    ).toEqual(together);
  });
});
