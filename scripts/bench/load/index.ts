// `npm run bench -- --only=load [--levels 1,10,50,200] [--seconds 40] [--profile-server]`: simulated examiners
// against the real server (its own process) on the local stack, at each level for a bounded time, all on this
// machine's loopback. Prints, per level, calls/s and p50/p95/p99 per operation and every answer that was not 2xx;
// the floor (DynamoDB Local and S3 alone, the same calls, same concurrency); a crowd of sign-ins beside searching
// examiners; then the money check and each goal of issue 34 MET or NOT MET.
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { resetClients } from '../../../functions/src/platform/aws.ts';
import { DEMO_PASSWORD } from '../../seed/demo-counties.ts';
import { checkFilings, EFILE_COUNTY, type Filed, filerRounds, signInFiler } from './efiler.ts';
import { examinerRounds, newPaid, signIn } from './examiner.ts';
import { type FloorFigures, floorRate, recordRound } from './floor-load.ts';
import { LoadClient } from './http-client.ts';
import { checkMoney } from './money-check.ts';
import { examinerOf, LOAD_COUNTY, type Population, preparePopulation } from './population.ts';
import { type OperationFigures, Recorder } from './recorder.ts';
import { startServerProcess } from './server-process.ts';
import { traceReport } from './trace-report.ts';

export interface LoadOptions {
  levels: number[];
  seconds: number;
  profileServer?: boolean;
  /** split each request's time in the server by what it waited for (trace-report.ts) */
  trace?: boolean;
  /** the server's cap on calls in flight to DynamoDB (data/dynamo/client.ts) */
  dynamoSockets?: number;
  log: (line: string) => void;
}

