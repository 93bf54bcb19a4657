// What deploys is what is tested: the CDK app is synthesized with bundling on, each Lambda's bundle is copied to a
// folder of its own with nothing around it (no node_modules, no sources), and loaded by a fresh Node process as
// Lambda loads it (ESM, cwd the bundle's folder, the template's environment with the local stack's names and
// endpoints in place of the deployed ones). Each API bundle is then called with API Gateway (payload 2.0) events:
// the calls the other tests make through the source here go through what esbuild built, pdfmake's report included.
// The bundles are split (infra/lib/functions/lambda-bundle.ts): pdfmake and exceljs are chunks beside index.mjs that
// only an import() reads, so a PDF and a workbook are made here from the bundles, loading those chunks from the asset.
// The origin secret is read from a loopback Secrets Manager, as a deployed Lambda reads it, so the calls are the
// ones CloudFront would make. It runs in the functions project, which starts the local stack.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ORIGIN_SECRET_HEADER } from '@portal/functions/platform/origin-check';
import { defaultCriteria } from '@portal/shared/reports/criteria';
import { App } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKER, runInFreshNode } from '../lib/functions/fresh-node.ts';
import { buildPortal, repoRoot } from '../lib/portal-app.ts';
import { cdkContext, testEnv } from '../test/synth.ts';

interface Bundle {
  readonly description: string;
  readonly dir: string;
  /** Lambda's handler setting: file.export */
  readonly handler: string;
  readonly environment: Record<string, string>;
}

interface LambdaResult {
  statusCode: number;
  headers?: Record<string, string>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

const ORIGIN_SECRET_ID = 'bundle-test/origin';
const SECRET = 'Q7w2E9r4T1y6U3i8O5p0A2s7D4f9G1h6';
const folders: string[] = [];
const bundles: Bundle[] = [];
let secrets: Server;
let secretsUrl = '';

/** The template's value of a variable, or the local stack's for a deployed resource's name. */
function localValue(name: string, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (name === 'ORIGIN_SECRET_ID') return ORIGIN_SECRET_ID;
  return process.env[name];
}

beforeAll(async () => {
  secrets = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { SecretId } = JSON.parse(body) as { SecretId: string };
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (SecretId !== ORIGIN_SECRET_ID) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'No such secret.' }));
      } else {
        res.end(
          JSON.stringify({ ARN: `arn:aws:secretsmanager:us-east-1:1:secret:${SecretId}-AbCdEf`, SecretString: SECRET }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => secrets.listen(0, '127.0.0.1', resolve));
  secretsUrl = `http://127.0.0.1:${(secrets.address() as AddressInfo).port}`;

  const outdir = mkdtempSync(join(tmpdir(), 'portal-synth-'));
  folders.push(outdir);
  const app = new App({ outdir, context: cdkContext });
  const { portalStack } = buildPortal(app, { env: testEnv, bundle: true, webDist: join(repoRoot, 'no-such-dist') });
  const template = app.synth().getStackByName(portalStack.stackName).template as {
    Resources: Record<string, { Type: string; Properties: Record<string, never> }>;
  };
  for (const resource of Object.values(template.Resources)) {
    const props = resource.Properties as {
      Description?: unknown;
      Code?: { S3Key?: string };
      Handler?: string;
      Environment?: { Variables?: Record<string, unknown> };
    };
    if (resource.Type !== 'AWS::Lambda::Function' || !String(props.Description).startsWith('Portal')) continue;
    const asset = join(outdir, `asset.${props.Code?.S3Key?.replace(/\.zip$/, '')}`);
    // a folder of its own under the system's temporary folder: nothing to resolve a missing module from
    const dir = join(mkdtempSync(join(tmpdir(), 'lambda-')), 'task');
    folders.push(dirname(dir));
    cpSync(asset, dir, { recursive: true });
    const environment: Record<string, string> = {};
    for (const [name, value] of Object.entries(props.Environment?.Variables ?? {})) {
      const local = localValue(name, value);
      if (local !== undefined) environment[name] = local;
    }
    bundles.push({ description: String(props.Description), dir, handler: props.Handler ?? '', environment });
  }
}, 900_000);

afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await new Promise((resolve) => secrets?.close(resolve));
});

// Loads the bundle as Lambda's Node runtime does (import of <file>.mjs, the named export) and runs the given
// invocations one after another, as one warm Lambda instance would.
const RUNNER = `
const [file, name] = process.env.RUNNER_HANDLER.split('.');
const events = JSON.parse(process.env.RUNNER_EVENTS);
const mod = await import(new URL(file + '.mjs', 'file://' + process.cwd() + '/'));
const handler = mod[name];
const context = { awsRequestId: 'bundle-test', functionName: 'bundle-test', getRemainingTimeInMillis: () => 29000 };
const results = [typeof handler];
for (const event of events) results.push(await handler(event, context));
process.stdout.write('\\n${MARKER}' + JSON.stringify(results));
`;

/** Loads a bundle in a fresh process: the type of its handler export, then its answer to each event. */
function run(bundle: Bundle, events: unknown[]): Promise<[string, ...LambdaResult[]]> {
  return runInFreshNode(RUNNER, {
    cwd: bundle.dir,
    env: {
      PATH: process.env.PATH ?? '',
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? '',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? '',
      AWS_ENDPOINT_URL_DYNAMODB: process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
      AWS_ENDPOINT_URL_S3: process.env.AWS_ENDPOINT_URL_S3 ?? '',
      AWS_ENDPOINT_URL_SES: process.env.AWS_ENDPOINT_URL_SES ?? '',
      AWS_ENDPOINT_URL_SESV2: process.env.AWS_ENDPOINT_URL_SESV2 ?? '',
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsUrl,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...bundle.environment,
      RUNNER_HANDLER: bundle.handler,
      RUNNER_EVENTS: JSON.stringify(events),
    },
    name: bundle.description,
  });
}

/** One invocation of a freshly loaded bundle. */
async function invoke(bundle: Bundle, event: unknown): Promise<LambdaResult> {
  const [, result] = await run(bundle, [event]);
  if (!result) throw new Error(`${bundle.description} gave no answer.`);
  return result;
}

const API_HOST = 'abc123.execute-api.us-east-1.amazonaws.com';

/** An API Gateway HTTP API event (payload format 2.0), by default as CloudFront forwards it. */
function apiEvent(
  method: string,
  path: string,
  options: { body?: unknown; cookies?: string[]; headers?: Record<string, string>; direct?: boolean } = {},
) {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    ...(options.cookies?.length ? { cookies: options.cookies } : {}),
    headers: {
      host: API_HOST,
      'x-requested-with': 'bundle-test',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.direct ? {} : { [ORIGIN_SECRET_HEADER]: SECRET, 'x-forwarded-host': 'lakewood.portal.example.com' }),
      ...options.headers,
    },
    requestContext: {
      accountId: '111122223333',
      apiId: 'abc123',
      domainName: API_HOST,
      domainPrefix: 'abc123',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'bundle-test' },
      requestId: 'bundle-test',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    isBase64Encoded: false,
  };
}

/** The files a load of index.mjs reads: it and the chunks it imports statically (`from"./chunk-X.mjs"`, not import()). */
function loadedAtStart(dir: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name) || !existsSync(join(dir, name))) return;
    loaded.add(name);
    for (const m of readFileSync(join(dir, name), 'utf8').matchAll(/(import\(\s*)?["']\.\/([^"']+\.mjs)["']/g))
      if (!m[1] && m[2]) visit(m[2]);
  };
  visit('index.mjs');
  return loaded;
}

const area = (name: string) => {
  const bundle = bundles.find((b) => b.description === `Portal API area ${name}`);
  if (!bundle) throw new Error(`No bundle of the ${name} area.`);
  return bundle;
};
const json = (result: LambdaResult | undefined) => JSON.parse(result?.body ?? '{}') as Record<string, unknown>;

