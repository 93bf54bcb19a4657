// npm start's stand-in for the cloud's event source mapping (infra/lib/alerts): reads the records table's DynamoDB
// Stream from DynamoDB Local (DescribeStream, GetShardIterator, GetRecords) and hands the document records to the
// same matcher handler the Lambda runs. A county's records are held until nothing new came for it for `quietMs`
// (or its oldest has waited `maxWaitMs`, or 1,000 wait), so one import's matches reach a subscriber in one e-mail, as
// the Lambda's batching window does, while another county's import goes on.
//
// The Streams API is signed JSON over HTTP; it is called with fetch and SigV4 here rather than with
// @aws-sdk/client-dynamodb-streams, so the laptop-only poller adds no package.
import { createHash, createHmac } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SignatureV4 } from '@smithy/signature-v4';
import { handler as matcherHandler } from '../../functions/src/areas/alerts/matcher-lambda.ts';
import type { StreamRecord } from '../../functions/src/areas/alerts/stream-records.ts';

export interface StreamPollerOptions {
  /** endpoint, region, credentials and table names; default process.env (as the local stack sets it) */
  env?: Record<string, string | undefined>;
  /** where to start on the shards open now: LATEST (default) reads only what is written from here on */
  from?: 'LATEST' | 'TRIM_HORIZON';
  /** hand the waiting records over after the stream has been quiet this long (default 1,000 ms) */
  quietMs?: number;
  /** hand a county's records over once the oldest has waited this long, however busy it is (default 30 s) */
  maxWaitMs?: number;
  /** pause between reads when the stream has nothing new (default 500 ms) */
  pollMs?: number;
  /** what receives each batch (default the matcher's Lambda handler) */
  handle?: (event: { Records: StreamRecord[] }) => Promise<unknown>;
}

export interface StreamPoller {
  /** batches handed over so far */
  readonly batches: number;
  stop(): Promise<void>;
}

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (d: SourceData) =>
  typeof d === 'string'
    ? d
    : d instanceof ArrayBuffer
      ? new Uint8Array(d)
      : new Uint8Array(d.buffer, d.byteOffset, d.byteLength);

class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

type Call = <T>(operation: string, body: Record<string, unknown>) => Promise<T>;

