// Spec 1 section 8, 'Envelope failure': an answer that came back with a success status but no SUCCESS envelope
// (the portal's server never sends one; a proxy's page or a stale cache might) reads 'ERROR: {message} ({status})',
// else 'HTTP status {code} ({text})', else asks the user to note the steps and contact support.
import { afterEach, expect, it, vi } from 'vitest';
import { ApiError, apiGet, ENVELOPE_FALLBACK } from '#src/lib/api.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: string, type = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, statusText: 'OK', headers: { 'content-type': type } })),
  );

const failure = async () => {
  try {
    await apiGet('home/all', { quietAuth: true });
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('the call did not fail');
};

it("reads 'ERROR: {message} ({status})' for an ERROR envelope sent with a success status", async () => {
  answer(JSON.stringify({ status: 'ERROR', message: 'The county is closed today.' }));
  const err = await failure();
  expect(err).toBeInstanceOf(ApiError);
  expect(err.message).toBe('ERROR: The county is closed today. (200)');
});

it("reads 'HTTP status {code} ({text})' for an envelope without a message", async () => {
  answer(JSON.stringify({ status: 'ERROR' }));
  expect((await failure()).message).toBe('HTTP status 200 (OK)');
});

it('asks the user to note the steps and contact support when no envelope came', async () => {
  answer('<html>Please sign in to the proxy</html>', 'text/html');
  expect((await failure()).message).toBe(ENVELOPE_FALLBACK);
  expect(ENVELOPE_FALLBACK).toBe(
    'An unexpected error has occurred. Please note the steps that led to it and contact support.',
  );
});
