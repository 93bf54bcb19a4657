// Which title file a call is logged under: the `titleFile` field the caller sends with the call itself (the
// examiner's own choice, checked like any input), never a header or anything kept on the session. GUEST is one
// login the public shares: a log kept under it would show the next stranger what the last one searched, so GUEST
// may not name a file at all (403) and the web offers it no field.
import { titleFileMessages, titleFileSchema } from '@portal/shared/search-log/schemas';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, forbidden } from '#src/platform/errors.ts';

/** The file a validated request names, refused to GUEST; undefined when none is named. */
export function titleFileOf(user: SessionUser, titleFile: string | undefined): string | undefined {
  if (titleFile === undefined) return undefined;
  if (user.role === 'GUEST') throw forbidden(titleFileMessages.guest);
  return titleFile;
}

/** Takes the file out of a search's criteria object (which its search type's schema checks), checking it here. */
export function takeTitleFile(user: SessionUser, body: Record<string, unknown>) {
  const { titleFile, ...criteria } = body;
  if (titleFile === undefined) return { titleFile: undefined, criteria };
  const parsed = titleFileSchema.safeParse(titleFile);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? titleFileMessages.characters;
    throw badRequest(`titleFile: ${message}`, { titleFile: message });
  }
  return { titleFile: titleFileOf(user, parsed.data), criteria };
}