describe('every Lambda bundle, alone in a folder', () => {
  it('carries what it reads at load beside it, and nothing from the build machine', () => {
    expect(bundles.map((b) => b.description)).toEqual(
      expect.arrayContaining(['Portal API area home', 'Portal: close expired card preauthorizations']),
    );
    for (const bundle of bundles) {
      expect(existsSync(join(bundle.dir, 'index.mjs')), bundle.description).toBe(true);
      // the page text runner reads a page image's size with sharp (issue 33)
      const withSharp = bundle.description.startsWith("Portal: read the words of a county's page images");
      if (!['Portal API area imaging', 'Portal API area auth'].includes(bundle.description) && !withSharp) {
        expect(existsSync(join(bundle.dir, 'node_modules')), bundle.description).toBe(false);
        continue;
      }
      // imaging makes page previews and auth the login slides' copies with sharp: its native packages are installed beside the bundle for Lambda's
      // linux-arm64, never this machine's
      const modules = join(bundle.dir, 'node_modules');
      expect(existsSync(join(modules, 'sharp', 'package.json'))).toBe(true);
      const natives = readdirSync(join(modules, '@img')).filter((name) => name.startsWith('sharp-'));
      expect(natives.filter((name) => !name.includes('linux-arm64'))).toEqual([]);
      expect(natives).toContain('sharp-linux-arm64');
    }
  });

  it('holds pdfmake and exceljs in chunks of their own that only a first PDF or workbook loads', () => {
    // pdfmake's src/printer.js and exceljs's excel.js, each the entry of its chunk
    const lazy = {
      home: ['printer'],
      reports: ['printer', 'excel'],
      users: ['excel'],
      accounts: ['excel'],
      // issue 32: the abstract of title and its workbook; the title file's search log
      chainOfTitle: ['printer', 'excel'],
      searchLog: ['printer'],
    };
    // the monthly statement job (issue 31) makes the Statement report's PDF
    const jobs = [{ description: /month's statement/, chunks: ['printer'] }];
    for (const bundle of bundles) {
      const name = /^Portal API area (\w+)$/.exec(bundle.description)?.[1] ?? '';
      const job = jobs.find((j) => j.description.test(bundle.description));
      const chunks = job?.chunks ?? lazy[name as keyof typeof lazy] ?? [];
      const files = readdirSync(bundle.dir);
      const atStart = loadedAtStart(bundle.dir);
      for (const chunk of chunks) {
        const file = files.find((f) => f.startsWith(`${chunk}-`) && f.endsWith('.mjs'));
        expect(file, `${bundle.description}: ${chunk}`).toBeDefined();
        expect(atStart.has(file ?? ''), `${bundle.description}: ${file} loaded at start`).toBe(false);
      }
      // pdfkit's font metrics and fontkit's tries only beside a bundle that makes PDFs with pdfmake
      expect(existsSync(join(bundle.dir, 'data.trie')), bundle.description).toBe(chunks.includes('printer'));
      expect(
        [...atStart].filter((f) => /^(printer|excel|vfs_fonts)-/.test(f)),
        bundle.description,
      ).toEqual([]);
    }
  });

  it("holds Textract's client, which the config Lambda imports with the page text area, in a chunk read on first use", () => {
    // issue 33: only the page text runner reads pages with Textract; the config Lambda starts it
    const runner = bundles.find((b) => b.description.startsWith("Portal: read the words of a county's page images"));
    for (const bundle of [area('config'), runner]) {
      if (!bundle) throw new Error('No page text runner bundle.');
      const holding = readdirSync(bundle.dir).filter(
        (f) => f.endsWith('.mjs') && readFileSync(join(bundle.dir, f), 'utf8').includes('"DetectDocumentText"'),
      );
      expect(holding, bundle.description).not.toEqual([]);
      const atStart = loadedAtStart(bundle.dir);
      expect(
        holding.filter((f) => atStart.has(f)),
        bundle.description,
      ).toEqual([]);
    }
  });

  it('loads, and each API area answers API Gateway events from its own app over the local stack', async () => {
    await Promise.all(
      bundles.map(async (bundle) => {
        if (!bundle.description.startsWith('Portal API area')) {
          expect(await run(bundle, []), bundle.description).toEqual(['function']);
          return;
        }
        const [loaded, unknown, direct] = await run(bundle, [
          // the tenancy read of the county, then the app's own 404
          apiEvent('GET', '/api/noSuchCall'),
          // straight to the execute-api address: refused
          apiEvent('GET', '/api/noSuchCall', { direct: true }),
        ]);
        expect(loaded, bundle.description).toBe('function');
        expect([unknown?.statusCode, json(unknown).code], bundle.description).toEqual([404, 'NOT_FOUND']);
        expect(direct?.statusCode, bundle.description).toBe(403);
      }),
    );
  }, 600_000);
});

describe('the API bundles', () => {
  let cookies: string[] = [];

  it('config: the start-up calls, for the county CloudFront names', async () => {
    const versions = await invoke(area('config'), apiEvent('GET', '/api/helperdata/productVersions'));
    expect([versions.statusCode, json(versions).status]).toEqual([200, 'SUCCESS']);
    const landlink = await invoke(
      area('config'),
      apiEvent('GET', '/api/helperdata/landlink', { headers: { 'x-county': 'marianas' } }),
    );
    expect(landlink.statusCode).toBe(200);
    expect(JSON.stringify(json(landlink))).toContain('Commonwealth of the Northern Mariana Islands');
  }, 180_000);

  it('auth: the login page, and a sign-in that sets the session cookie', async () => {
    const page = await invoke(area('auth'), apiEvent('GET', '/api/auth/loginPage'));
    expect(page.statusCode).toBe(200);
    const login = await invoke(
      area('auth'),
      apiEvent('POST', '/api/auth/login', { body: { username: 'title.examiner', password: 'Demo#2026' } }),
    );
    expect([login.statusCode, json(login).status]).toEqual([200, 'SUCCESS']);
    cookies = (login.cookies ?? []).map((c) => c.split(';')[0] ?? '').filter((c) => c.startsWith('lrp_sid='));
    expect(cookies).toHaveLength(1);
  }, 180_000);

  it('home: the home page, and the transaction report PDF that pdfmake lays out', async () => {
    const home = await invoke(area('home'), apiEvent('GET', '/api/home/all', { cookies }));
    expect([home.statusCode, json(home).status]).toEqual([200, 'SUCCESS']);
    const report = await invoke(
      area('home'),
      apiEvent('POST', '/api/home/transactionReport', { cookies, body: { reportRange: 'YTD' } }),
    );
    expect(report.statusCode).toBe(200);
    expect(report.headers?.['content-type']).toBe('application/pdf');
    const pdf = Buffer.from(report.body ?? '', report.isBase64Encoded ? 'base64' : 'utf8');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  }, 180_000);

  it("reports: the statement as a PDF and as a workbook, pdfmake's and exceljs's chunks loaded from the asset", async () => {
    // two days back: a past day in any county's zone
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const body = defaultCriteria(day).statementReport;
    const [, pdf, sheet] = await run(area('reports'), [
      apiEvent('POST', '/api/report/statementReport', { cookies, body }),
      apiEvent('POST', '/api/report/statementExport', { cookies, body }),
    ]);
    const bytes = (r: LambdaResult | undefined) =>
      Buffer.from(r?.body ?? '', r?.isBase64Encoded ? 'base64' : 'utf8')
        .subarray(0, 5)
        .toString('latin1');
    expect([pdf?.statusCode, pdf?.headers?.['content-type'], bytes(pdf)]).toEqual([200, 'application/pdf', '%PDF-']);
    expect([sheet?.statusCode, sheet?.headers?.['content-type'], bytes(sheet).slice(0, 2)]).toEqual([
      200,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'PK',
    ]);
  }, 180_000);

  it('search, imaging and payments: a call of each', async () => {
    const lists = await invoke(area('search'), apiEvent('GET', '/api/search/codeLists', { cookies }));
    expect([lists.statusCode, json(lists).status]).toEqual([200, 'SUCCESS']);
    const thumbnails = await invoke(
      area('imaging'),
      apiEvent('POST', '/api/imaging/getThumbnails', { cookies, body: {} }),
    );
    expect([thumbnails.statusCode, json(thumbnails).status]).toEqual([400, 'ERROR']);
    const communicator = await invoke(area('payments'), apiEvent('GET', '/api/creditcard/iframeCommunicator'));
    expect(communicator.statusCode).toBe(200);
    expect(communicator.headers?.['content-type']).toContain('text/html');
  }, 180_000);
});
