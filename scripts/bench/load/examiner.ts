// One simulated examiner's morning, as the SPA would make the calls: sign in, then until the clock runs out a name
// search (mostly a common surname), page 2, a re-sort, a document's details, a document's thumbnails and its first
// page's preview, and every fifth round a two-page image purchase and its PDF. A card customer whose search asks
// for a card pays the card window (the simulator's hosted form) and searches again. What each paid answer cost is
// counted, for the money check afterwards.
import type { SearchResponse } from '@portal/shared/search/results';
import { SIMULATOR_BASE } from '../../local/simulator-env.ts';
import { DEMO_PASSWORD } from '../../seed/demo-counties.ts';
import type { LoadClient } from './http-client.ts';
import type { Examiner, Population } from './population.ts';
import type { Recorder } from './recorder.ts';

/** Answers that sold something (a fresh search, a details pane, a paid image order), per account and item. */
export type Paid = Map<string, number>;

export const newPaid = (): Paid => new Map();
export const paidKey = (accountId: string, item: string) => `${accountId} ${item}`;
const count = (paid: Paid, accountId: string, item: string) =>
  paid.set(paidKey(accountId, item), (paid.get(paidKey(accountId, item)) ?? 0) + 1);

/** A deterministic random source per examiner, so two runs make the same calls. */
function random(seed: number) {
  let x = seed * 2654435761 + 1;
  return () => {
    x = (x * 1103515245 + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

export async function signIn(client: LoadClient, e: Examiner): Promise<boolean> {
  const res = await client.post('sign-in', 'auth/login', { username: e.username, password: DEMO_PASSWORD });
  return res.status === 200;
}

type SearchAnswer = SearchResponse;

export async function examinerRounds(
  client: LoadClient,
  e: Examiner,
  who: number,
  pop: Population,
  until: number,
  paid: Paid,
): Promise<void> {
  const next = random(who + 1);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  for (let round = 0; performance.now() < until; round++) {
    const lastName1 = next() < 0.8 ? pick(pop.commonNames) : pick(pop.rareNames);
    let search = await client.post<SearchAnswer>('name search', 'search/searchByName', { lastName1 });
    if (e.kind === 'card' && (search.content?.paymentNeeded || search.content?.paymentNeededAgain)) {
      if (!(await preauthorize(client))) continue;
      search = await client.post<SearchAnswer>('name search', 'search/searchByName', { lastName1 });
    }
    if (search.status !== 200 || !search.content) continue;
    if (!search.content.paymentNeeded && !search.content.paymentNeededAgain) count(paid, e.accountId, 'searchByName');
    const results = search.content.searchResults;
    if (results.pageCount > 1) await client.post('page 2', 'search/searchByName', { lastName1, pageNumber: 2 });
    await client.post('re-sort', 'search/searchByName', {
      lastName1,
      pageNumber: 1,
      sortKey: 'recordedDate',
      sortDirection: 'DESC',
    });
    const row = results.searchResultList[0] as { docId?: string } | undefined;
    if (row?.docId) {
      const details = await client.post<{ paymentNeeded?: boolean; paymentNeededAgain?: boolean }>(
        'details',
        'search/documentDetails',
        { docId: row.docId },
      );
      if (details.status === 200 && !details.content?.paymentNeeded && !details.content?.paymentNeededAgain)
        count(paid, e.accountId, 'documentDetails');
    }
    const doc = pick(pop.imageDocs);
    await client.post('thumbnails', 'imaging/getThumbnails', {
      documentType: doc.docType,
      documentNumber: doc.docNumber,
    });
    await client.get('preview', `imaging/previewImage/${doc.docType}/${doc.docNumber}/1`);
    if (round % 5 === 4) await purchase(client, e, doc, paid);
  }
}

async function purchase(client: LoadClient, e: Examiner, doc: Population['imageDocs'][number], paid: Paid) {
  const order = await client.post<{ imageState: { guid: string }; feeSchedule: { insufficientBalance?: boolean } }>(
    'image order',
    'imaging/computeDownloadOrder',
    {
      documentKey: `${doc.docType}${doc.docNumber}`,
      pagesSelected: '1-2',
      pageSelectionMethod: 'CSV_PAGES',
      pageCount: doc.pageCount,
    },
  );
  const guid = order.content?.imageState?.guid;
  if (!guid) return;
  const pay = await client.post<{ status?: string }>('image pay', 'imaging/payDownloadOrder', { imageStateGuid: guid });
  if (pay.status !== 200) return;
  if (pay.content?.status === 'PAID') count(paid, e.accountId, 'image');
  await client.post('image PDF', 'imaging/getImage', { imageStateGuid: guid });
}

/** The card window: ask for a token, pay the simulator's hosted form, hand its answer back as the SPA does. */
async function preauthorize(client: LoadClient): Promise<boolean> {
  const auth = await client.post<{ token: string }>('card window', 'creditcard/authorize');
  const token = auth.content?.token;
  if (!token) return false;
  const answer = await payCardWindow(client.port, token, '56401');
  if (!answer) return false;
  const ok = await client.post<{ authorizationOkay: boolean }>(
    'card window',
    'creditcard/authorizationResponse',
    answer,
  );
  return !!ok.content?.authorizationOkay;
}

/** Pays the card simulator's hosted form for a token with the approving test card; answers its transactResponse. */
export async function payCardWindow(port: number, token: string, zip: string, recorder?: Recorder) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${SIMULATOR_BASE}/payment/pay`, {
    method: 'POST',
    body: new URLSearchParams({
      token,
      action: 'pay',
      cardNumber: '4111111111111111',
      expirationDate: '12/39',
      cardCode: '123',
      zip,
    }),
  });
  const html = await res.text();
  recorder?.record('card window', performance.now() - started, res.status);
  const json = /<script type="application\/json" id="transactResponse">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, string>) : undefined;
}
