// The fault layer for the local stack (issue 28): DynamoDB, S3 and SES calls fail at a chosen rate and kind, as
// the services and the network fail, while every other call goes to the real emulators. It is a middleware on the
// SDK client's own stack, placed below the SDK's retry step (next to the HTTP send): the SDK sees a throttle, a 500,
// a timeout or a dropped connection exactly as it would from AWS, and retries it with its standard strategy; only
// when its attempts run out does the error reach our code. A seeded random source makes a run repeatable.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AbsoluteLocation, DeserializeHandlerOptions, MetadataBearer, MiddlewareStack } from '@smithy/types';
import { errorAnswer, type FaultKind, faultKinds, networkError } from './fault-answer.ts';
import { seededRandom } from './seeded-random.ts';

export interface FaultPlan {
  /** the share of calls that fail, 0..1 */
  rate: number;
  seed: number;
  /** the kinds drawn from, evenly (default: all) */
  kinds?: readonly FaultKind[];
  /** which calls may fail, by the client's and the command's names (default: every call) */
  applies?: (clientName: string, commandName: string) => boolean;
}

export interface FaultCounts {
  /** calls that reached the layer (each SDK attempt counts) */
  calls: number;
  injected: Record<FaultKind, number>;
}

/** Counts with nothing counted yet. */
export const noFaults = (): FaultCounts => ({
  calls: 0,
  injected: Object.fromEntries(faultKinds.map((k) => [k, 0])) as FaultCounts['injected'],
});

/**
 * The counts of the flow a call is made for, when one is running (the fault suite's runFlow): flows run side by
 * side on the same clients, and each flow's report counts its own calls and faults. The SDK runs a client's
 * middleware in the caller's async context, retries included.
 */
export const flowCounts = new AsyncLocalStorage<FaultCounts>();

type Client = { middlewareStack: MiddlewareStack<object, MetadataBearer> };

const NAME = 'faultInjection';
// below the deserializer: what `next` answers is the raw HTTP response, and what we answer is parsed as the service's
const placement: DeserializeHandlerOptions & AbsoluteLocation = {
  step: 'deserialize',
  priority: 'low',
  name: NAME,
  override: true,
};

export interface FaultLayer {
  counts: FaultCounts;
  /** adds the layer to a client (again: replaces it) */
  attach(client: Client): void;
  /** removes it from every client it was attached to */
  detach(): void;
  /** sets the counts back to zero (between flows of a report) */
  resetCounts(): void;
  total(): number;
}

/**
 * The plan, or the one FAULT_RATE, FAULT_SEED and FAULT_KINDS (comma-separated) set: to look for unclear answers
 * beyond a suite's own seed (e.g. FAULT_KINDS=reset-after FAULT_RATE=0.3 FAULT_SEED=7 npx vitest run ...suite-x). A test
 * about one kind or rate (the money suite's "most calls failing", the dropped report upload) may then fail by design.
 */
function withOverrides(plan: FaultPlan): FaultPlan {
  const env = process.env;
  return {
    ...plan,
    ...(env.FAULT_RATE ? { rate: Number(env.FAULT_RATE) } : {}),
    ...(env.FAULT_SEED ? { seed: Number(env.FAULT_SEED) } : {}),
    ...(env.FAULT_KINDS ? { kinds: env.FAULT_KINDS.split(',') as FaultKind[] } : {}),
  };
}

export function faultLayer(chosen: FaultPlan): FaultLayer {
  const plan = withOverrides(chosen);
  const random = seededRandom(plan.seed);
  const kinds = plan.kinds?.length ? plan.kinds : faultKinds;
  const counts: FaultCounts = noFaults();
  const attached = new Set<Client>();

  const middleware =
    (next: (args: unknown) => Promise<unknown>, context: { clientName?: string; commandName?: string }) =>
    async (args: unknown) => {
      const clientName = context.clientName ?? '';
      if (plan.applies && !plan.applies(clientName, context.commandName ?? '')) return next(args);
      const flow = flowCounts.getStore();
      counts.calls += 1;
      if (flow) flow.calls += 1;
      // draw both numbers every call, so a run's sequence depends only on the seed and the calls made
      const hit = random() < plan.rate;
      const kind = kinds[Math.floor(random() * kinds.length)] as FaultKind;
      if (!hit) return next(args);
      counts.injected[kind] += 1;
      if (flow) flow.injected[kind] += 1;
      if (kind === 'reset-before') throw networkError(kind);
      if (kind === 'timeout' || kind === 'reset-after') {
        const sent = (await next(args)) as { response?: { body?: { resume?: () => void } } };
        sent.response?.body?.resume?.(); // the answer is dropped: drain it so the socket is freed
        throw networkError(kind);
      }
      return { response: errorAnswer(clientName, kind) };
    };

  return {
    counts,
    attach(client) {
      client.middlewareStack.add(middleware as never, placement);
      attached.add(client);
    },
    detach() {
      for (const client of attached) client.middlewareStack.remove(NAME);
      attached.clear();
    },
    resetCounts() {
      Object.assign(counts, noFaults());
    },
    total: () => Object.values(counts.injected).reduce((a, b) => a + b, 0),
  };
}
