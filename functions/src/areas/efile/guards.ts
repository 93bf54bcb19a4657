// Who may do what on /efile (the route has no login check, spec 3 section 2.1): anyone may read the county's
// e-file settings; uploading, paying and submitting need a signed-in user who is not a guest, in a county whose
// efile setting is on, since a filing is charged to a person the county can reach and audited on their account.
// The intake queue is for county staff (TRIMIN, COUNTY).
import { efileMessages } from '@portal/shared/efile/messages';
import { getConfig } from '#src/platform/config.ts';
import type { AppContext, SessionUser } from '#src/platform/context.ts';
import { forbidden, unauthenticated } from '#src/platform/errors.ts';

export function mayFile(user: SessionUser | undefined): boolean {
  return !!user && user.role !== 'GUEST';
}

/** The filer, in a county that takes e-filings. */
export async function filer(c: AppContext): Promise<{ county: string; user: SessionUser }> {
  const county = c.get('county');
  const user = c.get('user');
  if (!user) throw unauthenticated(efileMessages.signIn);
  if (user.role === 'GUEST') throw forbidden(efileMessages.guest);
  const { efile } = await getConfig(county, 'efile');
  if (!efile) throw forbidden(efileMessages.notOpen);
  return { county, user };
}
