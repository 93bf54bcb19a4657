// GET status (public) and TRIMIN's incidents: the synthetic checks against the real local stack, the index dates,
// who may post, the 90-day window, the home banner's open list, the audit entries, and tenancy.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Incident, OpenIncidentsAnswer, StatusAnswer } from '@portal/shared/status/schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCounties } from '../../../../../scripts/seed/demo-counties.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { incidentPut } from '../../../data/app/incidents.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { transactWrite } from '../../../data/dynamo/transact-write.ts';
import { auditMonthPartition } from '../../../data/ledger/keys.ts';
import { slideKey } from '../../auth/slides.ts';
import { areaChecks, CHECK_TTL_MS, clearAreaChecks } from '../area-checks.ts';
import { incidentIdPrefix } from '../incident-id.ts';
import { probeImageKey } from '../probe-images.ts';

const tag = Math.random().toString(36).slice(2, 8);
// counties of this file's own: one with the demo's login slide (seeded), one without any
const county = `status-${tag}`;
const bare = `statusb-${tag}`;

const anet = ['ANET_API_LOGIN_ID', 'ANET_TRANSACTION_KEY'] as const;
const saved = Object.fromEntries(anet.map((k) => [k, process.env[k]]));
const setKeys = (on: boolean) => {
  for (const k of anet) process.env[k] = on ? `status-test-${k}` : '';
};

const incident = {
  kind: 'INCIDENT',
  severity: 'MAJOR',
  title: 'Image viewing is slow',
  message: 'Document images open slowly. We are on it.',
  titleEs: 'Las imágenes tardan',
  messageEs: 'Las imágenes de los documentos se abren despacio.',
  startsAt: '2026-11-28T09:00',
  endsAt: '',
};

async function signedIn(username: string, inCounty = county) {
  const client = new TestClient(inCounty);
  await client.login(username);
  return client;
}

async function auditOf(type: string, incidentId: string) {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': auditMonthPartition(county, new Date().toISOString().slice(0, 7)) },
    }),
  );
  return Items.filter((i) => i.type === type && (i.after as Incident | undefined)?.incidentId === incidentId);
}

beforeAll(async () => {
  await seedDemoCounties([
    {
      id: county,
      name: 'Status Test County',
      stateCode: 'MN',
      config: {
        common: { countyName: 'Status Test County, Minnesota', torrensLabel: 'Registered' },
        notableDates: {
          abstractVerifiedDate: '2026-11-20',
          abstractPostedDate: '2026-11-25',
          torrensPostedDate: '2026-11-19',
        },
      },
    },
    // no login slides: no image for the images probe to find
    { id: bare, name: 'Bare Status County', stateCode: 'MN', config: { loginPageSlides: { numberOfSlides: 0 } } },
  ]);
});

afterEach(() => {
  Object.assign(process.env, saved);
  clearAreaChecks();
});

describe('GET status: the synthetic checks and the index dates', () => {
  it('answers anyone, unsigned, with every area operational and the county index dates', async () => {
    setKeys(true);
    const res = await new TestClient(county).get<StatusAnswer>('status');
    expect(res.status).toBe(200);
    const s = res.body.content!;
    expect(s.countyName).toBe('Status Test County, Minnesota');
    expect(s.areas.map((a) => [a.area, a.state])).toEqual([
      ['search', 'OPERATIONAL'],
      ['images', 'OPERATIONAL'],
      ['payments', 'OPERATIONAL'],
      ['efile', 'OPERATIONAL'],
    ]);
    for (const a of s.areas) expect(Date.parse(a.checkedAt)).not.toBeNaN();
    expect(s.indexDates).toEqual([
      { recordType: 'abstract', label: 'Abstract', verifiedThrough: '2026-11-20', postedThrough: '2026-11-25' },
      { recordType: 'torrens', label: 'Registered', verifiedThrough: '', postedThrough: '2026-11-19' },
    ]);
  });

  it('finds images degraded without the known image, and payments down without the provider keys', async () => {
    setKeys(false);
    const s = (await new TestClient(bare).get<StatusAnswer>('status')).body.content!;
    expect(Object.fromEntries(s.areas.map((a) => [a.area, a.state]))).toEqual({
      search: 'OPERATIONAL',
      images: 'DEGRADED',
      payments: 'DOWN',
      efile: 'OPERATIONAL',
    });
    expect(s.indexDates).toEqual([]);
  });

  it('probes a county at most once a minute in a process, however many views', async () => {
    setKeys(true);
    const first = await areaChecks(county);
    setKeys(false);
    const now = Date.now();
    expect(await areaChecks(county, now)).toBe(first);
    expect((await new TestClient(county).get<StatusAnswer>('status')).body.content!.areas).toEqual(first);
    const later = await areaChecks(county, now + CHECK_TTL_MS + 1);
    expect(later.find((a) => a.area === 'payments')?.state).toBe('DOWN');
  });

  it('probes the image the login page serves as slide 1', () => {
    expect(probeImageKey(county)).toBe(slideKey(county, 1));
  });
});

