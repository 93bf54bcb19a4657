// Tax and GIS links, the user and account pick-lists by role, the plat lookups' messages, the plat pick-list and
// the code lists of the forms.
import type { CodeDescriptionResults, CodeLists, LinksResponse, PlatLookupResult } from '@portal/shared/search/details';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientsOf, doc, newSearchCounty, party as p, saveFixture } from './fixtures.ts';

let county = '';
let plainCounty = '';
let as: ReturnType<typeof clientsOf>;

beforeAll(async () => {
  county = await newSearchCounty('srch-links');
  plainCounty = await newSearchCounty('srch-nolinks', {
    search2: { tax: false, map: true },
    landlink: { gisUrl: '' },
  });
  const documents = [
    doc('1', 'WD', '2024-01-02T09:00', { grantors: [p('Smith')], parcelIds: ['R100', 'R2A'] }),
    doc('2', 'WD', '2024-01-03T09:00', { grantors: [p('Jones')] }),
  ];
  await Promise.all([county, plainCounty].map((c) => saveFixture(c, { documents })));
  as = clientsOf(county);
});

describe('tax/getLinks and gis/getLinks', () => {
  it("links each of the document's parcel ids to the tax and GIS systems", async () => {
    const examiner = await as('title.examiner');
    const tax = await examiner.post<LinksResponse>('tax/getLinks', { id: 'A1' });
    expect(tax.body.content).toEqual({
      parcelIds: ['R100', 'R2A'],
      parcelIdLinks: ['https://tax.example/parcel/R100', 'https://tax.example/parcel/R2A'],
      header: 'Links To Tax System',
    });
    const gis = await examiner.post<LinksResponse>('gis/getLinks', { id: 'a1' });
    expect(gis.body.content).toEqual({
      parcelIds: ['R100', 'R2A'],
      parcelIdLinks: ['https://gis.example/map?parcel=R100&zoom=3', 'https://gis.example/map?parcel=R2A&zoom=3'],
      header: 'Links to GIS System',
    });
  });

  it('says what to do when there is nothing to link', async () => {
    const examiner = await as('title.examiner');
    const none = await examiner.post('tax/getLinks', { id: 'A2' });
    expect([none.status, none.body.status, none.body.message]).toEqual([
      404,
      'ERROR',
      'This document has no parcel IDs, so there is nothing to link to. Choose another document.',
    ]);
    expect((await examiner.post('gis/getLinks', { id: 'A9' })).body.message).toBe('Document not found.');
    expect((await examiner.post('gis/getLinks', {})).body.errors).toEqual({ id: 'Required.' });

    const plain = await clientsOf(plainCounty)('title.examiner');
    const off = await plain.post('tax/getLinks', { id: 'A1' });
    expect([off.status, off.body.message]).toEqual([403, 'Links to the tax system are turned off for this county.']);
    const unset = await plain.post('gis/getLinks', { id: 'A1' });
    expect([unset.status, unset.body.message]).toEqual([
      404,
      'The county has not set the address of its GIS system. Please contact the county.',
    ]);
  });
});

describe('pick-lists', () => {
  const list = async (username: string, path: string, filterText = '') => {
    const res = await (await as(username)).post<CodeDescriptionResults>(`helperdata/${path}`, { filterText });
    return { status: res.status, message: res.body.message, items: res.body.content?.codeDescriptionResultList ?? [] };
  };

  it("give county staff the county's users and accounts, filtered by text", async () => {
    const users = await list('trimin.admin', 'userscodedescription');
    expect(users.items.map((u) => u.code)).toEqual([
      'demo-account-admin',
      'demo-card-customer',
      'demo-county-admin',
      'demo-flatfee-admin',
      'demo-guestuser1',
      'demo-title-examiner',
      'demo-trimin-admin',
    ]);
    expect(users.items[0]).toEqual({ code: 'demo-account-admin', description: 'account.admin (Berg, Alex)' });
    expect((await list('county.admin', 'userscodedescription', 'OLSON')).items.map((u) => u.code)).toEqual([
      'demo-title-examiner',
    ]);
    const accounts = await list('county.admin', 'accountscodedescription');
    expect(accounts.items.map((a) => a.description)).toEqual([
      'Casey Nguyen (card)',
      'County Staff',
      'Hale Abstract LLC',
      'Northwoods Title Company',
      'Public Guest',
    ]);
    expect((await list('trimin.admin', 'accountscodedescription', 'title')).items).toEqual([
      { code: 'demo-title', description: 'Northwoods Title Company' },
    ]);
  });

  it('give an account administrator its own users and account', async () => {
    expect((await list('account.admin', 'userscodedescription')).items.map((u) => u.code)).toEqual([
      'demo-account-admin',
      'demo-title-examiner',
    ]);
    expect((await list('account.admin', 'accountscodedescription')).items.map((a) => a.code)).toEqual(['demo-title']);
  });

  it('refuse users and guests', async () => {
    for (const username of ['title.examiner', 'guestuser1']) {
      for (const path of ['userscodedescription', 'accountscodedescription']) {
        expect(await list(username, path)).toMatchObject({
          status: 403,
          message: 'Only staff and account administrators may use this list.',
        });
      }
    }
  });
});

