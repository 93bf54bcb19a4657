// The floor of an API call (issue 20): the DynamoDB and S3 calls it must make, each issued again alone, exactly
// as the API issued it (same command, same input), in the same run. The bench records what one API call sends
// (every send of the shared clients while recording), sorts each call into a part (the session read, the records
// Query, the history write ...) or into 'other' (what a cache answers most of the time: configuration, the code
// book; a session's once-a-minute touch), and replays the parts one after another: their sum is the floor.
// DynamoDB Local answers one call at a time, so calls the API overlaps still add up there.
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';

export interface Call {
  service: 'dynamodb' | 's3';
  /** the command class: GetCommand, QueryCommand, GetObjectCommand ... */
  name: string;
  command: { constructor: unknown; input: unknown };
}

type Send = (command: never) => Promise<unknown>;
type Recording = Call[];

let recording: Recording | undefined;
const originals = new Map<'dynamodb' | 's3', { client: object; send: Send }>();

/** Wraps the shared clients' send (once per client) so that calls can be recorded. */
function install(): void {
  const wrap = (service: 'dynamodb' | 's3', client: DynamoDBDocumentClient | S3Client) => {
    if (originals.get(service)?.client === client) return;
    const send = client.send.bind(client) as Send;
    originals.set(service, { client, send });
    (client as { send: Send }).send = ((command: Call['command']) => {
      recording?.push({ service, name: (command.constructor as { name: string }).name, command });
      return send(command as never);
    }) as Send;
  };
  wrap('dynamodb', db());
  wrap('s3', s3Client());
}

/** Runs `work` and returns what it sent to DynamoDB and S3, in order. */
export async function recordCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: Call[] }> {
  install();
  const calls: Call[] = [];
  recording = calls;
  try {
    return { result: await work(), calls };
  } finally {
    recording = undefined;
  }
}

/** Sends one recorded call again, alone (an S3 object is read to its last byte, as the API reads it); its ms. */
export async function replay(call: Call): Promise<number> {
  install();
  const { send } = originals.get(call.service)!;
  const Command = call.command.constructor as new (input: unknown) => never;
  const started = performance.now();
  const res = (await send(new Command(call.command.input))) as { Body?: { transformToByteArray(): Promise<unknown> } };
  if (call.service === 's3' && res.Body) await res.Body.transformToByteArray();
  return performance.now() - started;
}

const input = (c: Call) => c.command.input as Record<string, unknown>;
const keyOf = (c: Call): { pk?: string; sk?: string } => {
  const i = input(c);
  if (i.Key) return i.Key as { pk: string; sk: string };
  if (i.Item) return i.Item as { pk: string; sk: string };
  if (i.RequestItems) {
    const [requests] = Object.values(i.RequestItems as Record<string, unknown>) as Array<
      { Keys?: Array<{ pk: string; sk: string }> } | Array<{ PutRequest?: { Item: { pk: string; sk: string } } }>
    >;
    if (Array.isArray(requests)) return requests[0]?.PutRequest?.Item ?? {};
    return requests?.Keys?.[0] ?? {};
  }
  return {};
};
const tableOf = (c: Call): string | undefined => {
  const i = input(c);
  if (typeof i.TableName === 'string') return i.TableName;
  if (i.RequestItems) return Object.keys(i.RequestItems as object)[0];
  return undefined;
};

/**
 * The part of a request a call belongs to, or 'other' for what is not part of the floor (cached reads that a
 * cache miss sent, the session's touch once a minute).
 */
export function partOf(c: Call): string {
  if (c.service === 's3') return c.name === 'GetObjectCommand' ? 'S3 GetObject' : `S3 ${c.name.replace('Command', '')}`;
  const { pk = '', sk = '' } = keyOf(c);
  const table = tableOf(c);
  if (table === tables.records) {
    if (pk.includes('#CODES#')) return 'other';
    return c.name === 'QueryCommand' ? 'records Query' : 'records read';
  }
  if (pk.includes('#SESSION#')) return c.name === 'GetCommand' ? 'session GetItem' : 'other';
  if (sk === 'SEARCHHISTORY') return c.name === 'UpdateCommand' ? 'history UpdateItem' : 'history read';
  if (pk.includes('#RSET#')) return c.name === 'GetCommand' || c.name === 'BatchGetCommand' ? 'set read' : 'set write';
  if (pk.includes('#IMGSTATE#')) return 'image state read';
  if (pk.includes('#ACCOUNT#')) return 'account GetItem';
  if (c.name === 'TransactWriteCommand') return 'charge';
  return 'other';
}

