// The Web Pages settings take effect where they act (spec 3 sections 2.5 and 3.7): each is saved through the county
// configuration page's call, and the next load of the login page, the home page, the SPA's start-up lists or the
// e-file settings answers it. One copy of the demo counties for this file, so its changes disturb no other file.
import { efileMessages } from '@portal/shared/efile/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller, call, copyDemoCounties } from '../../users/__tests__/fixtures.ts';

let county = '';
let staff: Caller;
let vendor: Caller;
const path = (group: string) => `controlPanel/countyConfig/${group}`;

/** Saves a change to a group through the configuration page's call; answers the group as it was. */
async function change(by: Caller, group: string, fields: Record<string, unknown>) {
  const before = (await by.get(path(group))).body.content;
  const res = await by.post(path(group), { ...before, ...fields });
  expect([group, res.status, res.body.errors]).toEqual([group, 200, undefined]);
  return before;
}
const restore = (by: Caller, group: string, before: unknown) => by.post(path(group), before);

const loginPage = async () => (await call(county, undefined, 'GET', 'auth/loginPage')).body.content;
const home = async () => (await (await as(county, 'USER')).get('home/all')).body.content;

beforeAll(async () => {
  county = (await copyDemoCounties('act-web')).lakewood;
  [staff, vendor] = await Promise.all([as(county, 'COUNTY'), as(county, 'TRIMIN')]);
});

describe('Common', () => {
  it('the county name, title and contact data show on the next login and home page', async () => {
    const common = {
      countyName: 'Lake Act County',
      appTitle: 'Act Records',
      contactName: 'Robin Recorder',
      contactTitle: 'County Recorder',
      contactPhone: '(218) 555-0142',
      contactEmail: 'recorder@act.example',
    };
    const before = await change(staff, 'common', common);
    try {
      expect(await loginPage()).toMatchObject({ countyName: 'Lake Act County', appTitle: 'Act Records' });
      expect((await home()).common).toMatchObject(common);
    } finally {
      await restore(staff, 'common', before);
    }
  });

  it('the Torrens label heads the notable dates column; both labels reach the SPA for its search titles', async () => {
    const before = await change(staff, 'common', { bookLabel: 'Volume', torrensLabel: 'Registered Land' });
    const dates = await change(staff, 'notableDates', {
      showNotableDates: true,
      torrensPosted: true,
      torrensPostedDate: '2026-11-02',
    });
    try {
      const table = (await home()).notableDates;
      expect(table.headings).toContain('Registered Land');
      expect(table.headings).not.toContain('Torrens');
      expect(table.rows).toContainEqual(
        expect.objectContaining({ label: 'Posted', values: expect.arrayContaining(['2026-11-02']) }),
      );
      // The SPA titles the book and Torrens searches from the start-up lists (web/src/features/search/search-titles.ts).
      const lists = await call(county, undefined, 'GET', 'helperdata/landlink');
      const common = lists.body.content.namedContentResultList.find((g: { name: string }) => g.name === 'common');
      expect(common.baseContent).toMatchObject({ bookLabel: 'Volume', torrensLabel: 'Registered Land' });
    } finally {
      await restore(staff, 'notableDates', dates);
      await restore(staff, 'common', before);
    }
  });

  it('the disclaimer address shows the disclaimer card on the next home page; blank, the card is left out', async () => {
    const before = await change(staff, 'common', { disclaimerUrl: 'https://act.example/disclaimer.pdf' });
    try {
      const shown = await home();
      expect([shown.selections.disclaimer, shown.common.disclaimerUrl]).toEqual([
        true,
        'https://act.example/disclaimer.pdf',
      ]);
      await change(staff, 'common', { disclaimerUrl: '' });
      const hidden = await home();
      expect([hidden.selections.disclaimer, hidden.common.disclaimerUrl]).toEqual([false, '']);
    } finally {
      await restore(staff, 'common', before);
    }
  });
});

describe('Home Selections', () => {
  it('a card switched off leaves the next home page; its content is not sent', async () => {
    const before = await change(staff, 'homeSelections', { contactUs: false, links: false, loginSlides: false });
    try {
      const content = await home();
      expect(content.selections).toMatchObject({ contactUs: false, links: false, loginSlides: false });
      expect(content.common).toMatchObject({ contactName: '', contactPhone: '', contactEmail: '' });
      expect(content.links).toEqual([]);
      expect(content.numberOfSlides).toBe(0);
    } finally {
      await restore(staff, 'homeSelections', before);
    }
    const content = await home();
    expect(content.selections).toMatchObject({ contactUs: true, links: true, loginSlides: true });
    expect(content.links.length).toBeGreaterThan(0);
  });

  it('the login page news and links switches change what the next login page shows', async () => {
    const before = await change(staff, 'homeSelections', { latestNewsLoginPage: false, linksLoginPage: false });
    try {
      expect(await loginPage()).toMatchObject({ showLatestNews: false, showLinks: false });
    } finally {
      await restore(staff, 'homeSelections', before);
    }
    expect(await loginPage()).toMatchObject({ showLatestNews: true, showLinks: true });
  });
});

