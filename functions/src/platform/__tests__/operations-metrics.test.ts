// The operational metrics no AWS service measures (issue 28), emitted where the work happens and read back as a
// deployed Lambda's log would carry them (outside Lambda the helper keeps the lines): a refused and a failed
// webhook, e-filings waiting on the county over a day (through the maintenance run that reports them). The sweep's
// failures are asserted in payments/__tests__/sweep.test.ts.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Filing } from '@portal/shared/efile/types';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#src/app.ts';
import { filingItem } from '#src/data/app/efile.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { webhookSignature } from '#src/platform/card-provider/webhook-signature.ts';
import { countyToday } from '#src/platform/county-clock.ts';
import { emittedValues, operationsMetrics } from '#src/platform/operations-metric.ts';
import { countyOrigin } from '../../../../test/support/api-client.ts';
import { newTestCounty } from '../../areas/imaging/__tests__/fixtures.ts';
import { runCountyJobs } from '../../areas/maintenance/jobs.ts';
import { type SimulatorHandle, simKeys, startSimulator } from '../../areas/payments/__tests__/fixtures.ts';
import { injectFault, throttling } from './inject-fault.ts';

const HOUR = 3_600_000;
const app = createApp();
let county = '';
let sim: SimulatorHandle;

beforeAll(async () => {
  county = await newTestCounty('ops-metrics');
  sim = await startSimulator(county);
});
afterAll(() => sim.close());
afterEach(() => vi.restoreAllMocks());

const webhook = (body: string, signature?: string) =>
  app.request(`${countyOrigin(county)}/api/webhooks/authorizenet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-anet-signature': signature } : {}) },
    body,
  });

describe('webhook metrics', () => {
  const note = (id: string) =>
    JSON.stringify({ notificationId: id, eventType: 'net.authorize.payment.authcapture.created', payload: {} });

  it('counts a wrongly signed notification as refused, not as failed', async () => {
    const res = await webhook(note('ops-refused'), webhookSignature(note('ops-refused'), 'not the key'));
    expect(res.status).toBe(401);
    expect(emittedValues(county, operationsMetrics.webhookRefused)).toEqual([1]);
    expect(emittedValues(county, operationsMetrics.webhookFailures)).toEqual([]);
  });

  it('counts a signed notification it could not handle (5xx, sent again by the provider) as failed', async () => {
    // the read of whether this notification was handled: the webhook's own first step, past the platform's
    injectFault(db(), {
      command: GetCommand,
      when: (input) => (input.Key as { sk?: string } | undefined)?.sk === 'WEBHOOK',
      error: throttling,
    });
    const body = note('ops-failed');
    const res = await webhook(body, webhookSignature(body, simKeys.signatureKey));
    expect(res.status).toBe(503);
    expect(emittedValues(county, operationsMetrics.webhookFailures)).toEqual([1]);
    // handled once it can be: the provider's retry is not counted
    vi.restoreAllMocks();
    expect((await webhook(body, webhookSignature(body, simKeys.signatureKey))).status).toBe(200);
    expect(emittedValues(county, operationsMetrics.webhookFailures)).toEqual([1]);
  });
});

describe('e-filings waiting over a day', () => {
  async function filing(filingId: string, status: Filing['status'], hoursAgo: number, now: Date) {
    const at = new Date(now.getTime() - hoursAgo * HOUR);
    const f = { filingId, status, submittedAt: at.toISOString(), submittedDay: await countyToday(county, at) };
    await db().send(new PutCommand({ TableName: tables.app, Item: filingItem(county, f as Filing) }));
  }

  it('reports the submitted filings older than a day, from the maintenance run', async () => {
    const now = new Date();
    await filing('ops-a', 'SUBMITTED', 50, now);
    await filing('ops-b', 'SUBMITTED', 25, now);
    await filing('ops-c', 'SUBMITTED', 23, now);
    await filing('ops-d', 'SUBMITTED', 1, now);
    await filing('ops-e', 'ACCEPTED', 72, now);
    const report = await runCountyJobs(county, now);
    expect(report.errors).toEqual([]);
    expect(emittedValues(county, operationsMetrics.filingsWaiting)).toEqual([2]);
  });
});
