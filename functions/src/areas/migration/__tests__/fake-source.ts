// A fake LS1 behind the LegacySource interface: tables of rows shaped as node-postgres returns them (numeric as
// text, timestamps as Date), paged by key like the PostgreSQL adapter.
import type { LegacyPage, LegacySource, Ls1Row } from '../legacy-source.ts';

export interface FakeTables {
  accounts: Ls1Row[];
  users: Ls1Row[];
  auditLog: Ls1Row[];
}

function pageOf(rows: Ls1Row[], key: string, after: string | undefined, limit: number): LegacyPage {
  const sorted = [...rows].sort((a, b) => Number(a[key]) - Number(b[key]));
  const from = after === undefined ? sorted : sorted.filter((r) => Number(r[key]) > Number(after));
  const page = from.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, ...(page.length === limit && last ? { next: String(last[key]) } : {}) };
}

export function fakeSource(tables: FakeTables): LegacySource & { pagesRead: number } {
  const source = {
    pagesRead: 0,
    async counts() {
      return { accounts: tables.accounts.length, users: tables.users.length, auditLog: tables.auditLog.length };
    },
    async accounts(after: string | undefined, limit: number) {
      source.pagesRead += 1;
      return pageOf(tables.accounts, 'account_id', after, limit);
    },
    async users(after: string | undefined, limit: number) {
      source.pagesRead += 1;
      return pageOf(tables.users, 'user_id', after, limit);
    },
    async auditLog(after: string | undefined, limit: number) {
      source.pagesRead += 1;
      return pageOf(tables.auditLog, 'log_id', after, limit);
    },
    async close() {},
  };
  return source;
}

export const ls1Account = (id: number, over: Ls1Row = {}): Ls1Row => ({
  account_id: id,
  account_name: `LS1 Abstract ${id}`,
  account_type: 'A',
  payment_method: 'E',
  active_flag: 'Y',
  flat_fee_level: 0,
  monthly_fee: '25.00',
  image_charge_by: 'P',
  cert_charge_by: 'D',
  address: '12 Pine St',
  city: 'Lakewood',
  state: 'MN',
  zip: '56401',
  phone: '(218) 555-0101',
  email: `acct${id}@ls1.example`,
  landlink_acct: '12345',
  post_to_landlink: true,
  image_retrieval: true,
  preview_retrieval: true,
  cert_retrieval: true,
  cert_preview_retrieval: false,
  user_reload: false,
  escrow_balance: '150.25',
  images_remaining: 0,
  last_renewal: null,
  created_at: new Date('2011-03-04T15:00:00Z'),
  ...over,
});

export const ls1User = (id: number, accountId: number, over: Ls1Row = {}): Ls1Row => ({
  user_id: id,
  login_name: `ls1user${id}`,
  user_type: 'U',
  account_id: accountId,
  first_name: 'Lee',
  last_name: `Legacy${id}`,
  company: 'LS1 Abstract',
  address: '12 Pine St',
  city: 'Lakewood',
  state: 'mn',
  zip: '56401',
  email: `user${id}@ls1.example`,
  phone: '(218) 555-0102',
  status: 'A',
  language: 'ENGLISH',
  created_at: new Date('2012-05-06T07:08:09Z'),
  ...over,
});

export const ls1Log = (id: number, over: Ls1Row = {}): Ls1Row => ({
  log_id: String(id),
  log_time: new Date(`2015-0${(id % 9) + 1}-10T12:00:00Z`),
  log_type: 'search by name',
  user_id: 1,
  login_name: 'ls1user1',
  account_id: 10,
  amount: '1.50',
  log_info: `LS1 entry ${id}`,
  ...over,
});
