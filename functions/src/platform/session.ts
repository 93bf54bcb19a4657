// Server-side sessions: an opaque id in an httpOnly cookie, the item in DynamoDB with a TTL that follows the
// county's inactivity limit, so logout and "End User Sessions" take effect at once (the item: data/app/sessions.ts).

import type { Role } from '@portal/shared/auth/roles';
import { staffRoles } from '@portal/shared/auth/roles';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { deleteSession, getSession, putSession, slideSession } from '../data/app/sessions.ts';
import { getConfig } from './config.ts';
import type { AppEnv, SessionUser } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { newToken } from './ids.ts';
import { configuredPublicUrl } from './public-links.ts';

export const SESSION_COOKIE = 'lrp_sid';
const TOUCH_EVERY_MS = 60_000;
const NO_LIMIT_MINUTES = 12 * 60;

async function lifetimeSeconds(county: string): Promise<number> {
  const access = await getConfig(county, 'userAccess');
  return (access.inactivityTimeLimit ? access.inactivityTimeLimitPeriod : NO_LIMIT_MINUTES) * 60;
}

/** Starts a new session; one the caller still carries is deleted first, so a sign-in always rotates the id. */
export async function startSession(c: Context<AppEnv>, user: Omit<SessionUser, 'sessionId'>): Promise<void> {
  const county = c.get('county');
  const carried = getCookie(c, SESSION_COOKIE);
  if (carried && carried.length < 100) {
    await deleteSession(county, carried);
  }
  const id = newToken();
  const now = Date.now();
  await putSession(county, id, user, now, Math.floor(now / 1000) + (await lifetimeSeconds(county)));
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    // Secure follows the county's public URL (https in the cloud; http only for localhost), not the request.
    secure: (await configuredPublicUrl(county))?.protocol === 'https:' || process.env.COOKIE_SECURE === 'true',
    path: '/',
  });
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = getCookie(c, SESSION_COOKIE);
  if (id) await deleteSession(c.get('county'), id);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** Loads the caller's session if the cookie names a live one of this county; slides its expiry forward. */
export const session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = getCookie(c, SESSION_COOKIE);
  let touch: Promise<unknown> | undefined;
  if (id && id.length < 100) {
    const county = c.get('county');
    const Item = await getSession(county, id);
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (Item && Item.ttl > nowSeconds) {
      c.set('user', {
        sessionId: id,
        userId: Item.userId,
        username: Item.username,
        role: Item.role,
        accountId: Item.accountId,
        ...(Item.language ? { language: Item.language } : {}),
      });
      // The slide (once a minute) runs beside the request rather than before it; it ends before the answer.
      if (Date.now() - Item.lastSeen > TOUCH_EVERY_MS) touch = slide(county, id, nowSeconds);
    }
  }
  try {
    await next();
  } finally {
    await touch;
  }
};

async function slide(county: string, id: string, nowSeconds: number): Promise<void> {
  await slideSession(county, id, Date.now(), nowSeconds + (await lifetimeSeconds(county))).catch(() => undefined);
}

/** The signed-in caller, or a 401. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};

export const requireRole =
  (...allowed: Role[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!allowed.includes(currentUser(c).role)) throw forbidden();
    await next();
  };

export const requireStaff = requireRole(...staffRoles);

/** GUEST is one login the public shares: it may not change what belongs to that login, nor read what its other
 * users did on it. */
export const refuseGuest =
  (message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (currentUser(c).role === 'GUEST') throw forbidden(message);
    await next();
  };
