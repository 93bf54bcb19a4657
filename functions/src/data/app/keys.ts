// Every key of the app table, in one place (docs/data-model.md, 'App: access patterns'): counties and their
// configuration, users and accounts with the list indexes that page and filter them, sessions, e-mail tickets,
// sign-in and rate counters, search state, image orders and purchases, card payments and preauthorizations.
// Every partition key starts with the county (but the list of counties, on gsi1).
import { createHash } from 'node:crypto';

const c = (county: string) => `C#${county}`;

/** A partition of an overloaded index: the index, its key attributes, and the partition key's value. */
const gsi1 = (pk: string) => ({ index: 'gsi1', pkName: 'gsi1pk', skName: 'gsi1sk', pk }) as const;
const gsi2 = (pk: string) => ({ index: 'gsi2', pkName: 'gsi2pk', skName: 'gsi2sk', pk }) as const;

/** A county (id, name, state); every county is listed on gsi1 under COUNTIES. */
export const countyKey = (county: string) => ({ pk: c(county), sk: 'COUNTY' });
export const countiesIndex = () => gsi1('COUNTIES');
export const countyIndexAttributes = (county: string) => ({ gsi1pk: countiesIndex().pk, gsi1sk: county });
/** One configuration group of a county. */
export const configKey = (county: string, group: string) => ({ pk: c(county), sk: `CONFIG#${group}` });

/** The two listed kinds. */
export type ListKind = 'USER' | 'ACCOUNT';
/** A list's scope: the whole county, or one account's users. */
export type ListScope = 'C' | `A#${string}`;

export const userKey = (county: string, id: string) => ({ pk: `C#${county}#USER#${id}`, sk: 'USER' });
export const usernameKey = (county: string, username: string) => ({
  pk: `C#${county}#USERNAME#${username.toLowerCase()}`,
  sk: 'USERNAME',
});
export const accountKey = (county: string, id: string) => ({ pk: `C#${county}#ACCOUNT#${id}`, sk: 'ACCOUNT' });

/** gsi1 of every user item (by username) and account item (by name): read only to build a county's lists once. */
export const allUsersGsi1 = (county: string) => `C#${county}#USERS`;
export const allAccountsGsi1 = (county: string) => `C#${county}#ACCOUNTS`;
export const usersByUsernameIndex = (county: string) => gsi1(allUsersGsi1(county));
export const accountsByNameIndex = (county: string) => gsi1(allAccountsGsi1(county));
/** Users with an e-mail address (gsi2; sorted by id): sign-up and recovery look them up. */
export const usersByEmailIndex = (county: string, email: string) => gsi2(`${c(county)}#EMAIL#${email.toLowerCase()}`);
/** The index attributes of a user item: gsi1 by username, gsi2 by e-mail. */
export const userIndexAttributes = (county: string, u: { id: string; username: string; email: string }) => ({
  gsi1pk: allUsersGsi1(county),
  gsi1sk: u.username.toLowerCase(),
  gsi2pk: usersByEmailIndex(county, u.email).pk,
  gsi2sk: u.id,
});
/** The index attributes of an account item: gsi1 by name. */
export const accountIndexAttributes = (county: string, a: { name: string }) => ({
  gsi1pk: allAccountsGsi1(county),
  gsi1sk: a.name.toLowerCase(),
});

export const accountScope = (accountId: string): ListScope => `A#${accountId}`;

/**
 * A list entry: one per listed item, scope and list (ALL, and ACT when active), sorted by the item's sort name
 * (username, account name) with its id after it so equal names stay apart.
 */
export const listEntryKey = (
  county: string,
  kind: ListKind,
  scope: ListScope,
  list: 'ALL' | 'ACT',
  sortName: string,
  id: string,
) => ({ pk: listPartition(county, kind, scope, list), sk: `${sortName}#${id}` });

export const listPartition = (county: string, kind: ListKind, scope: ListScope, list: 'ALL' | 'ACT') =>
  `C#${county}#LIST#${kind}#${scope}#${list}`;

/** A filter word entry: one per word of an item (username, names, account name), partitioned by its first letter. */
export const wordEntryKey = (county: string, kind: ListKind, word: string, sortName: string, id: string) => ({
  pk: wordPartition(county, kind, word),
  sk: `${word}#${sortName}#${id}`,
});
export const wordPartition = (county: string, kind: ListKind, word: string) =>
  `C#${county}#WORD#${kind}#${word.slice(0, 1)}`;

