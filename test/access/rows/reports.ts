// Access rows of reports (spec 3 sections 2.2, 6, 7.2): every signed-in role but the shared GUEST login reports
// (on what section 6 lets it: its own account or its own entries, checked in the handlers); the account-type
// summary is TRIMIN's and COUNTY's.
import { notGuest, type RouteAccess, staff } from '../route-who.ts';

const dateTime = {
  fromDate: '01/02/2025',
  toDate: '01/02/2025',
  fromHour: '12',
  fromMinute: '00',
  fromAmPm: 'AM',
  toHour: '11',
  toMinute: '59',
  toAmPm: 'PM',
  dataSource: 'FIVE',
};
const statement = { ...dateTime, accountId: '', accountName: '', username: '', statementNumber: 'S-1' };
const audit = {
  ...dateTime,
  accountId: '',
  accountName: '',
  username: '',
  transactionType: 'all',
  logInformation: 'all',
};

export const reportsRows: Record<string, RouteAccess> = {
  'POST /api/report/statementReport': { who: notGuest, sample: statement },
  'POST /api/report/statementExport': { who: notGuest, sample: statement },
  'POST /api/report/accountReport': { who: notGuest, sample: { ...audit, orderBy: 'username' } },
  'POST /api/report/accountExport': { who: notGuest, sample: { ...audit, orderBy: 'timestamp' } },
  'POST /api/report/userReport': { who: notGuest, sample: { ...audit, orderBy: 'timestamp' } },
  'POST /api/report/userExport': { who: notGuest, sample: audit },
  'POST /api/report/accountTypeReport': { who: staff, sample: { ...dateTime, transactionType: 'all' } },
};
