// The Index Feed Plans page shows each plan's account by name, though a plan keeps only the account's id (a name
// can change): read with the group, by key (one BatchGet of at most 500). The save drops the field (the group's
// schema keeps only accountId and plan).
import type { ConfigGroup } from '@portal/shared/config/groups';
import { getAccounts } from '#src/data/app/accounts.ts';

export async function withAccountNames(county: string, feed: ConfigGroup<'feed'>) {
  const ids = feed.plans.map((p) => p.accountId);
  const accounts = ids.length ? await getAccounts(county, ids) : [];
  return { ...feed, plans: feed.plans.map((p, i) => ({ ...p, accountName: accounts[i]?.name ?? '' })) };
}
