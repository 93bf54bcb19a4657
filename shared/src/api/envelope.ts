// The one answer shape of every JSON call (ARCHITECTURE section 3).
export type EnvelopeStatus = 'SUCCESS' | 'ERROR';

export interface Envelope<T = unknown> {
  status: EnvelopeStatus;
  message?: string;
  content?: T;
  lockout?: boolean;
  errors?: Record<string, string>;
  code?: ErrorCode;
}

export const errorCodes = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  THROTTLED: 429,
  INTERNAL: 500,
  /** a dependency (the database, the card provider) is busy or down: nothing was done, try again */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;
