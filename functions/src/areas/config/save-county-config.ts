// POST controlPanel/countyConfig/{group}: the page's whole state, checked with the group's save schema (the form
// engine's), the server's own fields kept, saved with an audit entry of what changed (before and after). A body
// without every field of the group is refused (shared/config/missing-fields.ts), so a partial save resets nothing.
import { type ConfigGroup, type ConfigGroupName, readGroup } from '@portal/shared/config/groups';
import { configMessages as m } from '@portal/shared/config/messages';
import { missingFields } from '@portal/shared/config/missing-fields';
import { changedFields, configRegistry, type GroupEntry } from '@portal/shared/config/registry';
import { type SavedGroupName, saveSchemas } from '@portal/shared/config/rules';
import { configGroupPut, getConfigValue } from '#src/data/app/county-config.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import { clearConfigCache } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, forbidden } from '#src/platform/errors.ts';
import { parseOr400 } from '#src/platform/validate.ts';
import { checkFeedPlanAccounts } from './feed-plan-accounts.ts';
import { getCountyConfig } from './get-county-config.ts';

/** An audit entry keeps the changed values up to this size (a 50-paragraph news list could pass DynamoDB's item
 * limit twice over); beyond it, only the names of the changed fields. */
const AUDIT_VALUES_MAX = 64_000;

type Values = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The group as saved (a strongly consistent read past the cache: the before of a save), or undefined. */
const savedValue = (county: string, group: ConfigGroupName) => getConfigValue(county, group, { consistent: true });

function auditOf(county: string, by: SessionUser, group: SavedGroupName, before: object, after: object) {
  const changes = changedFields(before, after);
  const small = JSON.stringify(changes).length <= AUDIT_VALUES_MAX;
  return auditChange({
    county,
    by,
    type: 'CONFIG_UPDATE',
    info: `${group}: ${changes.fields.join(', ') || 'no change'}${small ? '' : ' (values too large to keep)'}`,
    ...(small ? { before: changes.before, after: changes.after } : {}),
  });
}

/** The credit card page's special rates: their document types and instrument codes are the a la carte special
 * rates' (read-only there); only the three rates come from the form, row by row. */
function cardRates(saved: ConfigGroup<'creditCard'>['rates'], posted: ConfigGroup<'creditCard'>['rates']) {
  return saved.map((row, i) => ({
    ...row,
    documentRate: posted[i]?.documentRate ?? row.documentRate,
    firstPageRate: posted[i]?.firstPageRate ?? row.firstPageRate,
    additionalPagesRate: posted[i]?.additionalPagesRate ?? row.additionalPagesRate,
  }));
}

export async function saveCountyConfig<G extends SavedGroupName>(
  county: string,
  by: SessionUser,
  group: G,
  body: unknown,
) {
  const entry = configRegistry[group] as GroupEntry<G>;
  const missing = missingFields(group, body);
  if (missing.length)
    throw badRequest(m.missingFields(missing), Object.fromEntries(missing.map((f) => [f, m.required])));
  const posted = parseOr400(saveSchemas[group], body) as Values;
  if (group === 'feed') await checkFeedPlanAccounts(county, (posted as ConfigGroup<'feed'>).plans);
  const before = readGroup(group, await savedValue(county, group)) as Values;

  for (const field of by.role === 'TRIMIN' ? [] : (entry.vendorFields ?? [])) {
    if (!same(posted[field], before[field])) throw forbidden(m.vendorOnly(field));
  }
  const after: Values = { ...posted };
  for (const field of entry.readOnlyFields ?? []) after[field] = before[field];
  if (group === 'creditCard') after.rates = cardRates(before.rates as never, posted.rates as never);

  const items: TransactItem[] = [
    configGroupPut(county, group, after as ConfigGroup<G>),
    auditOf(county, by, group, before, after),
  ];
  if (group === 'aLaCarteSpecialRates') {
    // 'The special rates for credit card will also be reset.': the card rates start again from these rows
    const card = readGroup('creditCard', await savedValue(county, 'creditCard'));
    const reset = { ...card, rates: (after as ConfigGroup<'aLaCarteSpecialRates'>).rates.map((r) => ({ ...r })) };
    items.push(configGroupPut(county, 'creditCard', reset), auditOf(county, by, 'creditCard', card, reset));
  }
  // the group and its audit entry together, so a save is never unaudited; a refusal is the error as it came
  await transactWrite(items, () => undefined);
  // this process's next read is the saved value (other processes' copies lapse within CONFIG_CACHE_MS)
  clearConfigCache();
  return { content: await getCountyConfig(county, group), message: m.saved(entry.title) };
}
