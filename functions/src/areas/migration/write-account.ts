// Writes one migrated account as the control panel would (the account item, its list entries and counts in one
// transaction), over whatever an earlier write of the same LS1 row left: the entries it had are replaced, so
// writing a row twice leaves one account, counted once. The balances are the ledger's (opening-balance.ts): a new
// account starts with none, and a rewrite keeps what the ledger gave it.
import { listedAccount } from '#src/areas/accounts/index.ts';
import { type Account, accountPut, getAccount } from '#src/data/app/accounts.ts';
import { stateOf } from '#src/data/app/list-entries.ts';
import { indexWrites } from '#src/data/app/list-index.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';

export async function writeAccount(county: string, account: Account): Promise<void> {
  const before = await getAccount(county, account.id);
  account.usageBalanceCents = before?.usageBalanceCents ?? 0;
  account.imagesRemaining = before?.imagesRemaining ?? 0;
  const listed = listedAccount(account);
  await transactWrite(
    [
      accountPut(county, account, { listState: stateOf(county, listed) }),
      ...indexWrites(county, 'ACCOUNT', { ix: before?.ix, ixc: before?.ixc }, listed),
    ],
    // nothing here has a condition: a refusal (a conflict with another transaction) is thrown as it came
    () => undefined,
  );
}