describe('News, links and slides', () => {
  it('More Links: the links saved are the home page links', async () => {
    const links = [
      { heading: 'Statutes', paragraphContent: 'https://law.act.example/' },
      { heading: 'Assessor', paragraphContent: 'https://assessor.act.example/' },
    ];
    const before = await change(staff, 'externalLinks', { paragraphs: links });
    try {
      expect((await home()).links).toEqual(links);
    } finally {
      await restore(staff, 'externalLinks', before);
    }
  });

  it('login page links and news: the next login page reads what was saved', async () => {
    const link = { heading: 'Act Home', paragraphContent: 'https://www.act.example/' };
    const news = { heading: 'Closed Monday', paragraphContent: 'The office is closed for the holiday.' };
    const links = await change(staff, 'loginPageLinks', { paragraphs: [link] });
    const latest = await change(staff, 'loginPageLatestNews', { paragraphs: [news] });
    try {
      const linksNow = (await call(county, undefined, 'GET', 'auth/loginPageLinks')).body.content.paragraphs;
      expect(linksNow[0]).toEqual(link);
      // the page keeps 12 rows; the blank ones are no links
      expect(linksNow.filter((p: { heading: string }) => p.heading !== '')).toEqual([link]);
      const newsNow = (await call(county, undefined, 'GET', 'auth/loginPageLatestNews')).body.content.paragraphs;
      expect(newsNow).toEqual([news]);
    } finally {
      await restore(staff, 'loginPageLatestNews', latest);
      await restore(staff, 'loginPageLinks', links);
    }
  });

  it('Login Page Slides: the count applies to the next login page and home page', async () => {
    const before = await change(staff, 'loginPageSlides', { numberOfSlides: 5 });
    try {
      expect((await call(county, undefined, 'GET', 'auth/loginPageSlides')).body.content.numberOfSlides).toBe(5);
      expect((await home()).numberOfSlides).toBe(5);
      await change(staff, 'loginPageSlides', { numberOfSlides: 2 });
      expect((await call(county, undefined, 'GET', 'auth/loginPageSlides')).body.content.numberOfSlides).toBe(2);
    } finally {
      await restore(staff, 'loginPageSlides', before);
    }
  });
});

describe('Registration & Recovery links', () => {
  it('the forgot-password, forgot-username and sign-up links follow their switches on the next login page', async () => {
    const off = { forgotPasswordLink: false, forgotUsernameLink: false, selfRegistration: false };
    const before = await change(staff, 'loginPageRegistration', off);
    try {
      expect(await loginPage()).toMatchObject(off);
    } finally {
      await restore(staff, 'loginPageRegistration', before);
    }
    expect(await loginPage()).toMatchObject({ forgotPasswordLink: true, forgotUsernameLink: true });
  });
});

describe('the vendor switches', () => {
  it('Languages: the next login page offers the language choice or not', async () => {
    const before = (await vendor.get(path('languages'))).body.content;
    try {
      await change(vendor, 'languages', { languages: true });
      expect((await loginPage()).languages).toBe(true);
      await change(vendor, 'languages', { languages: false });
      expect((await loginPage()).languages).toBe(false);
    } finally {
      await restore(vendor, 'languages', before);
    }
  });

  it('E-file: switched off, the settings say so and an upload is refused; switched on, a filer may upload', async () => {
    const before = (await vendor.get(path('efile'))).body.content;
    const examiner = await as(county, 'USER');
    const upload = () =>
      examiner.post('efile/uploadUrl', { fileName: 'deed.pdf', contentType: 'application/pdf', size: 100 });
    try {
      await change(vendor, 'efile', { efile: false });
      expect((await examiner.get('efile/settings')).body.content).toMatchObject({ efile: false, mayFile: false });
      const refused = await upload();
      expect([refused.status, refused.body.message]).toEqual([403, efileMessages.notOpen]);
      await change(vendor, 'efile', { efile: true, efileCountyNote: 'Deeds only.' });
      expect((await examiner.get('efile/settings')).body.content).toMatchObject({
        efile: true,
        mayFile: true,
        efileCountyNote: 'Deeds only.',
      });
      expect((await upload()).status).toBe(200);
    } finally {
      await restore(vendor, 'efile', before);
    }
  });

  it("E-file acknowledgement: the county's statement and the need to tick it reach the next e-file page", async () => {
    const before = await change(staff, 'efile', {
      acknowledgement: true,
      acknowledgementStatement: 'I am the owner or an agent of the owner.',
    });
    try {
      expect((await call(county, undefined, 'GET', 'efile/settings')).body.content).toMatchObject({
        acknowledgement: true,
        acknowledgementStatement: 'I am the owner or an agent of the owner.',
      });
      await change(staff, 'efile', { acknowledgement: false });
      expect((await call(county, undefined, 'GET', 'efile/settings')).body.content.acknowledgement).toBe(false);
    } finally {
      await restore(staff, 'efile', before);
    }
  });
});
