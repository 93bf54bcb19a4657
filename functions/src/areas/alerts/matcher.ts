// Matches recorded documents with the watches (issue 22): for each county with alerts on, each distinct key the
// documents touch is one Query of the watches stored under it (watch-keys.ts), so the cost of a document follows its
// own keys, not the number of watches. Each subscriber with a match gets ONE e-mail for the batch listing every
// new matching document. A conditional put of a 'sent' marker per subscriber and document comes first, so a record
// the stream delivers twice (or a retried batch) sends nothing twice; if the e-mail then fails, the markers are
// taken back and the error thrown, so the stream's retry sends it.

import { describeWatch } from '@portal/shared/alerts/schemas';
import type { DocumentRow } from '@portal/shared/records/document';
import {
  deleteSentMarkers,
  getSubscriptions,
  getWatches,
  listWatchesOfKey,
  putSentMarkers,
} from '#src/data/app/alerts.ts';
import { getConfig } from '#src/platform/config.ts';
import { sendMail } from '#src/platform/mail.ts';
import { configuredPublicUrl } from '#src/platform/public-links.ts';
import { type AlertedDocument, alertMail } from './alert-mail.ts';
import { alertSettings } from './feature.ts';
import { countStat } from './stats.ts';
import { type DocumentKey, documentKeys, watchAnswers } from './watch-keys.ts';

export interface RecordedDocument {
  county: string;
  docId: string;
  row: DocumentRow;
  /** the county's words for the document type, when known */
  typeDescription?: string;
}

export interface MatchOutcome {
  /** alert e-mails sent */
  mails: number;
  /** (subscriber, document) pairs found, before the sent markers */
  matches: number;
  /** watch partitions read */
  queries: number;
}

/** Up to `limit` promises at once. */
async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The watches answering one county's documents: subscriber -> document id -> watch ids. */
async function findMatches(county: string, docs: RecordedDocument[], outcome: MatchOutcome) {
  const byKey = new Map<string, Array<{ doc: RecordedDocument; key: DocumentKey }>>();
  for (const doc of docs) {
    for (const key of documentKeys(doc.row)) {
      const list = byKey.get(key.key) ?? [];
      list.push({ doc, key });
      byKey.set(key.key, list);
    }
  }
  const found = new Map<string, Map<string, Set<string>>>();
  await inParallel([...byKey.entries()], 16, async ([key, touching]) => {
    outcome.queries += 1;
    const watches = await listWatchesOfKey(county, key);
    for (const w of watches) {
      const watchKey = {
        key,
        ...(w.first !== undefined ? { name: { last: key.slice(3), first: w.first, mi: w.mi ?? '' } } : {}),
      };
      for (const t of touching) {
        if (!watchAnswers(watchKey, t.key)) continue;
        const docs = found.get(w.subId) ?? new Map<string, Set<string>>();
        const ids = docs.get(t.doc.docId) ?? new Set<string>();
        ids.add(w.watchId);
        docs.set(t.doc.docId, ids);
        found.set(w.subId, docs);
      }
    }
  });
  return found;
}

/** Puts the sent marker of each document (kept 400 days); answers the documents not alerted before. */
async function markSent(county: string, subId: string, docIds: string[]): Promise<string[]> {
  const ttl = Math.floor(Date.now() / 1000) + 400 * 24 * 3600;
  return putSentMarkers(county, subId, docIds, ttl);
}

async function alertCounty(county: string, docs: RecordedDocument[], outcome: MatchOutcome): Promise<void> {
  const settings = await alertSettings(county);
  if (!settings.enabled) return;
  const found = await findMatches(county, docs, outcome);
  if (!found.size) return;
  const publicUrl = await configuredPublicUrl(county);
  if (!publicUrl) {
    console.warn(`[alerts] ${county} has no public URL: no alert can link anywhere, none sent`);
    return;
  }
  const [registration, common] = await Promise.all([
    getConfig(county, 'loginPageRegistration'),
    getConfig(county, 'common'),
  ]);
  const subIds = [...found.keys()];
  const subs = await getSubscriptions(county, subIds);
  const docById = new Map(docs.map((d) => [d.docId, d]));
  await inParallel(subIds, 8, async (subId) => {
    const sub = subs[subIds.indexOf(subId)];
    const matched = found.get(subId)!;
    outcome.matches += matched.size;
    if (!sub?.confirmed) return;
    const fresh = await markSent(county, subId, [...matched.keys()]);
    if (!fresh.length) return;
    const watchIds = [...new Set(fresh.flatMap((d) => [...matched.get(d)!]))];
    const watchItems = await getWatches(county, subId, watchIds);
    const describe = new Map(watchItems.flatMap((w) => (w ? [[w.watchId, describeWatch(w.watch)] as const] : [])));
    const documents: AlertedDocument[] = fresh.map((docId) => {
      const d = docById.get(docId)!;
      return {
        docId,
        row: d.row,
        typeDescription: d.typeDescription || d.row.instrumentCode,
        matched: [...matched.get(docId)!].map((w) => describe.get(w) ?? 'a watch you removed'),
      };
    });
    documents.sort(
      (a, b) => a.row.recordedDateTime.localeCompare(b.row.recordedDateTime) || a.docId.localeCompare(b.docId),
    );
    try {
      await sendMail(
        alertMail({
          from: registration.fromEmailAddress,
          to: sub.email,
          countyName: common.countyName,
          origin: publicUrl.origin,
          manageToken: sub.manageToken,
          settings,
          documents,
        }),
      );
    } catch (e) {
      await deleteSentMarkers(county, subId, fresh);
      throw e;
    }
    outcome.mails += 1;
    await countStat(county, 'alertsSent');
  });
}

/** Alerts the subscribers whose watches the documents match; documents of several counties may come together. */
export async function alertOnRecorded(docs: RecordedDocument[]): Promise<MatchOutcome> {
  const outcome: MatchOutcome = { mails: 0, matches: 0, queries: 0 };
  const byCounty = new Map<string, RecordedDocument[]>();
  for (const d of docs) byCounty.set(d.county, [...(byCounty.get(d.county) ?? []), d]);
  for (const [county, list] of byCounty) {
    // the last image of a document delivered twice in one batch is the one that counts
    const unique = [...new Map(list.map((d) => [d.docId, d])).values()];
    await alertCounty(county, unique, outcome);
  }
  return outcome;
}
