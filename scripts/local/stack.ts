// The embedded local AWS stack: DynamoDB Local (Java), s3rver and aws-ses-v2-local, each speaking the real
// protocol on a loopback port. The same code runs for `npm start` (data under .data/) and for tests (temp dirs).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { tableDesign, tableRoles, tableStreams } from '../../functions/src/data/dynamo/tables.ts';
import { resetClients } from '../../functions/src/platform/aws.ts';
import { bucketRoles } from '../../functions/src/platform/buckets.ts';
import { startS3Emulator } from './s3-emulator.ts';

const require = createRequire(import.meta.url);

export interface StackOptions {
  dataDir: string;
  /** keep DynamoDB in memory (tests) instead of under dataDir */
  inMemory?: boolean;
  ports?: Partial<Record<'dynamodb' | 's3' | 'ses', number>>;
  prefix?: string;
}

export interface LocalStack {
  env: Record<string, string>;
  sesUrl: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv: Server = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST' });
      if (res.status > 0) return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`DynamoDB Local did not answer on port ${port}`);
}

function startDynamo(port: number, dir: string, inMemory: boolean): ChildProcess {
  const emulator = join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
  const storage = inMemory ? ['-inMemory'] : ['-dbPath', dir];
  // A test's emulator (in memory) lives minutes: C1 only and the serial collector, since C2's compiling was most
  // of its processor time (1,500 writes, 500 reads and 150 queries: 22 -> 9 s, start-up included). One that keeps
  // data (npm start, the bench's kept counties, the load bench) runs for long and hard: the JVM's defaults, whose
  // compiled code serves a long import or 200 examiners faster.
  const quickStart = inMemory ? ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'] : [];
  // DYNAMODB_JVM_FLAGS: extra flags for an experiment (say '-Xlog:gc:file=gc.log' to see its collector's pauses)
  const extra = (process.env.DYNAMODB_JVM_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(
    'java',
    [
      ...quickStart,
      '-Xmx1g',
      ...extra,
      `-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(emulator, 'DynamoDBLocal.jar'),
      '-sharedDb',
      '-port',
      String(port),
      ...storage,
    ],
    { cwd: emulator, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...withoutFsync() } },
  );
  child.stderr?.on('data', (d: Buffer) => {
    const text = d.toString();
    if (!/WARN|SLF4J/.test(text)) process.stderr.write(`[dynamodb] ${text}`);
  });
  return child;
}

/**
 * DynamoDB Local keeps its data in SQLite and syncs every write to disk, which caps a bulk import at a few hundred
 * items a second here. libeatmydata (Debian's eatmydata, installed by scripts/ensure.mjs) turns those syncs into
 * no-ops: the data still reaches the files and survives a restart of the emulator; only a crash of the whole
 * machine could lose the last seconds, which is acceptable for a local emulator and never applies in the cloud.
 */
function withoutFsync(): Record<string, string> {
  const lib = ['/usr/lib/x86_64-linux-gnu/libeatmydata.so', '/usr/lib/aarch64-linux-gnu/libeatmydata.so'].find((p) =>
    existsSync(p),
  );
  return lib ? { LD_PRELOAD: [lib, process.env.LD_PRELOAD].filter(Boolean).join(' ') } : {};
}

/** Ends a DynamoDB Local left running by an earlier start that was killed before it could clean up. */
function stopStaleDynamo(dataDir: string): void {
  const pidFile = join(dataDir, 'dynamodb.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('DynamoDBLocal')) process.kill(pid, 'SIGKILL');
  } catch {
    // not running any more
  }
  rmSync(pidFile, { force: true });
}

/** The environment that points the AWS SDK and the table and bucket names at a local stack. */
export function stackEnv(
  ports: { dynamodb: number; s3: number; ses: number },
  prefix = 'portal',
): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_SES: `http://127.0.0.1:${ports.ses}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.ses}`,
    TABLE_APP: `${prefix}-app`,
    TABLE_RECORDS: `${prefix}-records`,
    TABLE_LEDGER: `${prefix}-ledger`,
    BUCKET_IMAGES: `${prefix}-images`,
    BUCKET_UPLOADS: `${prefix}-uploads`,
  };
}

export async function startLocalStack(options: StackOptions): Promise<LocalStack> {
  const ports = {
    dynamodb: options.ports?.dynamodb ?? (await freePort()),
    s3: options.ports?.s3 ?? (await freePort()),
    ses: options.ports?.ses ?? (await freePort()),
  };
  const dynamoDir = join(options.dataDir, 'dynamodb');
  const s3Dir = join(options.dataDir, 's3');
  mkdirSync(dynamoDir, { recursive: true });
  mkdirSync(s3Dir, { recursive: true });

  stopStaleDynamo(options.dataDir);
  const dynamo = startDynamo(ports.dynamodb, dynamoDir, !!options.inMemory);
  const pidFile = join(options.dataDir, 'dynamodb.pid');
  writeFileSync(pidFile, String(dynamo.pid));
  // The emulator must not outlive this process, however it ends.
  process.on('exit', () => dynamo.kill('SIGKILL'));

  const s3Emulator = await startS3Emulator(ports.s3, s3Dir);

  const sesServer = (await import('aws-ses-v2-local')).default as unknown as (c: {
    host: string;
    port: number;
  }) => Promise<import('node:http').Server>;
  const ses = await sesServer({ host: '127.0.0.1', port: ports.ses });

  await waitForPort(ports.dynamodb, dynamo);

  const env = stackEnv(ports, options.prefix);
  Object.assign(process.env, env);
  // Clients made for another stack in this process would keep its endpoints.
  resetClients();
  await createTablesAndBuckets(env);

  return {
    env,
    sesUrl: `http://127.0.0.1:${ports.ses}`,
    async stop() {
      dynamo.kill('SIGTERM');
      rmSync(pidFile, { force: true });
      await new Promise<void>((resolve) => ses.close(() => resolve()));
      await s3Emulator.stop();
    },
  };
}

/** Creates the tables (pk/sk, gsi1, gsi2, ttl) and buckets that do not exist yet. */
export async function createTablesAndBuckets(env: Record<string, string>): Promise<void> {
  const dynamo = new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB });
  const existing = new Set((await dynamo.send(new ListTablesCommand({}))).TableNames ?? []);
  const names = { app: env.TABLE_APP, records: env.TABLE_RECORDS, ledger: env.TABLE_LEDGER };
  for (const role of tableRoles) {
    const TableName = names[role]!;
    if (!existing.has(TableName)) {
      const attrs = [
        tableDesign.partitionKey,
        tableDesign.sortKey,
        ...tableDesign.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
      ];
      await dynamo.send(
        new CreateTableCommand({
          TableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attrs.map((a) => ({ AttributeName: a, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
            { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: tableDesign.indexes.map((i) => ({
            IndexName: i.name,
            KeySchema: [
              { AttributeName: i.partitionKey, KeyType: 'HASH' },
              { AttributeName: i.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
          ...(tableStreams[role]
            ? { StreamSpecification: { StreamEnabled: true, StreamViewType: tableStreams[role] } }
            : {}),
        }),
      );
    } else if (tableStreams[role]) {
      // a table made before it had a stream (an older .data/) gets one
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName }));
      if (!Table?.StreamSpecification?.StreamEnabled) {
        await dynamo.send(
          new UpdateTableCommand({
            TableName,
            StreamSpecification: { StreamEnabled: true, StreamViewType: tableStreams[role] },
          }),
        );
      }
    }
    const ttl = await dynamo.send(new DescribeTimeToLiveCommand({ TableName }));
    if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
      await dynamo.send(
        new UpdateTimeToLiveCommand({
          TableName,
          TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
        }),
      );
    }
  }
  const s3 = new S3Client({ endpoint: env.AWS_ENDPOINT_URL_S3, forcePathStyle: true });
  for (const role of bucketRoles) {
    const Bucket = role === 'images' ? env.BUCKET_IMAGES! : env.BUCKET_UPLOADS!;
    try {
      await s3.send(new HeadBucketCommand({ Bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket }));
    }
  }
  // Browsers post e-file uploads straight to the uploads bucket (a presigned POST), as the cloud's CORS rule allows.
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: env.BUCKET_UPLOADS!,
      CORSConfiguration: { CORSRules: [{ AllowedMethods: ['POST'], AllowedOrigins: ['*'], AllowedHeaders: ['*'] }] },
    }),
  );
}
