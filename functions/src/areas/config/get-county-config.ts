// GET controlPanel/countyConfig/{group}: the saved group, or its defaults, as the page's form state.
import type { ConfigGroup } from '@portal/shared/config/groups';
import { formValue } from '@portal/shared/config/registry';
import type { SavedGroupName } from '@portal/shared/config/rules';
import { getConfig } from '#src/platform/config.ts';
import { withAccountNames } from './feed-plan-names.ts';

export async function getCountyConfig<G extends SavedGroupName>(county: string, group: G) {
  const value = formValue(group, await getConfig(county, group));
  // the override page shows whether the county counts images at all (spec 3.7: "may also carry chargingImages")
  if (group === 'flatFeeOverride') {
    const { chargingImages } = await getConfig(county, 'flatFee');
    return { ...(value as ConfigGroup<'flatFeeOverride'>), chargingImages };
  }
  if (group === 'feed') return withAccountNames(county, value as ConfigGroup<'feed'>);
  return value;
}