const driverLoop = monitorEventLoopDelay({ resolution: 10 });
driverLoop.enable();
const root = join(import.meta.dirname, '..', '..', '..');
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`);
const pad = (s: string | number, n: number) => String(s).padStart(n);

interface LevelResult {
  level: number;
  figures: OperationFigures[];
  callsPerSecond: number;
  searchesPerSecond: number;
  floor: FloorFigures;
  signIn: OperationFigures | undefined;
}

export async function benchLoad(options: LoadOptions): Promise<void> {
  const { log } = options;
  const most = Math.max(...options.levels);
  // as npm start: http://localhost is Lakewood (the server process inherits this)
  process.env.DEFAULT_COUNTY ??= LOAD_COUNTY;
  log(`Load bench: ${options.levels.join(', ')} examiners, ${options.seconds} s each (issue 34)`);
  const dir = join(root, '.data', 'bench', 'load');
  const traceFile = join(dir, 'trace.json');
  // The server starts the stack (as npm start does); this process points its own clients at it.
  const server = await startServerProcess(
    {
      LOAD_STACK_DIR: dir,
      ...(options.trace ? { LOAD_TRACE: traceFile } : {}),
      ...(options.dynamoSockets ? { DYNAMODB_MAX_SOCKETS: String(options.dynamoSockets) } : {}),
    },
    options.profileServer ? join(dir, 'profiles') : undefined,
  );
  Object.assign(process.env, server.env);
  resetClients();
  // Reports run in a Lambda function of their own when deployed (infra: one function per area), so a statement's
  // PDF, which holds its process for seconds, never delays a search: here too they get their own server process.
  const reportsServer = await startServerProcess({ LOAD_JOIN: JSON.stringify(server.env) });
  try {
    log('  preparing the county and the examiners (the first run loads 10,000 documents)...');
    const pop = await preparePopulation(Math.max(most, 200), log);
    log(
      `  ${pop.commonNames.length} common surnames (${pop.commonNames.slice(0, 5).join(', ')} ...), ${pop.rareNames.length} rare, ${pop.imageDocs.length} documents with images`,
    );

    // The floors first: their replayed charges write ledger and audit entries that the money check must not count.
    log("  the floor: one round's DynamoDB and S3 calls replayed by as many workers as examiners...");
    const round = await recordRound(examinerOf(1).username, pop);
    log(
      `    one round sends ${round.length} calls: ${[...new Set(round.map((c) => c.name.replace('Command', '')))].join(', ')}`,
    );
    const floors = new Map<number, FloorFigures>();
    for (const level of options.levels) floors.set(level, await floorRate(round, level, Math.min(options.seconds, 20)));
    for (const [level, f] of floors)
      log(
        `    ${level}: ${f.rate.toFixed(1)} rounds/s; a round p50 ${ms(f.p50)}, p99 ${ms(f.p99)} (p99/p50 ${(f.p99 / Math.max(f.p50, 0.001)).toFixed(1)})`,
      );

    const since = new Date().toISOString();
    const accounts = await seededAccounts(most);
    const paid = newPaid();
    const filed: Filed = { submitted: 0 };
    const results: LevelResult[] = [];
    for (const level of options.levels) {
      const recorder = new Recorder();
      const signIns = new Recorder();
      const examiners = Array.from({ length: level }, (_, i) => examinerOf(i));
      const clients = examiners.map((e) => new LoadClient(server.port, LOAD_COUNTY, signIns, e.kind));
      // from 10 examiners on, a Marianas filer files one deed after another beside them
      const filer = level >= 10 ? new LoadClient(server.port, EFILE_COUNTY, signIns, 'efiler') : undefined;
      signIns.start();
      await Promise.all([...examiners.map((e, i) => signIn(clients[i]!, e)), filer && signInFiler(filer)]);
      signIns.stop();
      for (const c of [...clients, filer]) c?.measureWith(recorder);
      driverLoop.reset();
      if (options.trace) log(`    (level of ${level} starts at ${Date.now()})`);
      recorder.start();
      const until = performance.now() + options.seconds * 1000;
      const admin = level >= 10 ? adminReports(reportsServer.port, recorder, until) : Promise.resolve();
      // examiners arrive over the first few seconds, as a morning's do, not all in the same millisecond
      const ramp = Math.min(5_000, (options.seconds * 1000) / 8);
      const arrive = (i: number) => new Promise((r) => setTimeout(r, (ramp * i) / level));
      await Promise.all([
        ...examiners.map((e, i) => arrive(i).then(() => examinerRounds(clients[i]!, e, i, pop, until, paid))),
        admin,
        filer ? filerRounds(filer, recorder, until, filed) : undefined,
      ]);
      recorder.stop();
      const figures = recorder.figures();
      const searches = figures.find((f) => f.op === 'name search');
      results.push({
        level,
        figures,
        callsPerSecond: recorder.totalCalls() / recorder.seconds,
        searchesPerSecond: searches?.perSecond ?? 0,
        floor: floors.get(level) ?? { rate: 0, p50: 0, p99: 0 },
        signIn: signIns.figures().find((f) => f.op === 'sign-in'),
      });
      printLevel(results.at(-1)!, log);
      // the examiners' own process: a late callback here would be counted as the server's time
      log(
        `    (this driver's event loop delay: p99 ${ms(driverLoop.percentile(99) / 1e6)}, max ${ms(driverLoop.max / 1e6)})`,
      );
    }
    await crowdOfSignIns(server.port, pop, paid, Math.min(most, 200), options.seconds, log);
    if (options.trace) {
      await server.writeTrace();
      traceReport(
        traceFile,
        ['/api/search/searchByName', '/api/search/documentDetails', '/api/imaging/getThumbnails', '/api/auth/login'],
        log,
      );
    }
    const money = await checkMoney(LOAD_COUNTY, accounts, since, paid);
    log('  money after the run:');
    for (const m of money)
      if (Object.keys(m.ledgerCharges).length || !m.ok)
        log(
          `    ${m.ok ? 'ok ' : 'BAD'} ${m.accountId.padEnd(22)} ${m.balance}; ledger charges ${JSON.stringify(m.ledgerCharges)}; answered ${JSON.stringify(m.answered)}; audit ${m.auditMatches ? 'matches' : 'DOES NOT match'} the ledger`,
        );
    const filings = await checkFilings(since, filed);
    log(
      `    ${filings.ok ? 'ok ' : 'BAD'} ${EFILE_COUNTY} filer: ${filings.submitted} filings submitted, ${filings.charged} EFILE charges in the audit log`,
    );
    printGoals(results, money.every((m) => m.ok) && filings.ok, log);
  } finally {
    await reportsServer.stop();
    await server.stop();
  }
}

