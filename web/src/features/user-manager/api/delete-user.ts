// POST userManager/userDelete: the message and the list again at the page shown.
import type { UserIdQuery } from '@portal/shared/users/schemas';
import type { UserListContent } from '@portal/shared/users/types';
import { callApi } from '#src/lib/api.ts';

export async function deleteUser(query: UserIdQuery) {
  const { content, message } = await callApi<UserListContent>('POST', 'userManager/userDelete', query);
  return { list: content, message: message ?? '' };
}
