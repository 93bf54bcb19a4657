// POST userManager/user: the entry form's fields (validated with the same schema first); answers a message.
import type { UserEntryParsed } from '@portal/shared/users/schemas';
import { callApi } from '#src/lib/api.ts';

export async function saveUser(user: UserEntryParsed) {
  const { message } = await callApi<{ id: string }>('POST', 'userManager/user', user);
  return message ?? '';
}
