// Whether a county offers property fraud alerts (its fraudAlerts configuration): every call but the page's answers
// 403 with a message when it does not.

import { alertMessages as m } from '@portal/shared/alerts/messages';
import type { ConfigGroup } from '@portal/shared/config/groups';
import { getConfig } from '#src/platform/config.ts';
import { forbidden } from '#src/platform/errors.ts';

export type AlertSettings = ConfigGroup<'fraudAlerts'>;

export async function alertSettings(county: string): Promise<AlertSettings> {
  return getConfig(county, 'fraudAlerts');
}

/** The county's settings, or a 403 when it has the feature off. */
export async function alertsOn(county: string): Promise<AlertSettings> {
  const settings = await alertSettings(county);
  if (!settings.enabled) throw forbidden(m.featureOff);
  return settings;
}
