// controlPanel/accountPageAccess: the account's search flags (spec 3 section 3.5), stored as account.searchAccess
// ({ searchByName: false, ... }), which the search guard reads on the next search when the county's search
// configuration sets searchAccess to CONFIGURABLE (search/search-access.ts).
import { accountMessages as m } from '@portal/shared/accounts/messages';
import { type PageAccess, pageAccessFlags } from '@portal/shared/accounts/schemas';
import type { PageAccessContent } from '@portal/shared/accounts/types';
import { accountSearchAccessUpdate } from '#src/data/app/accounts.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { managedAccount } from './managed-account.ts';

export async function getPageAccess(county: string, id: string): Promise<PageAccessContent> {
  const a = await managedAccount(county, id);
  const flags = Object.fromEntries(pageAccessFlags.map((f) => [f, a.searchAccess?.[f] !== false]));
  return { id: a.id, name: a.name, ...flags } as PageAccessContent;
}

export async function setPageAccess(
  county: string,
  caller: SessionUser,
  access: PageAccess,
): Promise<{ content: PageAccessContent; message: string }> {
  const a = await managedAccount(county, access.id);
  const searchAccess = Object.fromEntries(pageAccessFlags.map((f) => [f, access[f]]));
  await transactWrite(
    [
      accountSearchAccessUpdate(county, a.id, searchAccess),
      auditChange({
        county,
        by: caller,
        type: 'ACCOUNT_PAGE_ACCESS',
        accountId: a.id,
        info: `Search access of ${a.name} changed`,
        before: { searchAccess: a.searchAccess ?? {} },
        after: { searchAccess },
      }),
    ],
    () => undefined,
  );
  return { content: await getPageAccess(county, a.id), message: m.accessSaved(a.name) };
}
