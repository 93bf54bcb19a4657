// The county's live sessions with each one's role, for "End User Sessions" (config/end-user-sessions.ts): gsi1
// `C#c#SESSIONS`, as data/app/sessions.ts writes them, and their deletion.
import type { Role } from '@portal/shared/auth/roles';
import { countySessionsIndex } from '#src/data/app/keys.ts';
import { queryIndexPartition } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { deleteKeys } from '#src/data/dynamo/write-items.ts';

export interface CountySession {
  pk: string;
  sk: string;
  role: Role;
}

/** Every live session of the county (gsi1, every page), projected to its key and role. */
export async function listCountySessions(county: string): Promise<CountySession[]> {
  return queryIndexPartition<CountySession>(tables.app, countySessionsIndex(county), {
    ProjectionExpression: 'pk, sk, #role',
    ExpressionAttributeNames: { '#role': 'role' },
  });
}

/** Deletes the sessions (BatchWrite): each one's next call is a 401. */
export async function deleteCountySessions(sessions: ReadonlyArray<{ pk: string; sk: string }>): Promise<void> {
  await deleteKeys(
    sessions.map(({ pk, sk }) => ({ pk, sk })),
    { table: tables.app },
  );
}
