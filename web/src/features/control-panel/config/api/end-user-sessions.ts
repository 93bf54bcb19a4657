// GET controlPanel/countyConfig/endUserSessions: every non-staff session of the county ends; answers a message.
import { callApi } from '#src/lib/api.ts';

export async function endUserSessions(): Promise<string> {
  return (await callApi('GET', 'controlPanel/countyConfig/endUserSessions')).message ?? '';
}
