// Bench: property fraud alert matching (issue 22), the cost per recorded document in a county with 100,000 watches
// over the same in a county with 100, in one run. A watch is stored under what it watches (docs/data-model.md
// 'Fraud alerts'), so a document costs one Query per key it touches whatever the number of watches: the ratio
// should stay near 1. Goal: at most 1.3.
// Both counties' documents carry names, parcels and an address from the same pools, and the watches are spread
// over them the same way, so each document finds watches in both; the subscribers are unconfirmed, so the measure
// is the matching (Queries, the subscriptions' BatchGet) and not SES.

import { alertOnRecorded, type RecordedDocument } from '../../functions/src/areas/alerts/matcher.ts';
import { alertMatchKey, alertSubscriptionKey } from '../../functions/src/data/app/keys.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { putItems } from '../../functions/src/data/dynamo/write-items.ts';
import type { DocumentRow } from '../../shared/src/records/document.ts';
import { demoCounties, seedDemoCounties } from '../seed/demo-counties.ts';
import { withThrowawayStack } from './throwaway-stack.ts';

export const ALERTS_GOAL_RATIO = 1.3;
const SURNAMES = 20_000;
const WATCHES_PER_SUBSCRIBER = 10;
const surname = (i: number) => `BENCHNAME${(i % SURNAMES).toString(36).toUpperCase()}`;

/** n watches: names, parcels and addresses in turn, ten per (unconfirmed) subscriber. */
async function loadWatches(county: string, n: number): Promise<void> {
  const items: Array<Record<string, unknown>> = [];
  for (let i = 0; i < n; i++) {
    const subId = `bench${Math.floor(i / WATCHES_PER_SUBSCRIBER)}`;
    const watchId = `w${i}`;
    const key = i % 3 === 0 ? `NM#${surname(i)}` : i % 3 === 1 ? `PA#P${i % SURNAMES}` : `AD#${i % SURNAMES}#MAIN ST`;
    items.push({ ...alertMatchKey(county, key, subId, watchId), subId, watchId, first: '', mi: '' });
    if (i % WATCHES_PER_SUBSCRIBER === 0) {
      items.push({ ...alertSubscriptionKey(county, subId), subId, email: `${subId}@bench.example`, confirmed: false });
    }
    if (items.length >= 5000) await putItems(items.splice(0), { table: tables.app, concurrency: 8 });
  }
  await putItems(items, { table: tables.app, concurrency: 8 });
}

/** Documents on the first 300 names, parcels and addresses of the pools (each watched in both counties). */
function documents(county: string, count: number, round: number): RecordedDocument[] {
  return Array.from({ length: count }, (_, j) => {
    const i = (j * 3 + round) % 300;
    const row = {
      docType: 'A',
      docNumber: `9${round}${j}`,
      instrumentCode: 'WD',
      recordedDateTime: '2026-11-01T10:00',
      grantors: [{ lastName: surname(i - (i % 3)), firstName: 'PAT' }],
      grantees: [{ lastName: 'NORTHWOODS TITLE COMPANY' }],
      parcelIds: [`P${i - (i % 3) + 1}`],
      addresses: [{ streetNumber: String(i - (i % 3) + 2), streetName: 'MAIN ST' }],
      torrensCertificates: [],
    } as unknown as DocumentRow;
    return { county, docId: `A${row.docNumber}`, row };
  });
}

async function msPerDocument(county: string, rounds: number, perRound: number): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const docs = documents(county, perRound, r);
    const started = performance.now();
    const outcome = await alertOnRecorded(docs);
    times.push((performance.now() - started) / perRound);
    if (outcome.matches === 0) throw new Error(`bench: no watch matched in ${county}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function benchAlerts(options: { large?: number; small?: number; log?: (l: string) => void } = {}) {
  const log = options.log ?? console.log;
  const large = options.large ?? 100_000;
  const small = options.small ?? 100;
  await withThrowawayStack('alerts', async () => {
    const counties = { small: 'bench-alerts-small', large: 'bench-alerts-large' };
    await seedDemoCounties(
      Object.values(counties).map((id) => ({
        ...demoCounties[0]!,
        id,
        config: { ...demoCounties[0]!.config, fraudAlerts: { enabled: true } },
      })),
    );
    const started = Date.now();
    await loadWatches(counties.small, small);
    await loadWatches(counties.large, large);
    log(`alerts: ${small} and ${large} watches loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // one warm-up round each (config cache, connections), then the median of five rounds of 100 documents
    await msPerDocument(counties.small, 1, 50);
    await msPerDocument(counties.large, 1, 50);
    const smallMs = await msPerDocument(counties.small, 5, 100);
    const largeMs = await msPerDocument(counties.large, 5, 100);
    const ratio = largeMs / smallMs;
    log(
      `alerts: matching per recorded document ${largeMs.toFixed(2)} ms with ${large} watches / ${smallMs.toFixed(2)} ms with ${small} = ${ratio.toFixed(2)} (goal <= ${ALERTS_GOAL_RATIO}: ${ratio <= ALERTS_GOAL_RATIO ? 'MET' : 'NOT MET'})`,
    );
  });
}