export interface Floor {
  /** ms per part (medians over the rounds), in the order the API first sent each */
  parts: Map<string, { ms: number; calls: number }>;
  ms: number;
  /** what the API sent that is not in the floor, by part */
  others: string[];
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The calls of the floor, grouped by part (`keep` drops parts the request need not make). */
export function floorCalls(calls: Call[], keep: (part: string) => boolean = () => true) {
  const parts = new Map<string, Call[]>();
  const others: string[] = [];
  for (const c of calls) {
    const part = partOf(c);
    if (part === 'other' || !keep(part)) {
      others.push(`${c.name.replace('Command', '')} ${keyOf(c).pk ?? ''}`);
      continue;
    }
    parts.set(part, [...(parts.get(part) ?? []), c]);
  }
  return { parts, others };
}

/** Times the floor's calls once (one after another); ms per part. */
export async function timeFloorOnce(parts: Map<string, Call[]>): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const [part, calls] of parts) {
    let ms = 0;
    for (const c of calls) ms += await replay(c);
    out.set(part, ms);
  }
  return out;
}

/** Medians of several floor timings (each a map of part to ms). */
export function floorOf(rounds: Array<Map<string, number>>, parts: Map<string, Call[]>, others: string[]): Floor {
  const out = new Map<string, { ms: number; calls: number }>();
  for (const [part, calls] of parts) {
    out.set(part, { ms: median(rounds.map((r) => r.get(part) ?? 0)), calls: calls.length });
  }
  return { parts: out, ms: median(rounds.map((r) => [...r.values()].reduce((a, b) => a + b, 0))), others };
}

export const formatParts = (f: Floor) =>
  [...f.parts].map(([part, p]) => `${part}${p.calls > 1 ? ` x${p.calls}` : ''} ${p.ms.toFixed(1)}`).join(' + ');

export const verdict = (ratio: number, goal: number) => (ratio <= goal ? 'MET' : 'NOT MET');

/**
 * Measures an API call against its floor in one run: `rounds` times the API call then the floor replayed
 * (interleaved, so drift of the machine touches both), after `warm` unmeasured calls. The calls replayed are
 * those of the last warm-up call. Medians.
 */
export async function measureAgainstFloor<T>(options: {
  api: () => Promise<T>;
  rounds?: number;
  warm?: number;
  keep?: (part: string) => boolean;
}): Promise<{ apiMs: number; floor: Floor; result: T; calls: Call[]; units: Units }> {
  const { api, rounds = 9, warm = 2 } = options;
  let recorded: { result: T; calls: Call[] } | undefined;
  for (let i = 0; i < warm; i++) recorded = await recordCalls(api);
  if (!recorded) recorded = await recordCalls(api);
  const { parts, others } = floorCalls(recorded.calls, options.keep);
  const apiTimes: number[] = [];
  const floorRounds: Array<Map<string, number>> = [];
  let result = recorded.result;
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    result = await api();
    apiTimes.push(performance.now() - started);
    floorRounds.push(await timeFloorOnce(parts));
  }
  const units = await unitsOf(parts);
  return { apiMs: median(apiTimes), floor: floorOf(floorRounds, parts, others), result, calls: recorded.calls, units };
}

export interface Units {
  read: number;
  write: number;
}

/**
 * The capacity units the floor's DynamoDB calls consume, as DynamoDB Local reckons them from the item sizes
 * (the same rules as AWS: a read unit per 4 KB strongly consistent, half that eventually consistent; a write unit
 * per 1 KB). Each call is sent once more asking for ReturnConsumedCapacity.
 */
export async function unitsOf(parts: Map<string, Call[]>): Promise<Units> {
  install();
  const { send } = originals.get('dynamodb')!;
  const units = { read: 0, write: 0 };
  for (const calls of parts.values()) {
    for (const c of calls) {
      if (c.service !== 'dynamodb') continue;
      const Command = c.command.constructor as new (input: unknown) => never;
      const res = (await send(new Command({ ...(c.command.input as object), ReturnConsumedCapacity: 'TOTAL' }))) as {
        ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }>;
      };
      const consumed = [res.ConsumedCapacity ?? []].flat().reduce((a, x) => a + (x.CapacityUnits ?? 0), 0);
      const writes = /Put|Update|Delete|BatchWrite|TransactWrite/.test(c.name);
      units[writes ? 'write' : 'read'] += consumed;
    }
  }
  return units;
}
