// POST userManager/userPassword: id, username, password, passwordConfirm; answers a message.
import type { UserPassword } from '@portal/shared/users/schemas';
import { callApi } from '#src/lib/api.ts';

export async function setUserPassword(body: UserPassword) {
  const { message } = await callApi<undefined>('POST', 'userManager/userPassword', body);
  return message ?? '';
}
