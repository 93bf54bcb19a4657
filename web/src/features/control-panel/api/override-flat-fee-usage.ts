// POST controlPanel/accountFlatFeeUsage/{id}: id, the new images remaining and the form's request id (the same
// override sent twice is applied once); answers a message.
import type { FlatFeeUsage } from '@portal/shared/accounts/schemas';
import { callApi } from '#src/lib/api.ts';

export async function overrideFlatFeeUsage(usage: FlatFeeUsage) {
  const { message } = await callApi<unknown>(
    'POST',
    `controlPanel/accountFlatFeeUsage/${encodeURIComponent(usage.id)}`,
    usage,
  );
  return message ?? '';
}