/** The counts of a list scope (all, act) and, on the county's, whether the lists were built. */
export const listCountKey = (county: string, kind: ListKind, scope: ListScope) => ({
  pk: `C#${county}#COUNT#${kind}`,
  sk: scope,
});

/** A session, by its opaque id (the cookie's value); its TTL follows the county's inactivity limit. */
export const sessionKey = (county: string, id: string) => ({ pk: `${c(county)}#SESSION#${id}`, sk: 'S' });
/** Every session of a county (gsi1), to end them all. */
export const countySessionsIndex = (county: string) => gsi1(`${c(county)}#SESSIONS`);
/** Every session of a user (gsi2), to end theirs. */
export const userSessionsIndex = (county: string, userId: string) => gsi2(`${c(county)}#USERSESSIONS#${userId}`);
export const sessionIndexAttributes = (county: string, id: string, userId: string) => ({
  gsi1pk: countySessionsIndex(county).pk,
  gsi1sk: id,
  gsi2pk: userSessionsIndex(county, userId).pk,
  gsi2sk: id,
});

/** An e-mailed one-time link; only a hash of its token is stored. */
export const ticketKey = (county: string, token: string) => ({
  pk: `${c(county)}#TICKET#${createHash('sha256').update(token).digest('base64url')}`,
  sk: 'TICKET',
});

/** Failed sign-ins of a username (any case) from one source; a reset clears the whole partition. */
export const signInAttemptsKey = (county: string, username: string, source: string) => ({
  pk: signInAttemptsPartition(county, username),
  sk: `SRC#${source}`,
});
export const signInAttemptsPartition = (county: string, username: string) =>
  `${c(county)}#SIGNIN#${username.trim().toLowerCase()}`;

/** A fixed-window call counter: one per name, source and window. */
export const rateKey = (county: string, name: string, source: string, window: number) => ({
  pk: `${c(county)}#RATE#${name}#${source}`,
  sk: `W#${window}`,
});

/** A user's search history: one item beside the user's. */
export const searchHistoryKey = (county: string, userId: string) => ({
  pk: `${c(county)}#USER#${userId}`,
  sk: 'SEARCHHISTORY',
});
/** Part n of a user's kept result set, by the search's hash. */
export const resultSetKey = (county: string, userId: string, hash: string, part: number) => ({
  pk: `${c(county)}#RSET#${userId}`,
  sk: `${hash}#${part}`,
});

/** An image order of a user: keyed by its user, so nobody reaches another user's order by its guid. */
export const imageStateKey = (county: string, userId: string, guid: string) => ({
  pk: `${c(county)}#IMGSTATE#${userId}`,
  sk: `STATE#${guid}`,
});
/** The pages an account bought of a document (a number set). */
export const imagePurchaseKey = (county: string, accountId: string, docId: string) => ({
  pk: `${c(county)}#IMGPURCH#${accountId}`,
  sk: `DOC#${docId}`,
});

/** A card payment asked of the provider, by our invoice number. */
export const cardPaymentKey = (county: string, paymentId: string) => ({
  pk: `${c(county)}#CARDPAY#${paymentId}`,
  sk: 'PAYMENT',
});
/** A user's card preauthorization; the partition also holds the pointer to the current one. */
export const preauthKey = (county: string, userId: string, transId: string) => ({
  pk: preauthPartition(county, userId),
  sk: `${PREAUTH_SK_PREFIX}${transId}`,
});
export const currentPreauthKey = (county: string, userId: string) => ({
  pk: preauthPartition(county, userId),
  sk: 'CURRENT',
});
export const preauthPartition = (county: string, userId: string) => `${c(county)}#PREAUTH#${userId}`;
/** Sort-key prefix of a user's preauthorizations (begins_with), apart from CURRENT. */
export const PREAUTH_SK_PREFIX = 'AUTH#';
/** Preauthorizations not yet closed (gsi1), sorted by expiry (ISO): the sweep reads the expired ones. */
export const openPreauthsIndex = (county: string) => gsi1(`${c(county)}#PREAUTHOPEN`);
export const openPreauthIndexAttributes = (county: string, expiresAt: number) => ({
  gsi1pk: openPreauthsIndex(county).pk,
  gsi1sk: new Date(expiresAt).toISOString(),
});
/** A provider notification already handled. */
export const webhookKey = (county: string, notificationId: string) => ({
  pk: `${c(county)}#WEBHOOK#${notificationId}`,
  sk: 'WEBHOOK',
});
/** A flat-fee add-on a user chose, awaiting Buy. */
export const addOnKey = (county: string, userId: string, guid: string) => ({
  pk: `${c(county)}#ADDON#${userId}`,
  sk: guid,
});

