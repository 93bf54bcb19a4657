// POST controlPanel/account: creates (id 0) or changes an account, with its list entries and audit entry in one
// transaction. A flat fee rate level must be one the county offers; an inactive account cannot be edited. A new
// name is carried into its users' filter words.
import { accountMessages as m } from '@portal/shared/accounts/messages';
import type { accountEntrySchema } from '@portal/shared/accounts/schemas';
import { flatFeeLevel } from '@portal/shared/fees/flat-fee';
import type { z } from 'zod';
import { reindexUser } from '#src/areas/users/index.ts';
import { type Account, newAccount } from '#src/data/app/account-item.ts';
import { accountPut, activeAccountUpdate } from '#src/data/app/accounts.ts';
import { accountScope } from '#src/data/app/keys.ts';
import { stateOf } from '#src/data/app/list-entries.ts';
import { indexWrites, listIds } from '#src/data/app/list-index.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import { listedAccount } from './listed-account.ts';
import { assertActive, managedAccount } from './managed-account.ts';

type Entry = z.output<typeof accountEntrySchema>;

function fieldsOf(e: Entry) {
  return {
    accountType: e.accountType,
    paymentMethod: e.paymentMethod,
    flatFeeRateLevel: e.accountType === 'FLAT_FEE' ? e.flatFeeRateLevel : 0,
    monthlyFeeCents: e.monthlyFee,
    imageChargeMethod: e.imageChargeMethod,
    certificateChargeMethod: e.certificateChargeMethod,
    address: e.address,
    city: e.city,
    state: e.state,
    zip: e.zip,
    phone: e.phone,
    email: e.email,
    landLinkAccount: e.landLinkAccount,
    postToLandLink: e.postToLandLink,
    imageRetrieval: e.imageRetrieval,
    previewRetrieval: e.imageRetrieval && e.previewRetrieval,
    certificateRetrieval: e.certificateRetrieval,
    certificatePreviewRetrieval: e.certificateRetrieval && e.certificatePreviewRetrieval,
    userReload: e.userReload,
  };
}

export async function saveAccount(
  county: string,
  caller: SessionUser,
  e: Entry,
): Promise<{ id: string; message: string }> {
  if (
    e.accountType === 'FLAT_FEE' &&
    e.flatFeeRateLevel > 0 &&
    !flatFeeLevel(e.flatFeeRateLevel, await getConfig(county, 'flatFee'))
  ) {
    throw badRequest(m.rateLevelOff, { flatFeeRateLevel: m.rateLevelOff });
  }
  if (e.id === '0' || e.id === '') {
    const account = newAccount({ id: newId(), name: e.name, ...fieldsOf(e) });
    const listed = listedAccount(account);
    await transactWrite(
      [
        accountPut(county, account, { listState: stateOf(county, listed), ifNew: true }),
        ...indexWrites(county, 'ACCOUNT', {}, listed),
        auditChange({
          county,
          by: caller,
          type: 'ACCOUNT_CREATE',
          accountId: account.id,
          info: `Account ${account.name} created`,
          after: account,
        }),
      ],
      () => undefined,
    );
    return { id: account.id, message: m.created(account.name) };
  }
  const before = await managedAccount(county, e.id);
  assertActive(before);
  const after: Account = { ...before, ...fieldsOf(e), name: e.name || before.name };
  const listed = listedAccount(after);
  await transactWrite(
    [
      activeAccountUpdate(county, before.id, { ...fieldsOf(e), name: after.name }, stateOf(county, listed)),
      ...indexWrites(county, 'ACCOUNT', { ix: before.ix, ixc: before.ixc }, listed),
      auditChange({
        county,
        by: caller,
        type: 'ACCOUNT_UPDATE',
        accountId: before.id,
        info: `Account ${before.name} changed`,
        before,
        after,
      }),
    ],
    conflict(m.inactive),
  );
  if (after.name !== before.name) {
    for await (const ids of listIds(county, {
      kind: 'USER',
      scope: accountScope(before.id),
      includeInactive: true,
      filterText: '',
    })) {
      for (const id of ids) await reindexUser(county, id, after.name);
    }
  }
  return { id: before.id, message: m.saved(after.name) };
}
