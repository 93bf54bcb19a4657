// The index's verified-through and posted-through dates per record type: the county's own, kept in the
// notableDates configuration group (`abstractVerifiedDate`, `torrensPostedDate` ...), the same dates the home
// page's Notable Dates card shows. A record type with neither date is left out.
import type { IndexDates } from '@portal/shared/status/schemas';
import { getConfig } from '#src/platform/config.ts';

const recordTypes = ['abstract', 'torrens', 'lien'] as const;

export async function indexDates(county: string): Promise<IndexDates[]> {
  const [notable, common] = await Promise.all([getConfig(county, 'notableDates'), getConfig(county, 'common')]);
  const label = { abstract: 'Abstract', torrens: common.torrensLabel || 'Torrens', lien: 'Lien' };
  return recordTypes
    .map((t) => ({
      recordType: t,
      label: label[t],
      verifiedThrough: notable[`${t}VerifiedDate`],
      postedThrough: notable[`${t}PostedDate`],
    }))
    .filter((d) => d.verifiedThrough || d.postedThrough);
}
