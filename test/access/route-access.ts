// The role x route access table (ARCHITECTURE section 4): one row per route the API answers, saying who may call
// it in each demo county. route-access.test.ts checks it against appRoutes() both ways and calls every route as
// every caller; bad-input.test.ts walks every POST route with malformed bodies, as anonymous and as a caller the
// row allows. "May call" means the server's guard lets the call through: a 400 for the row's body still counts.
import type { DemoId } from './demo-callers.ts';
import { anyone, nobody, notGuest, type RouteAccess, signedIn, staff, userManagers, type Who } from './route-who.ts';
import { alertsRows } from './rows/alerts.ts';
import { apiKeysRows } from './rows/api-keys.ts';
import { chainOfTitleRows } from './rows/chain-of-title.ts';
import { developersRows } from './rows/developers.ts';
import { efileRows } from './rows/efile.ts';
import { feedRows } from './rows/feed.ts';
import { imagingPreviewRows } from './rows/imaging-preview.ts';
import { migrationRows } from './rows/migration.ts';
import { moneyMailRows } from './rows/money-mail.ts';
import { pageTextRows } from './rows/page-text.ts';
import { reportsRows } from './rows/reports.ts';
import { schedulingRows } from './rows/scheduling.ts';
import { searchLogRows } from './rows/search-log.ts';
import { statusRows } from './rows/status.ts';

export type { RouteAccess, Who } from './route-who.ts';

const listFilters = { filterText: '', includeInactive: true, pageNumber: 1 };
/** accounts with imageRetrieval, and staff (imaging/access.ts) */
const imaging: Who = signedIn;
const lakewoodOnly = (who: Who) => ({ lakewood: who, marianas: nobody });
const marianasOnly = (who: Who) => ({ lakewood: nobody, marianas: who });

const criteria = (fields: Record<string, unknown>, who: RouteAccess['who'] = signedIn): RouteAccess => ({
  who,
  sample: fields,
});
const uuid = '7d1c3f5e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';
const transactResponse = { transId: '60000000001', totalAmount: '1.00', responseCode: '1' };
const profile = {
  firstName: 'Sam',
  lastName: 'Olson',
  company: 'Northwoods Title Company',
  address: '100 Main Street',
  city: 'Lakewood',
  state: 'MN',
  zip: '56401',
  email: 'someone@example.com',
  phone: '(218) 555-0100',
};

