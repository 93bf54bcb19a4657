// Spec 1 section 8, 'Network or HTTP error': the server's message field; otherwise 'An unexpected error has
// occurred ({status})'; and a call that got no answer at all is the generic helper's 'An unexpected error 101 has
// occurred.'. The texts are what a person reads in the alert window, so they are asserted word for word.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from '#src/lib/api.ts';
import { errorText } from '#src/lib/error-text.ts';

afterEach(() => vi.unstubAllGlobals());

/** fetch answers every call with this status and body */
const answer = (status: number, body: string, type = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })),
  );

const failureOf = async () => {
  try {
    await apiGet('home/all', { quietAuth: true });
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('the call did not fail');
};

describe('the text of a failed call', () => {
  it("is the server's message when the envelope has one", async () => {
    answer(409, JSON.stringify({ status: 'ERROR', message: 'There are insufficient funds.' }));
    const err = await failureOf();
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(409);
    expect(errorText(err)).toBe('There are insufficient funds.');
  });

  it("falls back to 'An unexpected error has occurred ({status})' for an HTTP error without a message", async () => {
    answer(502, '<html>Bad Gateway</html>', 'text/html');
    expect(errorText(await failureOf())).toBe('An unexpected error has occurred (502)');
    answer(500, JSON.stringify({ status: 'ERROR' }));
    expect(errorText(await failureOf())).toBe('An unexpected error has occurred (500)');
  });

  it("is 'An unexpected error 101 has occurred.' when no answer came", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = await failureOf();
    expect(err.status).toBe(0);
    expect(errorText(err)).toBe('An unexpected error 101 has occurred.');
  });

  it('has a text for something that is not an error at all', () => {
    expect(errorText('nothing')).toBe('An unexpected error has occurred');
  });
});
