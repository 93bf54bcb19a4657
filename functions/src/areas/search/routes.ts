// search/*: the searches of spec 2 (one call per search type, paged and sorted by posting the same criteria with
// pageNumber, sortKey, sortDirection), the detail panes, the plat lookup and the code lists. Thin transport over
// the search service; every call needs a signed-in user.

import type { CodeLists } from '@portal/shared/search/details';
import {
  certificateDetailsSchema,
  documentDetailsCall,
  filterTextSchema,
  platLookupSchema,
  recordIdSchema,
} from '@portal/shared/search/requests';
import { searchCalls } from '@portal/shared/search/search-types';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { logDetails, logSearch, takeTitleFile, titleFileOf } from '#src/areas/search-log/index.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { countyToday } from '#src/platform/county-clock.ts';
import { ok } from '#src/platform/envelope.ts';
import { badRequest } from '#src/platform/errors.ts';
import { currentUser, requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { bookReferenceDetails } from './book-reference-details.ts';
import { callerPrices } from './caller-prices.ts';
import { codeLists, platList } from './code-lists.ts';
import { documentDetails } from './document-details.ts';
import { legalDescriptionDetails } from './legal-description-details.ts';
import { lookUpPlat } from './plat-lookup.ts';
import { pricedDetails } from './priced-details.ts';
import { runSearch } from './run-search.ts';
import { taxLienDetails } from './tax-lien-details.ts';
import { torrensDetails } from './torrens-details.ts';
import { tractBookDetails } from './tract-book-details.ts';

/** The criteria object of a search call; the search type's schema validates it. */
const criteriaBody = validator('json', (value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('Send the criteria as an object.');
  return value as Record<string, unknown>;
});

export const searchRoutes = new Hono<AppEnv>()
  .use('/search/*', requireUser)
  // a details view, a search and an image purchase may name a title file to be logged under (areas/search-log)
  .post('/search/documentDetails', body(documentDetailsCall), async (c) => {
    const county = c.get('county');
    const titleFile = titleFileOf(currentUser(c), c.req.valid('json').titleFile);
    const details = documentDetails(county, c.req.valid('json').docId);
    const answer = await pricedDetails(county, currentUser(c), 'documentDetails', details);
    await logDetails(county, currentUser(c), titleFile, 'documentDetails', answer.details);
    return ok(c, answer);
  })
  .post('/search/taxLienDetails', body(documentDetailsCall), async (c) => {
    const county = c.get('county');
    const titleFile = titleFileOf(currentUser(c), c.req.valid('json').titleFile);
    const details = countyToday(county).then((today) => taxLienDetails(county, c.req.valid('json').docId, today));
    const answer = await pricedDetails(county, currentUser(c), 'taxLienDetails', details);
    await logDetails(county, currentUser(c), titleFile, 'taxLienDetails', answer.details);
    return ok(c, answer);
  })
  .post('/search/legalDescriptionDetails', body(recordIdSchema), async (c) =>
    ok(c, await legalDescriptionDetails(c.get('county'), c.req.valid('json').id)),
  )
  .post('/search/torrensDetails', body(certificateDetailsSchema), async (c) =>
    ok(c, await torrensDetails(c.get('county'), c.req.valid('json').certificateNumber)),
  )
  .post('/search/bookReferenceDetails', body(recordIdSchema), async (c) =>
    ok(c, await bookReferenceDetails(c.get('county'), c.req.valid('json').id)),
  )
  .post('/search/tractBookDetails', body(recordIdSchema), async (c) =>
    ok(c, await tractBookDetails(c.get('county'), c.req.valid('json').id)),
  )
  .post('/search/platLookup', body(platLookupSchema), async (c) =>
    ok(c, await lookUpPlat(c.get('county'), c.req.valid('json'))),
  )
  .post('/search/platCodeDescription', body(filterTextSchema), async (c) =>
    ok(c, { codeDescriptionResultList: await platList(c.get('county'), c.req.valid('json').filterText) }),
  )
  .get('/search/codeLists', async (c) => {
    const county = c.get('county');
    const [lists, prices] = await Promise.all([codeLists(county), callerPrices(county, currentUser(c))]);
    return ok<CodeLists>(c, { ...lists, prices });
  });

for (const call of searchCalls) {
  searchRoutes.post(`/search/${call}`, criteriaBody, async (c) => {
    const { titleFile, criteria } = takeTitleFile(currentUser(c), c.req.valid('json'));
    const { response, message, ran } = await runSearch(c.get('county'), currentUser(c), call, criteria);
    await logSearch(c.get('county'), currentUser(c), titleFile, ran);
    return ok(c, response, message, { lockout: response.lockout });
  });
}
