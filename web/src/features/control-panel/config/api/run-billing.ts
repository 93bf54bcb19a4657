// POST controlPanel/countyConfig/runBilling (spec 3 section 7.5): the billing form; answers the schedule fields
// (the phases' last runs) and a message. The button is the confirmation the server asks for (`confirm: true`).
import { callApi } from '#src/lib/api.ts';
import type { FormValue } from '../form-path.ts';

export async function runBilling(form: FormValue) {
  const { content, message } = await callApi<FormValue>('POST', 'controlPanel/countyConfig/runBilling', {
    ...form,
    confirm: true,
  });
  return { content, message: message ?? '' };
}
