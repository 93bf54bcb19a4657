// The one way the migration reads LS1: accounts, users and the audit log, a page at a time in key order, so a job
// can stop after any page and carry on from the last key it wrote (the cursor). The PostgreSQL adapter
// (pg-source.ts) is the shipped implementation; tests put a fake behind the same interface (open-source.ts).
// Rows are LS1's columns as the driver gives them (ls1-schema.ts lists them); mapping and refusing is ours.

import type { LegacyCounts } from '#src/data/app/migration.ts';

export type Ls1Row = Record<string, unknown>;

export interface LegacyPage {
  rows: Ls1Row[];
  /** the key to read on from; undefined after the last page */
  next?: string;
}

export type { LegacyCounts };

export interface LegacySource {
  /** Row counts: proves the connection and the schema before anything is wiped, and sizes the progress bar. */
  counts(): Promise<LegacyCounts>;
  accounts(after: string | undefined, limit: number): Promise<LegacyPage>;
  users(after: string | undefined, limit: number): Promise<LegacyPage>;
  auditLog(after: string | undefined, limit: number): Promise<LegacyPage>;
  close(): Promise<void>;
}

/** Where the connection failed, so the form can put the message under the field to fix. */
export type LegacyField =
  | 'landSharkOneDbAddress'
  | 'landSharkOneDbName'
  | 'landSharkOneDbUsername'
  | 'landSharkOneDbPassword';

/** A failure a person can act on (wrong address, password, database, schema): answered as a 400, never a 500. */
export class LegacySourceError extends Error {
  constructor(
    message: string,
    readonly field?: LegacyField,
  ) {
    super(message);
  }
}
