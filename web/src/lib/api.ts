// The one API client: credentials always sent, the envelope unwrapped, errors raised as ApiError, and 401/403
// handed to one handler (the app sends the user to /login, remembering where they were).
import type { Envelope } from '@portal/shared/api/envelope';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly lockout = false,
  ) {
    super(message);
  }
}

let onUnauthorized: (status: number) => void = () => {};
/** Registered once by the app: what to do on a 401 or 403. */
export function setUnauthorizedHandler(handler: (status: number) => void): void {
  onUnauthorized = handler;
}

export const API_BASE = '/api';

export interface CallOptions {
  /** leave 401/403 to the caller instead of going to /login (session check, login form) */
  quietAuth?: boolean;
  signal?: AbortSignal;
}

async function send(method: string, path: string, body: unknown, options: CallOptions): Promise<Response> {
  try {
    return await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method,
      credentials: 'include',
      headers: {
        'X-Requested-With': 'portal',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'An unexpected error 101 has occurred.');
  }
}

/** Spec 1 section 8 'Envelope failure': the fallback when an answer that came back fine carries no envelope. */
export const ENVELOPE_FALLBACK =
  'An unexpected error has occurred. Please note the steps that led to it and contact support.';

/**
 * Spec 1 section 8 'Envelope failure': an answer with a success status whose envelope is not SUCCESS (the portal's
 * server never sends one; a proxy or a stale cache might): 'ERROR: {message} ({status})', else 'HTTP status {code}
 * ({text})' for an envelope without a message, else the fallback for no envelope at all.
 */
function envelopeFailure(res: Response, envelope: Envelope | undefined): ApiError {
  const message = envelope?.message
    ? `ERROR: ${envelope.message} (${res.status})`
    : envelope
      ? `HTTP status ${res.status} (${res.statusText})`
      : ENVELOPE_FALLBACK;
  return new ApiError(res.status, message, envelope?.errors ?? {}, envelope?.lockout ?? false);
}

async function unwrap<T>(res: Response, options: CallOptions): Promise<Envelope<T>> {
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  if ((res.status === 401 || res.status === 403) && !options.quietAuth) onUnauthorized(res.status);
  if (!res.ok) {
    const message =
      envelope?.message ??
      (res.status ? `An unexpected error has occurred (${res.status})` : 'An unexpected error has occurred');
    throw new ApiError(res.status, message, envelope?.errors ?? {}, envelope?.lockout ?? false);
  }
  if (envelope?.status !== 'SUCCESS') {
    throw envelopeFailure(res, envelope && typeof envelope === 'object' ? envelope : undefined);
  }
  return envelope;
}

/** Calls the API and returns the whole envelope (content, message, lockout). */
export async function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown, options: CallOptions = {}) {
  return unwrap<T>(await send(method, path, body, options), options);
}

export const apiGet = async <T>(path: string, options?: CallOptions) =>
  (await callApi<T>('GET', path, undefined, options)).content as T;

export const apiPost = async <T>(path: string, body: unknown = {}, options?: CallOptions) =>
  (await callApi<T>('POST', path, body, options)).content as T;

/** Downloads a file answer (PDF, xlsx) and saves it under the server's or the given name. */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<void> {
  const res = await send('POST', path, body, {});
  if (!res.ok) await unwrap(res, {});
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