describe('search/platLookup', () => {
  const lookUp = async (body: object) => {
    const res = await (await as('title.examiner')).post<PlatLookupResult>('search/platLookup', body);
    return { status: res.status, content: res.body.content, errors: res.body.errors };
  };

  it('finds a plat number trimmed and upper-cased, and refuses spaces', async () => {
    expect((await lookUp({ searchByPlatMethod: 'PLATNUMBER', platNumber: ' p200 ' })).content).toEqual({
      match: 'ONE',
      plat: { code: 'P200', description: 'OAKWOOD ESTATES' },
      plats: [{ code: 'P200', description: 'OAKWOOD ESTATES' }],
      message: '',
    });
    expect(await lookUp({ searchByPlatMethod: 'PLATNUMBER', platNumber: 'P 200' })).toMatchObject({
      status: 400,
      errors: { platNumber: 'Remove any spaces.' },
    });
    expect((await lookUp({ searchByPlatMethod: 'PLATNUMBER', platNumber: 'P999' })).content).toMatchObject({
      match: 'NONE',
      plat: null,
      message: 'No matching plat found.',
    });
  });

  it('finds a plat name by a part of it in any case: one, none or several', async () => {
    expect((await lookUp({ platName: 'river' })).content).toMatchObject({
      match: 'ONE',
      plat: { code: 'P300', description: 'RIVER BEND' },
    });
    expect((await lookUp({ platName: 'zzz' })).content).toMatchObject({
      match: 'NONE',
      message: 'No matching plat found.',
    });
    expect((await lookUp({ platName: 'Oak' })).content).toEqual({
      match: 'MANY',
      plat: null,
      plats: [
        { code: 'P100', description: 'OAK RIDGE ADDITION' },
        { code: 'P200', description: 'OAKWOOD ESTATES' },
      ],
      message: 'More than 1 match found.',
    });
    expect(await lookUp({ platName: ' ' })).toMatchObject({ status: 400, errors: { platName: 'Required.' } });
  });
});

describe("the forms' lists", () => {
  it('gives the plat pick-list filtered by text, and the code lists', async () => {
    const examiner = await as('title.examiner');
    const plats = await examiner.post<CodeDescriptionResults>('search/platCodeDescription', { filterText: 'oak' });
    expect(plats.body.content?.codeDescriptionResultList.map((x) => x.code)).toEqual(['P100', 'P200']);
    const lists = await examiner.get<CodeLists>('search/codeLists');
    expect(lists.body.content?.documentTypes.map((x) => x.code)).toEqual(['A', 'G', 'K', 'L', 'T']);
    expect(lists.body.content?.instrumentGroups).toContainEqual({ code: 'MTG', description: 'Mortgages' });
    expect(lists.body.content?.otherLotCodes).toEqual([{ code: 'GL', description: 'Government lot' }]);
    // search/codeLists replaces the start-up lists of spec 1 section 7 (docs/spec-departures.md)
    expect((await examiner.get('helperdata/landshark')).status).toBe(404);
    expect((await examiner.get('helperdata/landsharkcodedescription')).status).toBe(404);
    // the Book and Page form's book types (issue 29: none were served, so its select offered only 'All')
    expect(lists.body.content?.bookTypes).toEqual([
      { code: 'D', description: 'Deeds' },
      { code: 'M', description: 'Mortgages' },
    ]);
  });
});