/** A county's LS1 migration job of one kind (accountsUsers, auditLog): its state, counts, cursor and refused rows. */
export const migrationJobKey = (county: string, kind: string) => ({ pk: `${c(county)}#MIGRATION`, sk: `LS1#${kind}` });

/** A county's page text recognition job (areas/page-text): its state, cursor in the images bucket and counts. */
export const pageTextJobKey = (county: string) => ({ pk: `${c(county)}#PAGETEXT`, sk: 'JOB' });

/** The benches' own items (scripts/bench): a county's loaded marker, and the item the per-call costs are timed on. */
export const benchLoadedKey = (county: string) => ({ pk: `${c(county)}#BENCHLOADED`, sk: 'B' });
export const benchCallsKey = (county: string) => ({ pk: `${c(county)}#BENCH`, sk: 'CALLS' });

/** An incident or planned maintenance of the status page (areas/status), by its id: the UTC instant of its posting
 * (20261128T194500Z) and a random suffix, so the partition sorts by posting and a Query from 90 days ago on reads
 * the page's list. */
export const incidentPartition = (county: string) => `${c(county)}#INCIDENT`;
export const INCIDENT_SK_PREFIX = 'I#';
export const incidentKey = (county: string, incidentId: string) => ({
  pk: incidentPartition(county),
  sk: `${INCIDENT_SK_PREFIX}${incidentId}`,
});

/** A scheduled job's state in a county (areas/maintenance): the last county day a purge ran, the billing month. */
export const maintenanceKey = (county: string, job: string) => ({ pk: `${c(county)}#MAINT`, sk: job });

/** An e-file upload of a user (presigned, then checked and priced): keyed by its user, so nobody reaches another's. */
export const efileUploadKey = (county: string, userId: string, imageId: string) => ({
  pk: `${c(county)}#EFILEUP#${userId}`,
  sk: imageId,
});
/** An e-filing, by its id (the upload's imageId, so an upload is filed at most once). */
export const filingKey = (county: string, filingId: string) => ({ pk: `${c(county)}#EFILE#${filingId}`, sk: 'FILING' });
/** Every filing of a county by submission (gsi1), and those of one status (gsi2); sorted by the county's day of
 * submission, then the instant: `<YYYY-MM-DD>#<ISO instant>#<filingId>`. */
export const filingsIndex = (county: string) => gsi1(`${c(county)}#EFILES`);
export const filingsByStatusIndex = (county: string, status: string) => gsi2(`${c(county)}#EFILES#${status}`);
export const filingIndexAttributes = (
  county: string,
  status: string,
  f: { submittedDay: string; submittedAt: string; filingId: string },
) => ({
  gsi1pk: filingsIndex(county).pk,
  gsi1sk: `${f.submittedDay}#${f.submittedAt}#${f.filingId}`,
  gsi2pk: filingsByStatusIndex(county, status).pk,
  gsi2sk: `${f.submittedDay}#${f.submittedAt}#${f.filingId}`,
});
/** A county's counters of e-file transaction numbers (TRANSACTION) and of recorded e-file documents (DOCUMENT). */
export const efileCounterKey = (county: string, counter: 'TRANSACTION' | 'DOCUMENT') => ({
  pk: `${c(county)}#EFILESEQ`,
  sk: counter,
});

// ---- property fraud alerts (areas/alerts; docs/data-model.md, 'Fraud alerts') ----------------------------------
/** A subscriber's id: a hash of the e-mail address (lower case), so a sign-up finds its subscription by address. */
export const alertSubscriberId = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 24);
/** A subscriber's partition: the subscription (SUB), its watches (W#id), duplicate guards (K#what) and the
 * documents already alerted (SENT#docId); an unsubscribe deletes the partition. */
