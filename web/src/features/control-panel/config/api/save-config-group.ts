// POST controlPanel/countyConfig/{group}: the form's whole state; answers the saved group and a message.
import type { SavedGroupName } from '@portal/shared/config/rules';
import { callApi } from '#src/lib/api.ts';
import type { FormValue } from '../form-path.ts';

export async function saveConfigGroup(group: SavedGroupName, body: FormValue) {
  const { content, message } = await callApi<FormValue>('POST', `controlPanel/countyConfig/${group}`, body);
  return { content, message: message ?? '' };
}