async function seededAccounts(count: number) {
  const ids = [...new Set(Array.from({ length: count }, (_, i) => examinerOf(i).accountId))];
  const seeded = { 'demo-load-escrow': 100_000_000, 'demo-load-flat': 100_000_000 } as Record<string, number>;
  const images = { 'demo-load-flat': 10_000_000 } as Record<string, number>;
  // the seeded values (population.ts), which every ledger entry since has changed
  return ids.map((accountId) => ({
    accountId,
    seeded: { usageBalanceCents: seeded[accountId] ?? 0, imagesRemaining: images[accountId] ?? 0 },
  }));
}

/** The county administrator's statement of the escrow title company, every 2 s while the examiners work. */
async function adminReports(port: number, recorder: Recorder, until: number) {
  const admin = new LoadClient(port, LOAD_COUNTY, recorder);
  await admin.post('admin sign-in', 'auth/login', { username: 'county.admin', password: DEMO_PASSWORD });
  const { defaultCriteria } = await import('@portal/shared/reports/criteria');
  const { todayIn } = await import('@portal/shared/search/dates');
  while (performance.now() < until) {
    const criteria = defaultCriteria(todayIn('America/Chicago')).statementReport;
    await admin.post('statement report', 'report/statementReport', { ...criteria, accountId: 'demo-load-escrow' });
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Searching examiners, then a crowd signing in at once: do the searches already signed in starve? */
async function crowdOfSignIns(
  port: number,
  pop: Population,
  paid: ReturnType<typeof newPaid>,
  crowd: number,
  seconds: number,
  log: (line: string) => void,
) {
  const working = 20;
  const recorder = new Recorder();
  const examiners = Array.from({ length: working }, (_, i) => examinerOf(i));
  const clients = examiners.map((e) => new LoadClient(port, LOAD_COUNTY, recorder, e.kind));
  await Promise.all(examiners.map((e, i) => signIn(clients[i]!, e)));
  const quiet = Math.max(10, Math.floor(seconds / 3));
  recorder.start();
  const until = performance.now() + quiet * 2 * 1000;
  const work = Promise.all(examiners.map((e, i) => examinerRounds(clients[i]!, e, 1000 + i, pop, until, paid)));
  await new Promise((r) => setTimeout(r, quiet * 1000));
  const before = recorder.figures().find((f) => f.op === 'name search');
  const during = new Recorder();
  during.start();
  // the searches made while the crowd signs in, on their own recorder
  for (const c of clients) c.measureWith(during);
  const crowdRecorder = new Recorder();
  crowdRecorder.start();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: crowd }, (_, i) => signIn(new LoadClient(port, LOAD_COUNTY, crowdRecorder), examinerOf(i))),
  );
  const crowdSeconds = (performance.now() - started) / 1000;
  during.stop();
  await work;
  const signIns = crowdRecorder.figures().find((f) => f.op === 'sign-in');
  const duringSearch = during.figures().find((f) => f.op === 'name search');
  log(
    `  ${crowd} sign-ins at once beside ${working} searching examiners: all signed in within ${crowdSeconds.toFixed(1)} s (sign-in p50 ${ms(signIns?.p50 ?? 0)}, p95 ${ms(signIns?.p95 ?? 0)}); name search p95 ${ms(before?.p95 ?? 0)} before, ${ms(duringSearch?.p95 ?? 0)} during (${duringSearch?.calls ?? 0} searches)`,
  );
  crowdResult = { before: before?.p95 ?? 0, during: duringSearch?.p95 ?? 0, searches: duringSearch?.calls ?? 0 };
}
let crowdResult = { before: 0, during: 0, searches: 0 };

