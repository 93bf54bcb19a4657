// The languages a county offers (issue 18, Spanish): the login page lists them, sign-in and the language call
// refuse any other with a 400 on the field, the vendor's switch turns them all off and the county picks which it
// offers. One copy of the demo counties for this file, so its changes disturb no other file.
import { messages } from '@portal/shared/auth/messages';
import { languages } from '@portal/shared/auth/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '#src/data/app/users.ts';
import { as, type Caller, call, copyDemoCounties } from '../../users/__tests__/fixtures.ts';

let lakewood = '';
let marianas = '';
const path = 'controlPanel/countyConfig/languages';
const offered = async (county = lakewood) =>
  (await call(county, undefined, 'GET', 'auth/loginPage')).body.content.offeredLanguages;
const login = (language: string) =>
  call(lakewood, undefined, 'POST', 'auth/login', { username: 'flatfee.admin', password: 'Demo#2026', language });

beforeAll(async () => {
  ({ lakewood, marianas } = await copyDemoCounties('languages'));
});

describe('offered languages', () => {
  it('Lakewood offers English and Spanish, the Marianas every language', async () => {
    expect(await offered()).toEqual(['ENGLISH', 'SPANISH']);
    expect(await offered(marianas)).toEqual([...languages]);
  });

  it('signs in with an offered language and keeps it; refuses one not offered with a 400 and no session', async () => {
    const refused = await login('JAPANESE');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'ERROR', errors: { language: messages.languageNotOffered } });
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('lrp_sid=') && !c.includes('Max-Age=0'))).toBe(
      false,
    );

    expect((await login('SPANISH')).status).toBe(200);
    const user: Caller = await as(lakewood, 'FLATFEE');
    expect((await user.get('currentUser/profile')).body.content.language).toBe('SPANISH');
  });

  it('currentUser/language takes an offered language and refuses another', async () => {
    const user = await as(lakewood, 'USER');
    const refused = await user.post('currentUser/language', { language: 'KOREAN' });
    expect([refused.status, refused.body.errors]).toEqual([400, { language: messages.languageNotOffered }]);
    expect((await user.post('currentUser/language', { language: 'SPANISH' })).status).toBe(200);
    expect((await user.get('currentUser/profile')).body.content.language).toBe('SPANISH');
    expect((await user.post('currentUser/language', { language: 'ENGLISH' })).status).toBe(200);
  });

  it("a guest's language is the browser session's: the shared guest login and the next guest stay in English", async () => {
    const guestLogin = await call(lakewood, undefined, 'POST', 'auth/login', {
      username: 'guestuser1',
      password: 'Demo#2026',
      language: 'SPANISH',
    });
    expect(guestLogin.body.content.language).toBe('SPANISH');
    const session = guestLogin.headers
      .getSetCookie()
      .find((c) => c.startsWith('lrp_sid='))
      ?.split(/[=;]/)[1];
    expect((await call(lakewood, session, 'GET', 'currentUser/profile')).body.content.language).toBe('SPANISH');

    const [first, next] = await Promise.all([as(lakewood, 'GUEST'), as(lakewood, 'GUEST')]);
    expect((await first.post('currentUser/language', { language: 'SPANISH' })).status).toBe(200);
    expect((await first.get('currentUser/profile')).body.content.language).toBe('SPANISH');
    expect((await next.get('currentUser/profile')).body.content.language).toBe('ENGLISH');
    // the shared login's own item was never written
    const guest = await findUserByUsername(lakewood, 'guestuser1');
    expect(guest?.language ?? 'ENGLISH').toBe('ENGLISH');
    // a language the county does not offer is refused for a guest too
    expect((await first.post('currentUser/language', { language: 'KOREAN' })).status).toBe(400);
  });

  it('the county picks the languages; the vendor switch off leaves English alone', async () => {
    const [staff, vendor] = await Promise.all([as(lakewood, 'COUNTY'), as(lakewood, 'TRIMIN')]);
    const before = (await staff.get(path)).body.content;
    const picked = await staff.post(path, { ...before, offered: { ...before.offered, SPANISH: false, RUSSIAN: true } });
    expect(picked.status).toBe(200);
    expect(await offered()).toEqual(['ENGLISH', 'RUSSIAN']);
    expect((await login('SPANISH')).status).toBe(400);

    // the switch is the vendor's: the county may not turn it off, the vendor may
    expect((await staff.post(path, { ...before, languages: false })).status).toBe(403);
    expect((await vendor.post(path, { ...before, languages: false })).status).toBe(200);
    expect(await offered()).toEqual(['ENGLISH']);
    expect((await login('ENGLISH')).status).toBe(200);

    expect((await vendor.post(path, before)).status).toBe(200);
    expect(await offered()).toEqual(['ENGLISH', 'SPANISH']);
  });
});