function streamsCall(endpoint: string, region: string, accessKeyId: string, secretAccessKey: string): Call {
  const signer = new SignatureV4({
    service: 'dynamodb',
    region,
    credentials: { accessKeyId, secretAccessKey },
    sha256: Sha256,
  });
  const url = new URL(endpoint);
  return async <T>(operation: string, body: Record<string, unknown>) => {
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port) || undefined,
      path: '/',
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDBStreams_20120810.${operation}`,
      },
      body: JSON.stringify(body),
    });
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: signed.headers,
      body: signed.body as string,
    });
    const json = (await res.json()) as T & { __type?: string; message?: string };
    if (!res.ok) throw Object.assign(new Error(`${operation}: ${json.message ?? res.status}`), { name: json.__type });
    return json;
  };
}

interface Shard {
  ShardId: string;
  SequenceNumberRange?: { EndingSequenceNumber?: string };
}

const isDocument = (r: StreamRecord) =>
  r.eventName !== 'REMOVE' && r.dynamodb?.NewImage?.sk?.S === 'DOC' && r.dynamodb.NewImage.t?.S === 'DOC';

/** Starts reading the stream; resolves once the open shards' iterators are taken, so what is written after it
 *  resolves is read. */
export async function startStreamPoller(options: StreamPollerOptions = {}): Promise<StreamPoller> {
  const env = options.env ?? process.env;
  const endpoint = env.AWS_ENDPOINT_URL_DYNAMODB;
  const table = env.TABLE_RECORDS;
  if (!endpoint || !table) throw new Error('The stream poller needs AWS_ENDPOINT_URL_DYNAMODB and TABLE_RECORDS.');
  const region = env.AWS_REGION ?? 'us-east-1';
  const accessKeyId = env.AWS_ACCESS_KEY_ID ?? 'local';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY ?? 'local';
  const dynamo = new DynamoDBClient({ endpoint, region, credentials: { accessKeyId, secretAccessKey } });
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: table }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${table} has no stream (scripts/local/stack.ts makes one).`);
  const call = streamsCall(endpoint, region, accessKeyId, secretAccessKey);
  const quietMs = options.quietMs ?? 1000;
  const pollMs = options.pollMs ?? 500;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const handle = options.handle ?? ((event) => matcherHandler(event));

  const iterators = new Map<string, string>();
  const seen = new Set<string>();
  /** the last sequence number read from each shard, to go on from after an iterator expires */
  const lastRead = new Map<string, string>();
  const iterator = async (shardId: string, type: 'LATEST' | 'TRIM_HORIZON' | 'AFTER_SEQUENCE_NUMBER') =>
    (
      await call<{ ShardIterator: string }>('GetShardIterator', {
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        ...(type === 'AFTER_SEQUENCE_NUMBER' ? { SequenceNumber: lastRead.get(shardId) } : {}),
      })
    ).ShardIterator;
  /** Open shards found for the first time: those open at the start from `from`, later ones (children) from
   *  their beginning. */
  const discover = async (first: boolean) => {
    const { StreamDescription } = await call<{ StreamDescription: { Shards: Shard[] } }>('DescribeStream', {
      StreamArn: streamArn,
    });
    for (const shard of StreamDescription.Shards) {
      if (seen.has(shard.ShardId)) continue;
      seen.add(shard.ShardId);
      if (first && shard.SequenceNumberRange?.EndingSequenceNumber) continue;
      iterators.set(shard.ShardId, await iterator(shard.ShardId, first ? (options.from ?? 'LATEST') : 'TRIM_HORIZON'));
    }
  };
  await discover(true);

  /** waiting document records by county, with when the first and the last came */
  const pending = new Map<string, { records: StreamRecord[]; first: number; last: number }>();
  let batches = 0;
  let stopped = false;
  const failures = new Map<string, number>();

  const hold = (records: StreamRecord[]) => {
    const now = Date.now();
    for (const r of records) {
      const county = /^C#([^#]+)#/.exec(r.dynamodb?.NewImage?.pk?.S ?? '')?.[1] ?? '';
      const held = pending.get(county) ?? { records: [], first: now, last: now };
      held.records.push(r);
      held.last = now;
      pending.set(county, held);
    }
  };

  const flush = async (county: string) => {
    const held = pending.get(county);
    if (!held) return;
    pending.delete(county);
    try {
      await handle({ Records: held.records });
      batches += 1;
      failures.delete(county);
    } catch (err) {
      // like the Lambda's retries: the batch is tried again, then given up with a log line
      const tries = (failures.get(county) ?? 0) + 1;
      console.error(`[alerts] the matcher failed on ${held.records.length} records of ${county} (try ${tries})`, err);
      if (tries < 3) {
        failures.set(county, tries);
        hold(held.records);
      } else failures.delete(county);
    }
  };

  const due = (now: number) =>
    [...pending].filter(([, h]) => h.records.length >= 1000 || now - h.last >= quietMs || now - h.first >= maxWaitMs);

  const readAll = async (): Promise<number> => {
    let read = 0;
    for (const [shardId, it] of [...iterators]) {
      let next: string | undefined = it;
      for (let page = 0; next && page < 20; page++) {
        let res: { Records: StreamRecord[]; NextShardIterator?: string };
        try {
          res = await call('GetRecords', { ShardIterator: next, Limit: 1000 });
        } catch (err) {
          const name = (err as Error).name;
          // DynamoDB Local numbers stream records with one counter for all its tables, so an iterator taken on a
          // shard that had no record yet points before the first record the shard then gets, and reading it says
          // 'trimmed'. Nothing was read past then: go on from the last record read, or the shard's beginning.
          if (/TrimmedDataAccess/.test(name)) {
            next = await iterator(shardId, lastRead.has(shardId) ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON');
            continue;
          }
          if (/ExpiredIterator/.test(name)) {
            next = await iterator(shardId, lastRead.has(shardId) ? 'AFTER_SEQUENCE_NUMBER' : 'LATEST');
            continue;
          }
          throw err;
        }
        read += res.Records.length;
        hold(res.Records.filter(isDocument));
        const last = res.Records.at(-1)?.dynamodb?.SequenceNumber;
        if (last) lastRead.set(shardId, last);
        next = res.NextShardIterator;
        if (!res.Records.length) break;
      }
      if (next) iterators.set(shardId, next);
      else iterators.delete(shardId);
    }
    return read;
  };

  let cycle = 0;
  const loop = (async () => {
    while (!stopped) {
      try {
        const read = await readAll();
        for (const [county] of due(Date.now())) await flush(county);
        // closed shards end with children; look for them now and then
        if (++cycle % 20 === 0 || iterators.size === 0) await discover(false);
        if (!read) await new Promise((r) => setTimeout(r, pollMs));
      } catch (err) {
        if (stopped) break;
        console.error('[alerts] reading the records stream failed', err);
        await new Promise((r) => setTimeout(r, pollMs * 4));
      }
    }
  })();

  return {
    get batches() {
      return batches;
    },
    async stop() {
      stopped = true;
      await loop;
      for (const county of [...pending.keys()]) await flush(county);
      dynamo.destroy();
    },
  };
}
