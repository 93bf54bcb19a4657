// Physical table names come from the environment (set by CDK in the cloud and by the local stack). Only the data
// layer (functions/src/data) reads them: the key design of each table is in docs/data-model.md, its keys in
// data/<table>/keys.ts and its access patterns beside them.
export const tables = {
  /** accounts, users, usernames, sessions, tickets, county configuration, search history, image state */
  get app() {
    return env('TABLE_APP');
  },
  /** recorded documents and their search index items */
  get records() {
    return env('TABLE_RECORDS');
  },
  /** money ledger and audit log */
  get ledger() {
    return env('TABLE_LEDGER');
  },
};

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Key schema of every table: pk/sk strings, two overloaded GSIs, a ttl attribute. Used by CDK and the local stack. */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'ttl',
} as const;

export const tableRoles = ['app', 'records', 'ledger'] as const;

/** Tables with a DynamoDB Stream: the records table's new images feed the fraud-alert matcher
 * (areas/alerts/matcher-lambda.ts; locally scripts/local/stream-poller.ts). */
export const tableStreams: Partial<Record<(typeof tableRoles)[number], 'NEW_IMAGE'>> = { records: 'NEW_IMAGE' };
