// The recovery calls: the server answers the same message whether or not the name or address is known; 401/403
// are the page's own to show (quietAuth), not a reason to go to the login page it came from.
import { callApi } from '#src/lib/api.ts';

export async function sendRecovery(path: 'auth/forgotUsername' | 'auth/forgotPassword', body: unknown) {
  const { message } = await callApi('POST', path, body, { quietAuth: true });
  return message ?? '';
}
