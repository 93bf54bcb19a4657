// The user manager's and control panel's tests: copies of both demo counties, demo sign-ins, and calls that
// answer the status and the envelope (or the bytes of a file).
import type { Envelope } from '@portal/shared/api/envelope';
import type { UserEntry } from '@portal/shared/users/schemas';
import ExcelJS from 'exceljs';
import { callApp, type SignedIn, signIn } from '../../../../../test/access/demo-callers.ts';

export { copyDemoCounties, signIn } from '../../../../../test/access/demo-callers.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers whose shape each assertion states
type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  body: Envelope<T>;
  bytes?: Uint8Array;
  headers: Headers;
}

export async function call<T = Loose>(
  county: string,
  session: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await callApp(county, { method, path: `/api/${path}`, session, body });
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json'))
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
  return {
    status: res.status,
    body: { status: 'SUCCESS' },
    bytes: new Uint8Array(await res.arrayBuffer()),
    headers: res.headers,
  };
}

/** A signed-in caller's calls in one county. */
export async function as(county: string, who: SignedIn | { username: string; password: string }) {
  const session =
    typeof who === 'string' ? await signIn(county, who) : await signInAs(county, who.username, who.password);
  return {
    session,
    post: <T = Loose>(path: string, body: unknown = {}) => call<T>(county, session, 'POST', path, body),
    get: <T = Loose>(path: string) => call<T>(county, session, 'GET', path),
  };
}
export type Caller = Awaited<ReturnType<typeof as>>;

/**
 * Each role signed in once, at its first use, for a file's who-may-call tests (a sign-in hashes a password on
 * purpose, so one per route and role was most of their time). For calls that end no session.
 */
export function signedInOnce(county: () => string): (who: SignedIn) => Promise<Caller> {
  const callers = new Map<SignedIn, Promise<Caller>>();
  return (who) => {
    if (!callers.has(who)) callers.set(who, as(county(), who));
    return callers.get(who) as Promise<Caller>;
  };
}

export async function signInAs(county: string, username: string, password: string): Promise<string> {
  const res = await callApp(county, { method: 'POST', path: '/api/auth/login', body: { username, password } });
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('lrp_sid='));
  const value = cookie?.split(';')[0]?.slice('lrp_sid='.length);
  if (res.status !== 200 || !value) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  return value;
}

let n = 0;
/** A new user's entry for an account; fields may be overridden. */
export function newUser(
  accountId: string,
  fields: Partial<UserEntry> = {},
): UserEntry & { username: string; password: string } {
  n += 1;
  return {
    id: '0',
    username: `um.user${Date.now().toString(36)}${n}`,
    role: 'USER',
    accountId,
    firstName: 'Pat',
    lastName: `Tester${n}`,
    company: '',
    address: '1 Oak St',
    city: 'Lakewood',
    state: 'MN',
    zip: '56401',
    email: `pat${n}@example.com`,
    phone: '(612) 555-1234',
    password: 'Start#2026',
    passwordConfirm: 'Start#2026',
    ...fields,
  } as UserEntry & { username: string; password: string };
}

export const TITLE = 'demo-title';
export const STAFF = 'demo-staff';

/** The rows of a workbook's first sheet, each cell's value as exceljs reads it. */
export async function readSheet(bytes: Uint8Array): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The number formats of one row of a workbook's first sheet. */
export async function rowFormats(bytes: Uint8Array, row: number): Promise<Array<string | undefined>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const formats: Array<string | undefined> = [];
  wb.worksheets[0]!.getRow(row).eachCell({ includeEmpty: true }, (cell) => formats.push(cell.numFmt));
  return formats;
}
