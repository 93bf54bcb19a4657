// GET controlPanel/countyConfig/endUserSessions (Lockout Step 2, spec 3 section 2.5): every session of the county
// but staff's ends at once; each of those users' next call is a 401. Audited with the number ended.
import { staffRoles } from '@portal/shared/auth/roles';
import { configMessages as m } from '@portal/shared/config/messages';
import { deleteCountySessions, listCountySessions } from '#src/data/app/county-sessions.ts';
import { audit } from '#src/platform/audit.ts';
import type { SessionUser } from '#src/platform/context.ts';

export async function endUserSessions(county: string, by: SessionUser): Promise<string> {
  const ending = (await listCountySessions(county)).filter((s) => !staffRoles.includes(s.role));
  await deleteCountySessions(ending);
  await audit({
    county,
    type: 'END_USER_SESSIONS',
    userId: by.userId,
    username: by.username,
    info: `${ending.length} sessions ended`,
  });
  return m.sessionsEnded(ending.length);
}
