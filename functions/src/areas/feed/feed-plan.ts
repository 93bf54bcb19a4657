// Who may take the feed (issue 31): staff of the county, free; an account's user (ACCOUNT or USER) when the county
// has put the account on a feed plan (config feed.plans), at the plan's prices. Anyone else is told why not.
import { staffRoles } from '@portal/shared/auth/roles';
import type { FeedPlanPrices } from '@portal/shared/feed/schemas';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { forbidden } from '#src/platform/errors.ts';

export interface FeedCaller {
  /** undefined for staff, who pay nothing */
  plan?: FeedPlanPrices;
  account?: Account;
}

export async function feedCaller(county: string, user: SessionUser): Promise<FeedCaller> {
  if (staffRoles.includes(user.role)) return {};
  const feed = await getConfig(county, 'feed');
  const entry = feed.plans.find((p) => p.accountId === user.accountId);
  const account = entry ? await getAccount(county, user.accountId) : undefined;
  if (!entry || !account)
    throw forbidden('Your account is not on a feed plan. Ask the county to put it on one (per day or per document).');
  const { dayFileCents, documentCents, snapshotCents } = feed;
  return { plan: { plan: entry.plan, dayFileCents, documentCents, snapshotCents }, account };
}
