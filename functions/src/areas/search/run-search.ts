// A search call end to end (spec 2 'Calls', search/{type}): validate, guard, charge, then answer a page. A submit
// (criteria only) searches afresh and goes into the history; a paging or sorting call (the same criteria plus
// pageNumber, sortKey or sortDirection) reads the kept result set and searches only when none is kept.
//
// Money: a search either answers or charges nothing (issue 13: searches charged, then answered 500 under load).
// So the charge is the last step that can fail: the rows are found and sorted first, a paid search's kept set is
// written in the charge's own transaction, and what follows the charge (history, balance, lockout) falls back
// rather than failing a paid answer.
//
// Speed: every DynamoDB call costs about what a small records Query does, so a fresh search makes as few as it
// can and overlaps them. The records Query starts as soon as the criteria are valid, the guard (an account read)
// beside it; the charge (a ledger write, skipped for staff, whose searches are free) waits for the rows, and the
// history is recorded in one UpdateItem once the search may run (beside the Query for staff, after the charge
// for payers, whose search may end in a payment window instead). The rows are dropped if the guard refuses or
// payment is needed. Only a search that runs past one page (or was paid for) keeps its rows.
import { staffRoles } from '@portal/shared/auth/roles';
import { chargeDescription } from '@portal/shared/search/describe-criteria';
import { searchMessages as m } from '@portal/shared/search/messages';
import { type Paging, pagingSchema } from '@portal/shared/search/requests';
import { defaultSort, isSortKey, PAGE_SIZE, type ResultKind, resultsRoutes } from '@portal/shared/search/result-kinds';
import type { SearchResponse, SearchResults } from '@portal/shared/search/results';
import {
  type SearchCall,
  type SearchType,
  searchLink,
  searchTypeOfCall,
  searchTypes,
} from '@portal/shared/search/search-types';
import type { ZodType } from 'zod';
import { getAccount } from '#src/data/app/accounts.ts';
import { getResultSet } from '#src/data/app/result-sets.ts';
import { loadSearchHistory, recordSearch, type SearchHistoryEntry } from '#src/data/app/search-history.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { countyToday } from '#src/platform/county-clock.ts';
import { parseOr400 } from '#src/platform/validate.ts';
import { type Charge, chargeForSearch } from './charge-search.ts';
import { latestToday } from './county-today.ts';
import { criteriaHash } from './criteria-hash.ts';
import { historyEntry } from './history-entry.ts';
import { type Found, keepUnpaid, keptItems, sortFound } from './keep-results.ts';
import { withMatchMode } from './match-mode.ts';
import { type Page, pageOf } from './read-page.ts';
import { runQuery } from './run-query.ts';
import { assertSearchAllowed } from './search-access.ts';
import { searchResponse } from './search-response.ts';

export interface SearchAnswer {
  response: SearchResponse;
  /** 'No Records Found.' when nothing matched */
  message?: string;
  /** a fresh search that answered its rows (not a page of a kept one, nor a payment window): what the search log
   * of a title file records (areas/search-log) */
  ran?: { entry: SearchHistoryEntry; total: number; truncated: boolean };
}

const sortOf = (kind: ResultKind, p: Paging) => {
  const fallback = defaultSort[kind];
  const sortKey = p.sortKey && isSortKey(kind, p.sortKey) ? p.sortKey : fallback.sortKey;
  return { sortKey, sortDirection: p.sortDirection ?? (sortKey === fallback.sortKey ? fallback.sortDirection : 'ASC') };
};

// A type's schema depends only on the day (the 'Future date entered' bound): made once a day, not per call.
const schemas = new Map<SearchType, { day: string; schema: ZodType }>();
function criteriaSchema(type: SearchType): ZodType {
  const day = latestToday();
  let made = schemas.get(type);
  if (made?.day !== day) {
    made = { day, schema: searchTypes[type].schema(day) as ZodType };
    schemas.set(type, made);
  }
  return made.schema;
}

/**
 * A date left out of the request (the To Date) means the county's today, not the latest today on Earth that
 * bounds what may be typed: without this a Minnesota search sent after 10:00 UTC searched to tomorrow, and its
 * history and charge read 'To Date' with tomorrow's date.
 */
function withCountyDay(type: SearchType, body: object, today: string): object {
  const filled: Record<string, unknown> = { ...body };
  for (const [field, value] of Object.entries(countyDefaults(type, today))) {
    if (filled[field] === undefined) filled[field] = value;
  }
  return filled;
}

