import { type ErrorCode, errorCodes } from '@portal/shared/api/envelope';

/** The one error type: a code that maps to an HTTP status, a message a person can act on, optional field errors. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly lockout?: boolean,
  ) {
    super(message);
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, errors);
export const unauthenticated = (message = 'Please sign in.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const throttled = (message = 'Too many requests. Try again shortly.') => new AppError('THROTTLED', message);
export const unavailable = (message = 'The service is busy. Please try again in a moment.') =>
  new AppError('UNAVAILABLE', message);
