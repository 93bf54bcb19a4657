// auth/* and currentUser/*: thin transport over the auth service.
import type { ProfileContent, UsageBalanceContent } from '@portal/shared/auth/current-user';
import type { LoginPageContent, LoginPageParagraphs, LoginPageSlidesContent } from '@portal/shared/auth/login-page';
import { slideQuerySchema } from '@portal/shared/auth/login-slide';
import { offeredLanguages } from '@portal/shared/auth/offered-languages';
import {
  changePasswordSchema,
  completeRegistrationSchema,
  forgotPasswordSchema,
  forgotUsernameSchema,
  languageSchema,
  loginSchema,
  profileSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@portal/shared/auth/schemas';
import { Hono } from 'hono';
import { closeUserPreauthorizations, usageBalanceOf } from '#src/areas/payments/index.ts';
import { updateUser } from '#src/areas/users/index.ts';
import { setSessionLanguage } from '#src/data/app/sessions.ts';
import { getUser, updateUserFields } from '#src/data/app/users.ts';
import { audit } from '#src/platform/audit.ts';
import { clientAddress } from '#src/platform/client-address.ts';
import { getConfig } from '#src/platform/config.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { notFound } from '#src/platform/errors.ts';
import { publicOrigin } from '#src/platform/public-links.ts';
import { currentUser, endSession, refuseGuest, requireUser, startSession } from '#src/platform/session.ts';
import { body, query } from '#src/platform/validate.ts';
import { changePassword } from './change-password.ts';
import { checkLanguageOffered } from './check-language.ts';
import { currentUserContent, profileOf } from './current-user.ts';
import { login } from './login.ts';
import { completeRegistration, forgotPassword, forgotUsername, resetPassword } from './recovery.ts';
import { signUp } from './sign-up.ts';
import { getSlide, slideVersions } from './slides.ts';

const notForGuest = refuseGuest('The guest sign-in is shared: its profile and password cannot be changed.');

export const authRoutes = new Hono<AppEnv>()
  .post('/auth/login', body(loginSchema), async (c) => {
    const county = c.get('county');
    const payload = c.req.valid('json');
    const user = await login(county, payload, clientAddress(c));
    // the guest's language is this session's (issue 29): the shared login's item is never written
    const guestLanguage = user.role === 'GUEST' ? payload.language : undefined;
    await startSession(c, {
      userId: user.id,
      username: user.username,
      role: user.role,
      accountId: user.accountId,
      ...(guestLanguage ? { language: guestLanguage } : {}),
    });
    await audit({ county, type: 'LOGIN', userId: user.id, username: user.username, accountId: user.accountId });
    return ok(c, await currentUserContent(county, user.id, guestLanguage));
  })
  // POST, so the same-origin rule covers it: a cross-site page cannot sign anyone out.
  .post('/auth/logout', async (c) => {
    // A card preauthorization lives for the session: capture what was spent, release the rest. A provider failure
    // does not keep anyone signed in; the preauthorization stays open and expires (and is closed) later.
    const user = c.get('user');
    if (user) {
      await closeUserPreauthorizations(c.get('county'), user.userId, 'LOGOUT').catch((err) =>
        console.error('[auth] closing card preauthorizations on logout', err),
      );
    }
    await endSession(c);
    return ok(c, undefined, 'Signed out.');
  })
  .post('/auth/signUp', body(registrationSchema), async (c) =>
    ok(c, undefined, await signUp(c.get('county'), c.req.valid('json'), await publicOrigin(c.get('county')))),
  )
  .post('/auth/forgotUsername', body(forgotUsernameSchema), async (c) =>
    ok(c, undefined, await forgotUsername(c.get('county'), c.req.valid('json').email)),
  )
  .post('/auth/forgotPassword', body(forgotPasswordSchema), async (c) => {
    const { username, email } = c.req.valid('json');
    const county = c.get('county');
    return ok(c, undefined, await forgotPassword(county, username, email, await publicOrigin(county)));
  })
  .post('/auth/resetPassword', body(resetPasswordSchema), async (c) => {
    const { password, ticket } = c.req.valid('json');
    return ok(c, undefined, await resetPassword(c.get('county'), ticket, password));
  })
  .post('/auth/completeRegistration', body(completeRegistrationSchema), async (c) =>
    ok(c, await completeRegistration(c.get('county'), c.req.valid('json').ticket), 'Registration complete.'),
  )
  .get('/auth/loginPageLinks', async (c) =>
    ok<LoginPageParagraphs>(c, await getConfig(c.get('county'), 'loginPageLinks')),
  )
  .get('/auth/loginPageLatestNews', async (c) =>
    ok<LoginPageParagraphs>(c, await getConfig(c.get('county'), 'loginPageLatestNews')),
  )
  .get('/auth/loginPageSlides', async (c) => {
    const county = c.get('county');
    const { numberOfSlides } = await getConfig(county, 'loginPageSlides');
    const versions = await slideVersions(county, numberOfSlides);
    return ok<LoginPageSlidesContent>(c, { numberOfSlides, paragraphs: [], versions });
  })
  .get('/auth/loginPageSlide/:n', query(slideQuerySchema), async (c) => {
    const slide = await getSlide(c.get('county'), Number(c.req.param('n')), c.req.valid('query'));
    return c.body(slide.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': slide.contentType,
      // a versioned address never changes its bytes (a new slide has a new version); an old link stays short-lived
      'Cache-Control': slide.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    });
  })
  .get('/auth/loginPage', async (c) => {
    // Everything the login screen needs in one call: names, registration links, languages, county lockout.
    const county = c.get('county');
    const [common, registration, languages, lockout, selections] = await Promise.all([
      getConfig(county, 'common'),
      getConfig(county, 'loginPageRegistration'),
      getConfig(county, 'languages'),
      getConfig(county, 'userLockout'),
      getConfig(county, 'homeSelections'),
    ]);
    return ok<LoginPageContent>(c, {
      countyName: common.countyName,
      appTitle: common.appTitle,
      forgotPasswordLink: registration.forgotPasswordLink,
      forgotUsernameLink: registration.forgotUsernameLink,
      selfRegistration: registration.selfRegistration,
      languages: languages.languages,
      offeredLanguages: offeredLanguages(languages),
      lockoutInPlace: lockout.lockoutInPlace,
      messageLogin: lockout.lockoutInPlace ? lockout.messageLogin : '',
      showLatestNews: selections.latestNewsLoginPage,
      showLinks: selections.linksLoginPage,
    });
  })
  .use('/currentUser/*', requireUser)
  .get('/currentUser/profile', async (c) => {
    // Also the SPA's session check, so GUEST is answered too, without the shared login's contact details.
    const { userId, role } = currentUser(c);
    const county = c.get('county');
    const user = await getUser(county, userId);
    if (!user) throw notFound('User not found.');
    const content = await currentUserContent(county, userId, currentUser(c).language);
    return ok<ProfileContent>(c, role === 'GUEST' ? content : { ...profileOf(user), ...content });
  })
  .post('/currentUser/profile', notForGuest, body(profileSchema), async (c) => {
    const { userId } = currentUser(c);
    await updateUser(c.get('county'), userId, c.req.valid('json'));
    return ok(c, c.req.valid('json'), 'Profile updated.');
  })
  .post('/currentUser/password', notForGuest, body(changePasswordSchema), async (c) => {
    const { currentPassword, password } = c.req.valid('json');
    const change = { user: currentUser(c), source: clientAddress(c), currentPassword, password };
    return ok(c, undefined, await changePassword(c.get('county'), change));
  })
  .post('/currentUser/usageBalance', async (c) =>
    ok<UsageBalanceContent>(c, { usageBalance: await usageBalanceOf(c.get('county'), currentUser(c)) }),
  )
  .post('/currentUser/language', body(languageSchema), async (c) => {
    const { userId, role, sessionId } = currentUser(c);
    const { language } = c.req.valid('json');
    await checkLanguageOffered(c.get('county'), language);
    // GUEST is a shared login: its language is this browser session's, never the login's for every later visitor
    if (role === 'GUEST') await setSessionLanguage(c.get('county'), sessionId, language);
    else await updateUserFields(c.get('county'), userId, { language });
    return ok(c, { language });
  });