/** Keyed `METHOD /api/path`, exactly as appRoutes() lists them. */
export const routeAccess: Record<string, RouteAccess> = {
  // sign-in, registration and recovery are for strangers; the public login page data too
  'POST /api/auth/login': { who: anyone, sample: { username: 'nobody.here', password: 'Wrong#2026' } },
  'POST /api/auth/logout': { who: anyone, endsSessions: true, sample: { all: true, reason: 'x' } },
  'POST /api/auth/signUp': {
    who: anyone,
    sample: { ...profile, username: 'walker1', password: 'Walk#2026x', passwordConfirm: 'Walk#2026x' },
  },
  'POST /api/auth/forgotUsername': { who: anyone, sample: { email: 'nobody@example.com', extra: 1 } },
  'POST /api/auth/forgotPassword': { who: anyone, sample: { username: 'nobody.here', email: 'nobody@example.com' } },
  'POST /api/auth/resetPassword': { who: anyone, sample: { password: 'Walk#2026x', ticket: 'x'.repeat(32) } },
  'POST /api/auth/completeRegistration': { who: anyone, sample: { ticket: 'x'.repeat(32), extra: 1 } },
  'GET /api/auth/loginPage': { who: anyone },
  'GET /api/auth/loginPageLatestNews': { who: anyone },
  'GET /api/auth/loginPageLinks': { who: anyone },
  'GET /api/auth/loginPageSlides': { who: anyone },
  'GET /api/auth/loginPageSlide/:n': { who: anyone, params: { n: '1' } },
  'GET /api/helperdata/landlink': { who: anyone },
  'GET /api/helperdata/productVersions': { who: anyone },
  'POST /api/logReact': { who: anyone, sample: { message: 'x', level: 'error' } },

  // the signed-in user's own profile; GUEST is a shared login with no profile (spec 1 section 6)
  'GET /api/currentUser/profile': { who: signedIn },
  'POST /api/currentUser/profile': { who: notGuest, body: profile },
  // (a change ends the user's other sessions; the walk's sample keeps the same password)
  'POST /api/currentUser/password': {
    who: notGuest,
    endsSessions: true,
    sample: { currentPassword: 'Demo#2026', password: 'Demo#2026' },
  },
  'POST /api/currentUser/usageBalance': { who: signedIn, sample: { userId: 'demo-title-examiner', x: 1 } },
  'POST /api/currentUser/language': { who: signedIn, body: { language: 'ENGLISH' } },

  // home page and the transaction report (the whole account's report is the ACCOUNT role's alone)
  'GET /api/home/all': { who: signedIn },
  // GUEST is a shared login: its "own" report would list what every member of the public bought (spec 1 section 6:
  // no transactions card)
  'POST /api/home/transactionReport': {
    who: notGuest,
    body: { reportType: 'USER', reportRange: 'CUSTOM', fromDate: '2026-01-01', toDate: '2026-01-31' },
  },

  // card preauthorization: only users whose account pays by card
  'GET /api/creditcard/iframeCommunicator': { who: anyone },
  'POST /api/creditcard/authorize': { who: ['CARD'], sample: { amount: 1, userId: 'x' } },
  'GET /api/creditcard/searchPrices': { who: ['CARD'] },
  'POST /api/creditcard/authorizationResponse': { who: signedIn, body: transactResponse },
  'POST /api/creditcard/closeAuthorization': { who: signedIn, sample: { transId: '1', x: 1 } },
  // escrow deposits by card: ACCOUNT administrators of escrow accounts (and users the account lets reload)
  'POST /api/escrowDeposit/initiateDeposit': { who: ['ACCOUNT', 'FLATFEE'], body: { amount: 2500 } },
  'POST /api/escrowDeposit/completeDeposit': { who: signedIn, body: transactResponse },
  // flat fee image add-ons: the ACCOUNT administrator of a flat-fee account
  'POST /api/flatFee/getAddOnOptions': { who: ['FLATFEE'], sample: { imageStateGuid: uuid, x: 1 } },
  'POST /api/flatFee/getUserAddOnConfirmation': {
    who: ['FLATFEE'],
    body: { option: '1', imageStateReference: { imageStateGuid: uuid } },
  },
  'POST /api/flatFee/userAddOn': { who: ['FLATFEE'], body: { imageStateGuid: uuid } },
  // the provider's notifications: no session, only the county's signature key admits one
  'POST /api/webhooks/authorizenet': {
    who: nobody,
    refusedWith: 401,
    sample: { notificationId: 'n-1', eventType: 'net.authorize.payment.authcapture.created', payload: { id: '1' } },
  },

  // pick-lists of the staff screens: staff see the county, an ACCOUNT administrator their account
  'POST /api/helperdata/userscodedescription': {
    who: [...staff, 'ACCOUNT', 'FLATFEE'],
    body: { filterText: 'a' },
  },
  'POST /api/helperdata/accountscodedescription': {
    who: [...staff, 'ACCOUNT', 'FLATFEE'],
    body: { filterText: 'a' },
  },

  // images: accounts with imageRetrieval, and staff
  'POST /api/imaging/getThumbnails': { who: imaging, sample: { documentType: 'A', documentNumber: '1', page: 1 } },
  'POST /api/imaging/updateImagePreviewSettings': {
    who: imaging,
    sample: {
      imagePreviewSettingChange: 'PAGE',
      imagePreviewSettings: { documentType: 'A', documentNumber: '1', pageCount: 2 },
      page: 0,
    },
  },
  'POST /api/imaging/computeDownloadOrder': {
    who: imaging,
    sample: { documentKey: 'A1', pagesSelected: '1', pageSelectionMethod: 'ENTIRE_DOCUMENT', pageCount: 1 },
  },
  'POST /api/imaging/recomputeDownloadOrder': { who: imaging, sample: { imageStateGuid: uuid, x: 1 } },
  'POST /api/imaging/cancelImageState': { who: imaging, sample: { imageStateGuid: uuid, x: 1 } },
  'POST /api/imaging/payDownloadOrder': { who: imaging, sample: { imageStateGuid: uuid, x: 1 } },
  'POST /api/imaging/getImage': { who: imaging, sample: { imageStateGuid: uuid, x: 1 } },

  // searches: every signed-in role; a search the county has turned off is refused to all
  'GET /api/search/codeLists': { who: signedIn },
  'POST /api/search/searchByAddress': criteria({ streetName: 'Main', streetNumber: '100' }),
  // the demo counties offer only the searches they have records for (scripts/seed/demo-counties.ts): the Marianas
  // have no book and page, Torrens, grantor-grantee or tract books; Lakewood has no tract index (NMI)
  'POST /api/search/searchByBookAndPage': criteria({ book: '1', page: '1' }, lakewoodOnly(signedIn)),
  'POST /api/search/searchByDate': criteria({ fromDate: '01/01/2020', toDate: '01/31/2020' }),
  'POST /api/search/searchByDocumentNumber': criteria({ documentType: 'A', documentNumber: '1' }),
  'POST /api/search/searchByLegalDescription': criteria({ plat: 'P100', lot: '1', block: '1' }),
  'POST /api/search/searchByName': criteria({ lastName1: 'Smith', firstName1: 'Ann' }),
  'POST /api/search/searchByParcelId': criteria({ parcelId: '12-345', pageNumber: 1 }),
  'POST /api/search/searchByTorrensCertificate': criteria(
    { certificateNumber: '1', pageNumber: 1 },
    lakewoodOnly(signedIn),
  ),
  'POST /api/search/searchByTorrensText': criteria({ torrensText: 'Oak', pageNumber: 1 }, lakewoodOnly(signedIn)),
  'POST /api/search/searchByGrantorGranteeBook': criteria({ lastName: 'Smith', book: '1' }, lakewoodOnly(signedIn)),
  'POST /api/search/searchByPlat': criteria({ platName: 'Oak', searchByPlatMethod: 'PLATNAME' }),
  'POST /api/search/searchByTaxLien': criteria({ taxLienNumber: '1', pageNumber: 1 }),
  'POST /api/search/searchByTractBook': criteria(
    { tractBookSearchType: 'LEGAL', plat: 'P100' },
    lakewoodOnly(signedIn),
  ),
  'POST /api/search/searchByTractIndexNMI': criteria({ island: 'Saipan', village: 'Garapan' }, marianasOnly(signedIn)),
  // issue 33: on in both demo counties
  'POST /api/search/searchByPageWords': criteria({ words: 'easement', pageNumber: 1 }),
  'POST /api/search/documentDetails': { who: signedIn, sample: { docId: 'A1', description: '1' } },
  'POST /api/search/taxLienDetails': { who: signedIn, sample: { docId: 'L1', description: '1' } },
  'POST /api/search/legalDescriptionDetails': { who: signedIn, sample: { id: 'A1', x: 1 } },
  'POST /api/search/torrensDetails': { who: signedIn, sample: { certificateNumber: '1', x: 1 } },
  'POST /api/search/bookReferenceDetails': { who: signedIn, sample: { id: 'G1', x: 1 } },
  'POST /api/search/tractBookDetails': { who: signedIn, sample: { id: 'K1', x: 1 } },
  'POST /api/search/platLookup': { who: signedIn, sample: { searchByPlatMethod: 'PLATNAME', platName: 'Oak' } },
  'POST /api/search/platCodeDescription': { who: signedIn, sample: { filterText: 'Oak', x: 1 } },
  // county configuration (spec 3 section 7.5): TRIMIN and COUNTY; which groups each may edit is the registry's
  // (config/__tests__). End User Sessions ends every session of the county, so it runs with the session enders.
  'GET /api/controlPanel/countyConfig/:group': { who: staff, params: { group: 'loginPageLatestNews' } },
  'POST /api/controlPanel/countyConfig/:group': {
    who: staff,
    params: { group: 'loginPageLatestNews' },
    sample: { paragraphs: [{ heading: 'Walk', paragraphContent: 'x' }], x: 1 },
  },
  'GET /api/controlPanel/countyConfig/endUserSessions': { who: staff, endsSessions: true },

  // parcel links: signed in, where the county turned its tax and GIS links on (Lakewood does, the Marianas not)
  'POST /api/tax/getLinks': { who: lakewoodOnly(signedIn), body: { id: 'A1' } },
  'POST /api/gis/getLinks': { who: lakewoodOnly(signedIn), body: { id: 'A1' } },

  // user manager (spec 3 section 7.3): TRIMIN, COUNTY and ACCOUNT administrators (an ACCOUNT administrator only in
  // their own account: users/__tests__); ids that name no user, so the matrix changes nobody
  'POST /api/userManager/users': {
    who: userManagers,
    sample: { filterText: 'Olson', includeInactive: true, pageNumber: 1 },
  },
  'POST /api/userManager/userDelete': { who: userManagers, sample: { userId: 'nobody', ...listFilters } },
  'POST /api/userManager/userChangeStatusList': { who: userManagers, sample: { userId: 'nobody', ...listFilters } },
  'POST /api/userManager/userChangeStatusSingle': { who: userManagers, sample: { userId: 'nobody', ...listFilters } },
  'POST /api/userManager/userExport': { who: userManagers, sample: listFilters },
  'GET /api/userManager/user/:id': { who: userManagers, params: { id: '0' } },
  'POST /api/userManager/user': {
    who: userManagers,
    sample: {
      id: 'nobody',
      username: 'walk.user01',
      role: 'USER',
      accountId: 'nobody',
      firstName: 'W',
      lastName: 'K',
      email: 'w@example.com',
    },
  },
  'POST /api/userManager/userPassword': {
    who: userManagers,
    sample: { id: 'nobody', username: 'nobody', password: 'Walk#2026x', passwordConfirm: 'Walk#2026x' },
  },
  // account control panel (spec 3 section 7.4): TRIMIN and COUNTY
  'POST /api/controlPanel/accounts': { who: staff, sample: listFilters },
  'POST /api/controlPanel/accountDelete': { who: staff, sample: { accountId: 'nobody', ...listFilters } },
  'POST /api/controlPanel/accountChangeStatusList': { who: staff, sample: { accountId: 'nobody', ...listFilters } },
  'POST /api/controlPanel/accountChangeStatusSingle': { who: staff, sample: { accountId: 'nobody', ...listFilters } },
  'POST /api/controlPanel/accountExport': { who: staff, sample: listFilters },
  'GET /api/controlPanel/account/:id': { who: staff, params: { id: '0' } },
  'POST /api/controlPanel/account': {
    who: staff,
    sample: { id: 'nobody', name: 'Walk Co', landLinkAccount: '1', monthlyFee: 0 },
  },
  'POST /api/controlPanel/runMonthlyRenewal': { who: staff, sample: { accountId: 'nobody', ...listFilters } },
  'GET /api/controlPanel/accountFlatFeeUsage/:id': { who: staff, params: { id: 'nobody' } },
  'POST /api/controlPanel/accountFlatFeeUsage/:id': {
    who: staff,
    params: { id: 'nobody' },
    sample: { id: 'nobody', imagesRemaining: 1 },
  },
  'GET /api/controlPanel/accountPageAccess/:id': { who: staff, params: { id: 'nobody' } },
  'POST /api/controlPanel/accountPageAccess': { who: staff, sample: { id: 'nobody', searchByName: false } },
  ...schedulingRows,
  ...migrationRows,
  ...reportsRows,
  ...efileRows,
  ...imagingPreviewRows,
  ...pageTextRows,
  ...alertsRows,
  ...statusRows,
  ...moneyMailRows,
  ...chainOfTitleRows,
  ...searchLogRows,
  ...apiKeysRows,
  ...feedRows,
  ...developersRows,
};

/** Who may call a route in one county. */
export function whoMay(row: RouteAccess, county: DemoId): Who {
  return Array.isArray(row.who) ? (row.who as Who) : (row.who as Record<DemoId, Who>)[county];
}

/** The route's path with its parameters filled in from the row. */
export function pathOf(path: string, row: RouteAccess): string {
  return path.replace(/:(\w+)/g, (_, name: string) => row.params?.[name] ?? '1');
}
