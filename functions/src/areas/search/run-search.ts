// A search call end to end (spec 2 'Calls', search/{type}): guard, validate, charge, then answer a page of the
// result set. A submit (criteria only) searches afresh and goes into the history; a paging or sorting call (the
// same criteria plus pageNumber, sortKey or sortDirection) reads the kept result set and searches only when it has
// expired.
import { searchMessages as m } from '@portal/shared/search/messages';
import { type Paging, pagingSchema } from '@portal/shared/search/requests';
import { defaultSort, isSortKey, PAGE_SIZE, type ResultKind, resultsRoutes } from '@portal/shared/search/result-kinds';
import type { ResultRow, SearchResponse, SearchResults } from '@portal/shared/search/results';
import { type SearchCall, searchLink, searchTypeOfCall, searchTypes } from '@portal/shared/search/search-types';
import type { ZodType } from 'zod';
import { getAccount } from '#src/areas/accounts/store.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { parseOr400 } from '#src/platform/validate.ts';
import { chargeForSearch } from './charge-search.ts';
import { countyToday, latestToday } from './county-today.ts';
import { criteriaHash } from './criteria-hash.ts';
import { historyEntry } from './history-entry.ts';
import { readHistory, recordSearch } from './history-store.ts';
import { keepResults } from './keep-results.ts';
import { type Page, readPage } from './read-page.ts';
import { getResultSet, type ResultSet } from './result-set-store.ts';
import { runQuery } from './run-query.ts';
import { assertSearchAllowed } from './search-access.ts';
import { searchResponse } from './search-response.ts';

export interface SearchAnswer {
  response: SearchResponse;
  /** 'No Records Found.' when nothing matched */
  message?: string;
}

const sortOf = (kind: ResultKind, p: Paging) => {
  const fallback = defaultSort[kind];
  const sortKey = p.sortKey && isSortKey(kind, p.sortKey) ? p.sortKey : fallback.sortKey;
  return { sortKey, sortDirection: p.sortDirection ?? (sortKey === fallback.sortKey ? fallback.sortDirection : 'ASC') };
};

export async function runSearch(
  county: string,
  user: SessionUser,
  call: SearchCall,
  body: object,
): Promise<SearchAnswer> {
  const type = searchTypeOfCall(call, body);
  const { key, schema, resultKind } = searchTypes[type];
  const isPaging = 'pageNumber' in body || 'sortKey' in body || 'sortDirection' in body;
  const keepsHistory = !isPaging && user.role !== 'GUEST';
  // Reads that do not depend on each other go out together; the history is read now, while the search runs.
  const history = keepsHistory ? readHistory(county, user.userId) : undefined;
  history?.catch(() => {}); // awaited below; an early refusal must not leave it unhandled
  const [account, today] = await Promise.all([getAccount(county, user.accountId), countyToday(county)]);
  await assertSearchAllowed(county, user, account, key);
  const criteria = parseOr400(schema(latestToday()) as ZodType, body) as Record<string, unknown>;
  const paging = pagingSchema.parse(body);
  const sort = sortOf(resultKind, paging);
  const hash = criteriaHash(type, criteria, today);

  let set = isPaging ? await getResultSet(county, user.userId, hash) : undefined;
  const charge = chargeForSearch({ county, user, account, item: type, reference: hash, reused: !!set });
  // A fresh search queries while the charge is decided; its rows are dropped if the charge asks for payment.
  const query = set ? undefined : runQuery(county, type, criteria, today);
  query?.catch(() => {});
  const payment = await charge;
  const results = (page: Page, kept?: ResultSet): SearchResults => ({
    searchResultList: page.rows,
    totalRecordCount: kept?.total ?? 0,
    currentRecordCount: page.rows.length,
    pageNumber: page.pageNumber,
    pageSize: PAGE_SIZE,
    pageCount: page.pageCount,
    truncated: kept?.truncated ?? false,
    ...sort,
    resultKind,
    resultsRoute: resultsRoutes[resultKind],
    type,
    link: searchLink(type),
  });
  if (payment.paymentNeeded || payment.paymentNeededAgain) {
    const none = { rows: [], pageNumber: 1, pageCount: 1 };
    return { response: await searchResponse(county, user, results(none), payment) };
  }

  // Once the search has answered, keeping its result set and writing the history go out at once.
  const newHistory = history
    ? Promise.all([history, query]).then(([before]) =>
        recordSearch(county, user.userId, historyEntry(type, criteria), hash, new Date(), before),
      )
    : undefined;
  newHistory?.catch(() => {});
  let fresh: ResultRow[] | undefined;
  if (query) {
    ({ set, rows: fresh } = await keepResults(
      { county, userId: user.userId, type, resultKind, hash, sort },
      await query,
    ));
  }
  const kept = set!;
  const page = await readPage(county, kept, sort, paging.pageNumber, fresh);
  const response = await searchResponse(county, user, results(page, kept), payment, newHistory);
  return { response, message: kept.total ? undefined : m.noRecords };
}
