// The feed group's save (issue 31): every account put on a feed plan must be one of the county's, or the plan is one
// no one can use (feed-plan.ts finds no account) and the county never learns why. Checked by key: one BatchGet of
// the plans' accounts (at most 500, the group's limit), never a read of the county's account list.
import type { ConfigGroup } from '@portal/shared/config/groups';
import { configMessages as m } from '@portal/shared/config/messages';
import { getAccounts } from '#src/data/app/accounts.ts';
import { badRequest } from '#src/platform/errors.ts';

/** Refuses (400, each unknown account named on its row) a plan for an account the county does not have. */
export async function checkFeedPlanAccounts(county: string, plans: ConfigGroup<'feed'>['plans']): Promise<void> {
  if (!plans.length) return;
  const ids = plans.map((p) => p.accountId);
  const found = await getAccounts(county, ids);
  const errors: Record<string, string> = {};
  plans.forEach((p, i) => {
    if (!found[i]) errors[`plans.${i}.accountId`] = m.feedPlanUnknownAccount(p.accountId);
  });
  const messages = Object.values(errors);
  if (!messages.length) return;
  const more = messages.length > 3 ? ` (${messages.length - 3} more)` : '';
  throw badRequest(`${messages.slice(0, 3).join(' ')}${more}`, errors);
}