export const alertSubscriberPartition = (county: string, subId: string) => `${c(county)}#ALERT#${subId}`;
export const alertSubscriptionKey = (county: string, subId: string) => ({
  pk: alertSubscriberPartition(county, subId),
  sk: 'SUB',
});
export const ALERT_WATCH_SK_PREFIX = 'W#';
export const alertWatchKey = (county: string, subId: string, watchId: string) => ({
  pk: alertSubscriberPartition(county, subId),
  sk: `${ALERT_WATCH_SK_PREFIX}${watchId}`,
});
/** One per distinct thing a subscriber watches: a second watch of the same thing fails its conditional put. */
export const alertWatchGuardKey = (county: string, subId: string, canonical: string) => ({
  pk: alertSubscriberPartition(county, subId),
  sk: `K#${canonical}`,
});
/** A document already alerted to a subscriber: a stream delivering it twice sends no second e-mail. */
export const alertSentKey = (county: string, subId: string, docId: string) => ({
  pk: alertSubscriberPartition(county, subId),
  sk: `SENT#${docId}`,
});
/** An e-mailed alerts link (confirm or manage); only a hash of its token is stored. */
export const alertTokenKey = (county: string, token: string) => ({
  pk: `${c(county)}#ALERTTOKEN#${createHash('sha256').update(token).digest('base64url')}`,
  sk: 'TOKEN',
});
/** Watches keyed by what they watch (`NM#<last name key>`, `PA#<parcel>`, `CT#<certificate>`,
 * `AD#<house number>#<street key>`): the matcher Queries one partition per key of a recorded document. */
export const alertMatchPartition = (county: string, matchKey: string) => `${c(county)}#ALERTMATCH#${matchKey}`;
export const alertMatchKey = (county: string, matchKey: string, subId: string, watchId: string) => ({
  pk: alertMatchPartition(county, matchKey),
  sk: `${subId}#${watchId}`,
});
/** A county's alert counts of one month (YYYY-MM): confirmed, unsubscribed, alertsSent; one Query reads a year. */
export const alertStatsPartition = (county: string) => `${c(county)}#ALERTSTATS`;
export const alertStatsKey = (county: string, month: string) => ({ pk: alertStatsPartition(county), sk: month });

/** An API key (issue 31), keyed by the SHA-256 of its secret so a call finds it with one GetItem; the secret itself
 * is never stored. An account's keys on gsi1, newest last. */
export const apiKeyKey = (county: string, hash: string) => ({ pk: `${c(county)}#APIKEY#${hash}`, sk: 'APIKEY' });
export const accountApiKeysIndex = (county: string, accountId: string) =>
  gsi1(`${c(county)}#ACCOUNT#${accountId}#APIKEYS`);
export const apiKeyIndexAttributes = (county: string, accountId: string, createdAt: string, keyId: string) => ({
  gsi1pk: accountApiKeysIndex(county, accountId).pk,
  gsi1sk: `${createdAt}#${keyId}`,
});

/** A user's money e-mail choices (areas/money-alerts): beside the user's item, so it goes with the user's partition. */
export const moneyMailKey = (county: string, userId: string) => ({
  pk: `${c(county)}#USER#${userId}`,
  sk: 'MONEYMAIL',
});
/** The sent marker of one administrator's monthly statement of one account for one month (YYYY-MM). */
export const statementSentKey = (county: string, month: string, accountId: string, userId: string) => ({
  pk: `${c(county)}#STMTSENT#${month}`,
  sk: `${accountId}#${userId}`,
});

// ---- the search log of a title file (areas/search-log; docs/data-model.md, 'Search log') -----------------------
/** A user's title files, one item each (sorted by file number). */
export const searchLogFilesPartition = (county: string, userId: string) => `${c(county)}#SLOG#${userId}`;
export const searchLogFileKey = (county: string, userId: string, titleFile: string) => ({
  pk: searchLogFilesPartition(county, userId),
  sk: `F#${titleFile}`,
});
/** The entries of one user's title file, oldest first: `E#<ISO instant>#<event id>`. */
export const searchLogEntriesPartition = (county: string, userId: string, titleFile: string) =>
  `${c(county)}#SLOG#${userId}#F#${titleFile}`;
export const SEARCH_LOG_ENTRY_SK_PREFIX = 'E#';
export const searchLogEntryKey = (county: string, userId: string, titleFile: string, at: string, eventId: string) => ({
  pk: searchLogEntriesPartition(county, userId, titleFile),
  sk: `${SEARCH_LOG_ENTRY_SK_PREFIX}${at}#${eventId}`,
});
