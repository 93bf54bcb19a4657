import type { Language, Role } from '@portal/shared/auth/roles';
import type { Context } from 'hono';

/** Who is calling, as the session middleware found them. */
export interface SessionUser {
  sessionId: string;
  userId: string;
  username: string;
  role: Role;
  accountId: string;
  /** a guest's language, kept on the session rather than on the shared login */
  language?: Language;
}

export interface AppEnv {
  Variables: {
    county: string;
    user?: SessionUser;
    /** the request carried the origin secret: it came through the portal's CloudFront (origin-check.ts) */
    edge?: boolean;
  };
}

export type AppContext = Context<AppEnv>;
