// POST userManager/userChangeStatusList (the list again) and userChangeStatusSingle (the new status), each with
// the server's message.
import type { UserIdQuery } from '@portal/shared/users/schemas';
import type { UserListContent, UserStatusContent } from '@portal/shared/users/types';
import { callApi } from '#src/lib/api.ts';

export async function changeUserStatusInList(query: UserIdQuery) {
  const { content, message } = await callApi<UserListContent>('POST', 'userManager/userChangeStatusList', query);
  return { list: content, message: message ?? '' };
}

export async function changeUserStatusSingle(userId: string) {
  const { content, message } = await callApi<UserStatusContent>('POST', 'userManager/userChangeStatusSingle', {
    userId,
    filterText: '',
    includeInactive: true,
  });
  return { status: content?.status, message: message ?? '' };
}
