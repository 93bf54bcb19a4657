// Memory-hard password hashes with Node's scrypt: "scrypt$N$r$p$salt$hash", all parameters stored so they can rise.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

const N = 2 ** 15;
/**
 * N of new hashes: 2^15, or 2^PASSWORD_HASH_LOG2_N (10 to 20). Only the test stacks set it (to 10): their thousands
 * of sign-ins hash demo passwords, which guard nothing. A stored hash keeps its own N, so a raised N applies to
 * new passwords at once and old ones still verify.
 */
function newHashN(): number {
  const log2 = Number(process.env.PASSWORD_HASH_LOG2_N);
  return Number.isInteger(log2) && log2 >= 10 && log2 <= 20 ? 2 ** log2 : N;
}
const R = 8;
const P = 1;
const KEYLEN = 32;

// A hash takes tens of milliseconds of a whole core, off the event loop on libuv's pool (four threads). Two hundred
// sign-ins at once would take every core from the calls already signed in (issue 34: searches starved for
// seconds); so at most one hash a core but one runs at a time, and the others wait their turn in memory.
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return hashing(() => deriveNow(password, salt, n, r, p));
}

function deriveNow(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const n = newHashN();
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time on unknown users as on known ones.
    await derive(password, Buffer.alloc(16), newHashN(), R, P);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
