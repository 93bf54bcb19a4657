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
import { recordSearch } from './history-store.ts';
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
  const [account, today] = await Promise.all([getAccount(county, user.accountId), countyToday(county)]);
  await assertSearchAllowed(county, user, account, key);
  const criteria = parseOr400(schema(latestToday()) as ZodType, body) as Record<string, unknown>;
  const paging = pagingSchema.parse(body);
  const sort = sortOf(resultKind, paging);
  const hash = criteriaHash(type, criteria, today);
  const isPaging = 'pageNumber' in body || 'sortKey' in body || 'sortDirection' in body;

  let set = isPaging ? await getResultSet(county, user.userId, hash) : undefined;
  const payment = await chargeForSearch({ county, user, account, item: type, reference: hash, reused: !!set });
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

  let fresh: ResultRow[] | undefined;
  if (!set) {
    const found = await runQuery(county, type, criteria, today);
    ({ set, rows: fresh } = await keepResults({ county, userId: user.userId, type, resultKind, hash, sort }, found));
  }
  const page = await readPage(county, set, sort, paging.pageNumber, fresh);
  if (!isPaging && user.role !== 'GUEST') {
    await recordSearch(county, user.userId, historyEntry(type, criteria), hash);
  }
  const response = await searchResponse(county, user, results(page, set), payment);
  return { response, message: set.total ? undefined : m.noRecords };
}
