// POST /api/alerts/signUp: double opt-in. A new or unconfirmed address gets a confirmation link; a confirmed one gets
// its manage link again. The answer is the same either way, so it tells nobody whether an address subscribes.
// Limited per address (a stranger cannot flood someone's inbox) and per source (nor sign up a list of addresses).

import { alertMessages as m } from '@portal/shared/alerts/messages';
import { MAX_WATCHES } from '@portal/shared/alerts/schemas';
import { createSubscription, getSubscription, putAlertToken, type Subscription } from '#src/data/app/alerts.ts';
import { alertSubscriberId } from '#src/data/app/keys.ts';
import { getConfig } from '#src/platform/config.ts';
import { AppError, throttled } from '#src/platform/errors.ts';
import { newToken } from '#src/platform/ids.ts';
import { sendMail } from '#src/platform/mail.ts';
import { assertWithinRate, type RateLimit } from '#src/platform/rate-limit.ts';
import type { AlertSettings } from './feature.ts';
import { alertLinks } from './links.ts';

/** A confirmation link lives two days; an unconfirmed subscription a week. */
export const CONFIRM_LINK_MS = 48 * 3600 * 1000;
export const UNCONFIRMED_TTL_SECONDS = 7 * 24 * 3600;

export const signUpLimits = {
  perAddress: { limit: 3, windowSeconds: 3600 },
  perSource: { limit: 20, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

async function withinLimits(county: string, subId: string, source: string): Promise<void> {
  try {
    await assertWithinRate(county, 'alertSignUpAddress', subId, signUpLimits.perAddress);
    await assertWithinRate(county, 'alertSignUpSource', source, signUpLimits.perSource);
  } catch (e) {
    if (e instanceof AppError && e.code === 'THROTTLED') throw throttled(m.tooManySignUps);
    throw e;
  }
}

export async function signUp(
  county: string,
  settings: AlertSettings,
  email: string,
  source: string,
  origin: string,
): Promise<string> {
  const subId = alertSubscriberId(email);
  await withinLimits(county, subId, source);
  const [registration, common] = await Promise.all([
    getConfig(county, 'loginPageRegistration'),
    getConfig(county, 'common'),
  ]);
  const links = alertLinks(origin);
  const heading = settings.heading || 'Property Fraud Alert';
  const existing = await getSubscription(county, subId);
  if (existing?.confirmed) {
    await sendMail({
      from: registration.fromEmailAddress,
      to: existing.email,
      subject: `${common.countyName}: ${heading}`,
      text: [
        `${email} already receives ${heading} e-mails from ${common.countyName}.`,
        'To add or remove watches, or to unsubscribe, open:',
        links.manage(existing.manageToken),
      ].join('\n'),
    });
    return m.signedUp;
  }
  const sub: Subscription = existing ?? {
    subId,
    email,
    confirmed: false,
    manageToken: newToken(),
    createdAt: new Date().toISOString(),
  };
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (!existing) {
    // an address never confirmed is forgotten after a week; a second sign-up at the same moment may have made
    // it first: that one is as good
    await createSubscription(county, sub, nowSeconds + UNCONFIRMED_TTL_SECONDS);
  }
  const token = newToken();
  const expiresAt = Date.now() + CONFIRM_LINK_MS;
  await putAlertToken(county, token, { kind: 'CONFIRM', subId, expiresAt }, Math.ceil(expiresAt / 1000) + 3600);
  await sendMail({
    from: registration.fromEmailAddress,
    to: email,
    subject: `${common.countyName}: confirm your ${heading}`,
    text: [
      `Someone (we hope you) asked ${common.countyName} to e-mail ${email} when a document is recorded on a name,`,
      `parcel, certificate or address. To confirm, open this link within 48 hours:`,
      links.confirm(token),
      '',
      `Then add up to ${MAX_WATCHES} watches. If you did not ask for this, ignore this message: nothing is sent unless you confirm.`,
    ].join('\n'),
  });
  return m.signedUp;
}
