// Faults in the search and detail money paths (issue 13): DynamoDB calls failing part way (throttling, a timeout,
// a conditional failure, keys left unprocessed) never charge for nothing and never answer 500: either the answer
// comes with its one charge, or a 503 with a message and nothing charged.
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DetailsResponse, DocumentDetails } from '@portal/shared/search/details';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { awsError, injectFault, throttling, timeout } from '../../../platform/__tests__/inject-fault.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, search, setAccount } from './fixtures.ts';

const SEARCH_PRICE = 100;
const DETAILS_PRICE = 40;
const busy = { status: 'ERROR', code: 'UNAVAILABLE', message: expect.stringMatching(/try again/i) };

let county = '';
let examiner: TestClient;
beforeAll(async () => {
  county = await newSearchCounty('search-fault', {
    aLaCarte: { searchByName: SEARCH_PRICE, documentDetails: DETAILS_PRICE },
  });
  await saveFixture(county, {
    documents: [
      doc('8001', 'WD', '2024-05-01T09:00', { grantors: [party('Faultline', 'Ada')] }),
      doc('8002', 'MTG', '2024-05-02T09:00', {
        grantors: [party('Faultline', 'Ben')],
        references: [{ docType: 'A', docNumber: '8001' }],
      }),
    ],
  });
  examiner = await clientsOf(county)('title.examiner');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const START = 10_000;
const balance = async () => (await getAccount(county, 'demo-title'))?.usageBalanceCents;
const isHistory = (input: Record<string, unknown>) =>
  (input.Key as { sk?: string } | undefined)?.sk === 'SEARCHHISTORY';
const isAccount = (input: Record<string, unknown>) => (input.Key as { sk?: string } | undefined)?.sk === 'ACCOUNT';
const nameSearch = (lastName1 = 'Faultline') => search(examiner, 'searchByName', { lastName1 });

describe('a name search', () => {
  it('whose records Query is throttled: 503, nothing charged', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    injectFault(db(), { command: QueryCommand, error: throttling });
    const r = await nameSearch();
    expect(r.status).toBe(503);
    expect(r.res.body).toMatchObject(busy);
    expect(await balance()).toBe(START);
  });

  it('whose charge fails: 503, nothing charged, and no result set kept to page for free', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    injectFault(db(), { command: TransactWriteCommand, error: () => awsError('ServiceUnavailable') });
    const r = await nameSearch();
    expect(r.status).toBe(503);
    expect(r.res.body).toMatchObject(busy);
    expect(await balance()).toBe(START);
    vi.restoreAllMocks();
    // re-sorting the same criteria is a new search, charged once
    const again = await search(examiner, 'searchByName', { lastName1: 'Faultline', sortKey: 'docId' });
    expect(again.status).toBe(200);
    expect(await balance()).toBe(START - SEARCH_PRICE);
  });

  it('whose charge was written but its answer lost (a timeout): answered, charged once', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    const fault = injectFault(db(), { command: TransactWriteCommand, afterSending: true, error: timeout });
    const r = await nameSearch();
    expect(fault.failed()).toBe(1);
    expect(r.status).toBe(200);
    expect(r.ids.sort()).toEqual(['A8001', 'A8002']);
    expect(await balance()).toBe(START - SEARCH_PRICE);
  });

  it('whose history write is throttled every time: answered, charged once, history left as it was', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    injectFault(db(), { command: UpdateCommand, when: isHistory, times: 100, error: throttling });
    const r = await nameSearch('Faultless');
    expect(r.status).toBe(200);
    expect(r.content?.usageBalance).toMatchObject({ cents: START - SEARCH_PRICE });
    expect(r.content?.historyResults.searchHistoryList.map((e) => e.criteriaJson)).not.toContain(
      expect.stringContaining('Faultless'),
    );
    expect(await balance()).toBe(START - SEARCH_PRICE);
  });

  it('whose history write is refused by its condition every time (contention): answered, charged once', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    injectFault(db(), {
      command: UpdateCommand,
      when: isHistory,
      times: 100,
      error: () => awsError('ConditionalCheckFailedException', { $fault: 'client' }),
    });
    const r = await nameSearch('Faultwise');
    expect(r.status).toBe(200);
    expect(await balance()).toBe(START - SEARCH_PRICE);
  });

  it('whose balance cannot be read again after the charge: answered with the balance worked out', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    // the account read that follows the charge's transaction fails; every other call goes to the stack
    let charged = false;
    const real = db().send.bind(db()) as (cmd: unknown) => Promise<unknown>;
    vi.spyOn(db() as { send: (cmd: unknown) => Promise<unknown> }, 'send').mockImplementation(async (cmd) => {
      if (charged && cmd instanceof GetCommand && isAccount(cmd.input)) throw throttling();
      const out = await real(cmd);
      if (cmd instanceof TransactWriteCommand) charged = true;
      return out;
    });
    const r = await nameSearch();
    vi.restoreAllMocks();
    expect(r.status).toBe(200);
    expect(r.content?.usageBalance).toMatchObject({ kind: 'CENTS', cents: START - SEARCH_PRICE });
    expect(await balance()).toBe(START - SEARCH_PRICE);
  });
});

describe('document details', () => {
  const details = () => examiner.post<DetailsResponse<DocumentDetails>>('search/documentDetails', { docId: 'A8002' });

  it('whose record read is throttled: 503, nothing charged', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    injectFault(db(), {
      command: GetCommand,
      when: (input) => input.TableName === tables.records,
      error: throttling,
    });
    const r = await details();
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject(busy);
    expect(await balance()).toBe(START);
  });

  it('whose reference documents stay unprocessed: 503 after a bounded retry, not an endless loop', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    let calls = 0;
    // every BatchGet answers all its keys unprocessed; every other call goes to the stack
    const real = db().send.bind(db()) as (cmd: unknown) => Promise<unknown>;
    vi.spyOn(db() as { send: (cmd: unknown) => Promise<unknown> }, 'send').mockImplementation(async (cmd) => {
      if (!(cmd instanceof BatchGetCommand)) return real(cmd);
      calls += 1;
      return { Responses: {}, UnprocessedKeys: cmd.input.RequestItems, $metadata: {} };
    });
    const r = await details();
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject(busy);
    expect(calls).toBe(8);
    expect(await balance()).toBe(START);
  });

  it('whose charge is throttled: 503, nothing charged; then answered and charged once', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: START });
    injectFault(db(), { command: TransactWriteCommand, error: throttling });
    const r = await details();
    expect(r.status).toBe(503);
    expect(await balance()).toBe(START);
    vi.restoreAllMocks();
    const ok = await details();
    expect(ok.status).toBe(200);
    expect(ok.body.content?.details?.docId).toBe('A8002');
    expect(await balance()).toBe(START - DETAILS_PRICE);
  });
});
