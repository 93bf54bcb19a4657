// POST controlPanel/accountPageAccess: id and the search flags; answers a message.
import type { PageAccess } from '@portal/shared/accounts/schemas';
import { callApi } from '#src/lib/api.ts';

export async function savePageAccess(access: PageAccess) {
  const { message } = await callApi<unknown>('POST', 'controlPanel/accountPageAccess', access);
  return message ?? '';
}