describe('incidents', () => {
  it('refuses a post by anyone but TRIMIN', async () => {
    expect((await new TestClient(county).post('status/incidents', incident)).status).toBe(401);
    for (const who of ['county.admin', 'title.examiner']) {
      const res = await (await signedIn(who)).post('status/incidents', incident);
      expect(res.status, who).toBe(403);
    }
    const open = await new TestClient(county).get<OpenIncidentsAnswer>('status/open');
    expect(open.body.content!.open.filter((i) => i.title === incident.title)).toEqual([]);
  });

  it('says what is wrong with a bad incident', async () => {
    const trimin = await signedIn('trimin.admin');
    const res = await trimin.post('status/incidents', { ...incident, title: '', endsAt: '2026-11-28T08:00' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ title: 'Required.', endsAt: 'The end must be after the start.' });
    const bad = await trimin.post('status/incidents', { ...incident, startsAt: 'tomorrow' });
    expect(bad.body.errors).toEqual({ startsAt: 'A date and time like 2026-11-28T14:30.' });
  });

  it('TRIMIN posts, updates and resolves; the public sees it open, then resolved; each change is audited', async () => {
    const trimin = await signedIn('trimin.admin');
    const posted = await trimin.post<Incident>('status/incidents', incident);
    expect(posted.status).toBe(201);
    const id = posted.body.content!.incidentId;
    expect(posted.body.content).toMatchObject({ ...incident, startsAt: '2026-11-28T09:00:00.000Z', resolvedAt: '' });

    const visitor = new TestClient(county);
    const page = (await visitor.get<StatusAnswer>('status')).body.content!;
    expect(page.open.map((i) => i.incidentId)).toContain(id);
    expect(page.recent.map((i) => i.incidentId)).toContain(id);
    const banner = (await visitor.get<OpenIncidentsAnswer>('status/open')).body.content!;
    expect(banner.open.find((i) => i.incidentId === id)?.titleEs).toBe('Las imágenes tardan');
    expect(await auditOf('INCIDENT_POST', id)).toEqual([
      expect.objectContaining({ username: 'trimin.admin', byRole: 'TRIMIN', info: 'INCIDENT: Image viewing is slow' }),
    ]);

    const updated = await trimin.post<Incident>('status/incidents/update', {
      ...incident,
      incidentId: id,
      severity: 'CRITICAL',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.content!.severity).toBe('CRITICAL');
    expect(await auditOf('INCIDENT_UPDATE', id)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ severity: 'MAJOR' }) }),
    ]);

    const resolved = await trimin.post<Incident>('status/incidents/resolve', { incidentId: id });
    expect(resolved.status).toBe(200);
    expect(resolved.body.content!.resolvedAt).not.toBe('');
    const after = (await visitor.get<StatusAnswer>('status')).body.content!;
    expect(after.open.map((i) => i.incidentId)).not.toContain(id);
    expect(after.recent.find((i) => i.incidentId === id)?.resolvedAt).toBe(resolved.body.content!.resolvedAt);
    expect(await auditOf('INCIDENT_RESOLVE', id)).toHaveLength(1);

    const again = await trimin.post('status/incidents/resolve', { incidentId: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This incident is already resolved. Post a new one if it happened again.');
    expect(await auditOf('INCIDENT_RESOLVE', id)).toHaveLength(1);
    const missing = await trimin.post('status/incidents/resolve', { incidentId: '20260101T000000Z-zzzzzz' });
    expect(missing.status).toBe(404);
  });

  it('shows planned maintenance until its end, and keeps other counties out', async () => {
    const trimin = await signedIn('trimin.admin');
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const planned = await trimin.post<Incident>('status/incidents', {
      ...incident,
      kind: 'MAINTENANCE',
      severity: 'MINOR',
      title: 'Planned index rebuild',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      endsAt: future,
    });
    const id = planned.body.content!.incidentId;
    const open = (await new TestClient(county).get<OpenIncidentsAnswer>('status/open')).body.content!.open;
    expect(open.find((i) => i.incidentId === id)?.kind).toBe('MAINTENANCE');
    const elsewhere = (await new TestClient(bare).get<StatusAnswer>('status')).body.content!;
    expect(elsewhere.recent.map((i) => i.incidentId)).not.toContain(id);
    // a TRIMIN session of one county is refused in another
    const replay = await trimin.inCounty(bare).post('status/incidents/resolve', { incidentId: id });
    expect([401, 403]).toContain(replay.status);
  });

  it('lists the last 90 days of incidents and no older', async () => {
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    const stored = (days: number, title: string): Incident =>
      ({
        ...incident,
        incidentId: `${incidentIdPrefix(at(days))}-old${String(days).padStart(3, '0')}`,
        title,
        startsAt: at(days).toISOString(),
        endsAt: at(days - 0.1).toISOString(),
        resolvedAt: at(days - 0.1).toISOString(),
        postedAt: at(days).toISOString(),
        updatedAt: at(days).toISOString(),
      }) as Incident;
    await transactWrite([incidentPut(county, stored(89, 'Eighty-nine days ago'))], new Error('taken'));
    await transactWrite([incidentPut(county, stored(91, 'Ninety-one days ago'))], new Error('taken'));
    const recent = (await new TestClient(county).get<StatusAnswer>('status')).body.content!.recent.map((i) => i.title);
    expect(recent).toContain('Eighty-nine days ago');
    expect(recent).not.toContain('Ninety-one days ago');
  });
});
