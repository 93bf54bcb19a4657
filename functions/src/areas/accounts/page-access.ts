// controlPanel/accountPageAccess: the account's search flags (spec 3 section 3.5), stored as account.searchAccess
// ({ searchByName: false, ... }), which the search guard reads on the next search when the county's search
// configuration sets searchAccess to CONFIGURABLE (search/search-access.ts).
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { accountMessages as m } from '@portal/shared/accounts/messages';
import { type PageAccess, pageAccessFlags } from '@portal/shared/accounts/schemas';
import type { PageAccessContent } from '@portal/shared/accounts/types';
import { accountKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
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
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tables.app,
            Key: accountKey(county, a.id),
            UpdateExpression: 'SET searchAccess = :s',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':s': searchAccess },
          },
        },
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
    }),
  );
  return { content: await getPageAccess(county, a.id), message: m.accessSaved(a.name) };
}
