// The fault layer on the local server's clients, when LOCAL_FAULTS asks for it (e.g.
// LOCAL_FAULTS="rate=0.05,seed=7,kinds=throttle+reset-after" npm run local): the portal is then driven by hand or
// by a bench while its DynamoDB, S3 and SES calls fail. Only against emulators: an AWS endpoint must be set.
import { type FaultKind, faultKinds } from './fault-answer.ts';
import { type FaultLayer, faultLayer } from './fault-layer.ts';

/** Parses "rate=0.05,seed=7,kinds=throttle+timeout". */
export function parseFaultSpec(spec: string) {
  const fields = Object.fromEntries(spec.split(',').map((part) => part.trim().split('=') as [string, string]));
  const rate = Number(fields.rate);
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`LOCAL_FAULTS: rate must be between 0 and 1, got ${fields.rate}`);
  const kinds = fields.kinds?.split('+') as FaultKind[] | undefined;
  const unknown = kinds?.filter((k) => !faultKinds.includes(k));
  if (unknown?.length)
    throw new RangeError(`LOCAL_FAULTS: unknown kinds ${unknown.join(', ')} (${faultKinds.join(', ')})`);
  return { rate, seed: Number(fields.seed) || 1, ...(kinds ? { kinds } : {}) };
}

/** Attaches one fault layer to the clients when LOCAL_FAULTS is set; answers it (undefined when not). */
export function attachLocalFaults(clients: Array<Parameters<FaultLayer['attach']>[0]>): FaultLayer | undefined {
  const spec = process.env.LOCAL_FAULTS;
  if (!spec || !process.env.AWS_ENDPOINT_URL_DYNAMODB) return undefined;
  const layer = faultLayer(parseFaultSpec(spec));
  for (const client of clients) layer.attach(client);
  console.warn(`[faults] LOCAL_FAULTS=${spec}: DynamoDB, S3 and SES calls fail at that rate`);
  return layer;
}
