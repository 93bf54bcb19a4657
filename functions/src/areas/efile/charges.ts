// The county's e-file charges for a number of pages (shared/efile/charges.ts has the rule).
import { efileCharges } from '@portal/shared/efile/charges';
import type { EfileCharges, EfileType } from '@portal/shared/efile/types';
import { getConfig } from '#src/platform/config.ts';

export async function countyEfileCharges(county: string, pages: number, efileType: EfileType): Promise<EfileCharges> {
  const [aLaCarte, aLaCarteSpecialRates, creditCard, creditCardExtra] = await Promise.all([
    getConfig(county, 'aLaCarte'),
    getConfig(county, 'aLaCarteSpecialRates'),
    getConfig(county, 'creditCard'),
    getConfig(county, 'creditCardExtra'),
  ]);
  return efileCharges({ pages, efileType, config: { aLaCarte, aLaCarteSpecialRates, creditCard }, creditCardExtra });
}