// The defaults that differ between the county's today and the latest today on Earth, made once per type and day
// pair rather than twice a call.
const dayDefaults = new Map<SearchType, { key: string; fields: Record<string, unknown> }>();
function countyDefaults(type: SearchType, today: string): Record<string, unknown> {
  const latestDay = latestToday();
  const key = `${today}|${latestDay}`;
  let made = dayDefaults.get(type);
  if (made?.key !== key) {
    const county = searchTypes[type].defaults(today) as Record<string, unknown>;
    const latest = searchTypes[type].defaults(latestDay) as Record<string, unknown>;
    made = { key, fields: Object.fromEntries(Object.entries(county).filter(([f, v]) => v !== latest[f])) };
    dayDefaults.set(type, made);
  }
  return made.fields;
}

/** Settles a promise whose result may be dropped, so that an early refusal leaves nothing unhandled. */
const started = <T>(p: Promise<T>) => {
  p.catch(() => {});
  return p;
};

export async function runSearch(
  county: string,
  user: SessionUser,
  call: SearchCall,
  body: object,
): Promise<SearchAnswer> {
  const type = searchTypeOfCall(call, body);
  const { key, resultKind } = searchTypes[type];
  const isPaging = 'pageNumber' in body || 'sortKey' in body || 'sortDirection' in body;
  // The guard answers before validation (a search turned off is a 403 whatever was sent), but a valid search
  // need not wait for it to start its Query.
  const staff = staffRoles.includes(user.role);
  const account = staff ? undefined : started(getAccount(county, user.accountId));
  const guard = started((account ?? Promise.resolve(undefined)).then((a) => assertSearchAllowed(county, user, a, key)));
  const today = await countyToday(county);
  let criteria: Record<string, unknown>;
  try {
    const parsed = parseOr400(criteriaSchema(type), withCountyDay(type, body, today)) as Record<string, unknown>;
    criteria = await withMatchMode(county, type, parsed);
  } catch (invalid) {
    await guard;
    throw invalid;
  }
  const paging = pagingSchema.parse(body);
  const sort = sortOf(resultKind, paging);
  const hash = criteriaHash(type, criteria, today);

  const kept = isPaging ? started(getResultSet(county, user.userId, hash)) : undefined;
  // A page of a kept set answers with the history as it stands: read beside the set, not after it.
  const pagingHistory = isPaging && user.role !== 'GUEST' ? started(loadSearchHistory(county, user.userId)) : undefined;
  const query = isPaging ? undefined : started(runQuery(county, type, criteria, today));
  await guard;
  // Staff search free, so their history needs no charge outcome first and is written beside the Query.
  const record = () =>
    isPaging || user.role === 'GUEST'
      ? undefined
      : started(recordHistory(county, user.userId, historyEntry(type, criteria), hash));
  const staffHistory = staff ? record() : undefined;
  const set = await kept;
  const request = { county, userId: user.userId, type, resultKind, hash, sort };
  // Everything that can fail runs before the charge: the rows are found and their kept set built first.
  const found: Found = set ?? sortFound(request, await (query ?? runQuery(county, type, criteria, today)));
  const keep = set ? undefined : keptItems(county, found);
  const payment: Charge = await chargeForSearch({
    county,
    user,
    account: await account,
    item: type,
    reference: hash,
    description: set ? undefined : chargeDescription(type, criteria, today),
    reused: !!set,
    keep,
  });
  const results = (page: Page, found?: Found): SearchResults => ({
    searchResultList: page.rows,
    totalRecordCount: found?.set.total ?? 0,
    currentRecordCount: page.rows.length,
    pageNumber: page.pageNumber,
    pageSize: PAGE_SIZE,
    pageCount: page.pageCount,
    truncated: found?.set.truncated ?? false,
    ...sort,
    resultKind,
    resultsRoute: resultsRoutes[resultKind],
    type,
    link: searchLink(type),
  });
  if (payment.paymentNeeded || payment.paymentNeededAgain) {
    const none = { rows: [], pageNumber: 1, pageCount: 1 };
    return { response: await searchResponse(county, user, results(none), { payment, account: await account }) };
  }

  const history = (staff ? staffHistory : record()) ?? pagingHistory;
  // A paid set was written with its charge; a free one that runs past a page is kept now (nothing to refund), and
  // the answer is made while it is written.
  const keeping = keep && !payment.paid ? started(keepUnpaid(keep, found)) : undefined;
  const page = pageOf(found, sort, paging.pageNumber);
  const response = await searchResponse(county, user, results(page, found), {
    payment,
    account: await account,
    history,
  });
  await keeping;
  const { total, truncated } = found.set;
  const ran = isPaging ? undefined : { entry: historyEntry(type, criteria), total, truncated };
  return { response, message: found.set.total ? undefined : m.noRecords, ran };
}

/** Records a search in the history; any failure is logged and the history read instead: it never fails a search. */
async function recordHistory(county: string, userId: string, entry: SearchHistoryEntry, hash: string) {
  try {
    return await recordSearch(county, userId, entry, hash);
  } catch (err) {
    console.warn(`[search] history of ${userId} not recorded`, err);
    return loadSearchHistory(county, userId).catch(() => []);
  }
}
