// Alerts end to end on the local stack (issue 22): documents imported with the real importer reach the records
// table's stream, the local poller (the cloud's event source mapping on a laptop) hands them to the matcher, and
// each subscriber gets exactly one e-mail listing exactly the documents matching their watches, with the county's
// phone, the manage link and RFC 8058 headers. The same stream records delivered again mail nobody twice.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importCounty } from '../../../../../scripts/import/import-county.ts';
import { type StreamPoller, startStreamPoller } from '../../../../../scripts/local/stream-poller.ts';
import { copyDemoCounties } from '../../users/__tests__/fixtures.ts';
import { handler } from '../matcher-lambda.ts';
import type { StreamRecord } from '../stream-records.ts';
import { anon, header, mailTo, oneClick, subscriber, uniqueEmail } from './alerts-fixtures.ts';

let county = '';
let poller: StreamPoller;
const delivered: StreamRecord[] = [];
const alice = uniqueEmail('alice');
const bob = uniqueEmail('bob');
let aliceToken = '';

const ndjson = (rows: unknown[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;
const doc = (n: number, extra: Record<string, unknown>) => ({
  docType: 'A',
  docNumber: `77000${n}`,
  instrumentCode: 'WD',
  recordedDateTime: `2026-11-0${n}T10:00`,
  grantors: [{ lastName: 'NOBODY', firstName: 'WATCHED' }],
  ...extra,
});

beforeAll(async () => {
  county = (await copyDemoCounties('alertm')).lakewood;
  aliceToken = await subscriber(county, alice);
  const bobToken = await subscriber(county, bob);
  const add = (token: string, watch: unknown) => anon(county).post('alerts/watches/add', { token, watch });
  // Alice: a name typed with other punctuation, a parcel of the same document, an address written out in full
  await add(aliceToken, { kind: 'NAME', lastName: 'OBrien', firstName: 'Mary' });
  await add(aliceToken, { kind: 'PARCEL', parcelId: 'r100' });
  await add(aliceToken, { kind: 'ADDRESS', streetNumber: '14017', streetName: 'East 14th Street' });
  // Bob: one word of a compound surname, and a Torrens certificate
  await add(bobToken, { kind: 'NAME', lastName: 'Lopez' });
  await add(bobToken, { kind: 'CERTIFICATE', certificateNumber: 'c123' });
  poller = await startStreamPoller({
    handle: async (event) => {
      // the poller reads every county's records: the files beside this one import documents too, and counting or
      // replaying theirs made this test's four documents look like more
      delivered.push(...event.Records.filter((r) => r.dynamodb?.NewImage?.pk?.S?.startsWith(`C#${county}#`)));
      return handler(event);
    },
  });
});

afterAll(async () => {
  await poller?.stop();
});

// The poller reads the whole records stream, which every test file running beside this one writes to; on a loaded
// machine it can take longer than the project's 30 s to reach this import, so the test allows its polls' own sum.
it('imports documents and mails each subscriber once, listing exactly their matching documents', {
  timeout: 180_000,
}, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'alerts-import-'));
  writeFileSync(join(dir, 'document-types.ndjson'), ndjson([{ code: 'A', description: 'Abstract' }]));
  writeFileSync(join(dir, 'instrument-groups.ndjson'), ndjson([{ code: 'DEED', description: 'Deeds' }]));
  writeFileSync(
    join(dir, 'instrument-codes.ndjson'),
    ndjson([{ code: 'WD', description: 'Warranty Deed', group: 'DEED' }]),
  );
  writeFileSync(
    join(dir, 'documents.ndjson'),
    ndjson([
      doc(1, { grantors: [{ lastName: "O'BRIEN", firstName: 'MARY K' }], parcelIds: ['R100'] }),
      doc(2, {
        grantees: [{ lastName: 'GARCIA LOPEZ', firstName: 'MARIA' }],
        addresses: [{ streetNumber: '140-17', streetName: 'E 14TH ST' }],
      }),
      doc(3, { torrensCertificates: [{ certificateNumber: 'C123', status: 'ACTIVE' }] }),
      // a longer last name and another parcel: nobody's
      doc(4, { grantors: [{ lastName: 'OBRIENNE', firstName: 'MARY' }], parcelIds: ['R1000'] }),
    ]),
  );
  const result = await importCounty({ county, dir, stateDir: mkdtempSync(join(tmpdir(), 'alerts-state-')) });
  expect(result.ok).toBe(true);

  const alerts = async (to: string) => (await mailTo(to)).filter((m) => m.subject.includes('recorded'));
  await expect.poll(async () => (await alerts(alice)).length, { timeout: 60_000, interval: 500 }).toBe(1);
  await expect.poll(async () => (await alerts(bob)).length, { timeout: 60_000, interval: 500 }).toBe(1);
  const docNumbers = (text = '') => [...text.matchAll(/documentnumber\/(\d+)/g)].map((m) => m[1]);

  const [toAlice] = await alerts(alice);
  expect(toAlice?.subject).toMatch(/2 documents were recorded/);
  expect(docNumbers(toAlice?.body.text)).toEqual(['770001', '770002']);
  expect(toAlice?.body.text).toContain('Warranty Deed 770001, recorded 11/01/2026');
  expect(toAlice?.body.text).toContain("Grantors: O'BRIEN, MARY K");
  expect(toAlice?.body.text).toContain('call Lakewood County, Minnesota at (218) 555-0142');
  expect(toAlice?.body.text).toMatch(
    new RegExp(`Manage your watches: http://localhost:\\d+/alerts/manage/${aliceToken}`),
  );
  const unsubscribeUrl = header(toAlice!, 'List-Unsubscribe')?.match(/^<(.+)>$/)?.[1];
  expect(unsubscribeUrl).toMatch(/\/api\/alerts\/oneClickUnsubscribe\?token=/);
  expect(header(toAlice!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  const [toBob] = await alerts(bob);
  expect(docNumbers(toBob?.body.text)).toEqual(['770002', '770003']);

  // the same stream records again (a retried batch, a record delivered twice): nobody is mailed twice
  await expect
    .poll(() => new Set(delivered.map((r) => r.dynamodb?.NewImage?.docId?.S)).size, { timeout: 30_000 })
    .toBe(4);
  const again = await handler({ Records: delivered });
  expect(again).toMatchObject({ mails: 0, matches: 4 });
  expect((await alerts(alice)).length).toBe(1);
  expect((await alerts(bob)).length).toBe(1);

  // the mail's one-click link unsubscribes Alice
  expect((await oneClick(county, unsubscribeUrl!)).status).toBe(200);
  expect((await anon(county).post('alerts/subscription', { token: aliceToken })).status).toBe(404);
});