function printLevel(r: LevelResult, log: (line: string) => void) {
  log(
    `\n  ${r.level} examiners: ${r.callsPerSecond.toFixed(0)} calls/s, ${r.searchesPerSecond.toFixed(1)} name searches/s (floor ${r.floor.rate.toFixed(1)} rounds/s); sign-in of all ${r.signIn ? `p50 ${ms(r.signIn.p50)} p95 ${ms(r.signIn.p95)}` : '-'}`,
  );
  log(
    `    ${'operation'.padEnd(17)} ${pad('calls', 6)} ${pad('/s', 6)} ${pad('p50', 8)} ${pad('p95', 8)} ${pad('p99', 8)} ${pad('max', 8)}  not 2xx`,
  );
  for (const f of r.figures.sort((a, b) => a.op.localeCompare(b.op))) {
    const failures = [...f.failures].map(([k, n]) => `${n} x ${k}`).join('; ');
    log(
      `    ${f.op.padEnd(17)} ${pad(f.calls, 6)} ${pad(f.perSecond.toFixed(1), 6)} ${pad(ms(f.p50), 8)} ${pad(ms(f.p95), 8)} ${pad(ms(f.p99), 8)} ${pad(ms(f.max), 8)}  ${failures || '-'}`,
    );
  }
}

function printGoals(results: LevelResult[], moneyOk: boolean, log: (line: string) => void) {
  const top = results.reduce((a, b) => (b.level > a.level ? b : a));
  const peak = Math.max(...results.map((r) => r.callsPerSecond));
  const fivexx = results.reduce(
    (n, r) =>
      n +
      r.figures.reduce(
        (m, f) => m + [...f.failures].filter(([k]) => k.startsWith('5')).reduce((s, [, c]) => s + c, 0),
        0,
      ),
    0,
  );
  const tails = top.figures.filter((f) => f.calls >= 20 && f.p99 > 3 * f.p50);
  const goal = (met: boolean, text: string) => log(`    ${met ? 'MET    ' : 'NOT MET'} ${text}`);
  log(`\n  goals at ${top.level} examiners:`);
  goal(fivexx === 0, `no 5xx (${fivexx} in all levels)`);
  goal(
    moneyOk,
    'no money lost or doubled: every balance equals its ledger, every entry has its audit entry, every fresh search answered is charged once, every filing once',
  );
  goal(
    !tails.length,
    `every operation's p99 <= 3 x its p50${tails.length ? ` (not: ${tails.map((f) => `${f.op} ${ms(f.p99)} vs ${ms(f.p50)}`).join(', ')})` : ''}`,
  );
  goal(
    top.callsPerSecond >= 0.9 * peak,
    `throughput at ${top.level} >= 0.9 of the peak: ${top.callsPerSecond.toFixed(0)} / ${peak.toFixed(0)} calls/s = ${(top.callsPerSecond / peak).toFixed(2)}`,
  );
  goal(
    top.searchesPerSecond >= 0.6 * top.floor.rate,
    `rounds/s at ${top.level} >= 0.6 of DynamoDB Local alone for the same calls: ${top.searchesPerSecond.toFixed(1)} / ${top.floor.rate.toFixed(1)} = ${(top.searchesPerSecond / Math.max(top.floor.rate, 0.001)).toFixed(2)}`,
  );
  goal(
    crowdResult.during <= 3 * Math.max(crowdResult.before, 1),
    `a crowd of sign-ins does not starve searches: name search p95 ${ms(crowdResult.before)} before, ${ms(crowdResult.during)} during`,
  );
}
