// An import, start to end: the county must exist, every row is validated first (nothing is written when one is
// bad), then the rows load in resumable chunks. Used by `npm run import`, the demo seeding and the benchmark.
import { join } from 'node:path';
import { getCounty } from '../../functions/src/platform/config.ts';
import { Checkpoint } from './checkpoint.ts';
import { type LoadProgress, type LoadTotals, loadDir } from './load-dir.ts';
import { type Validation, validateDir } from './validate-dir.ts';

export interface ImportOptions {
  county: string;
  dir: string;
  /** where checkpoints live (default .data/imports) */
  stateDir?: string;
  /** ignore any checkpoint and go through every row (unchanged rows are still skipped) */
  fresh?: boolean;
  chunkSize?: number;
  /** let code list rows change the meaning of codes already loaded (otherwise such a row is refused) */
  updateCodes?: boolean;
  /** an index feed's file: rows with pages load without them (the source portal serves the pages) */
  indexOnly?: boolean;
  /** read the text of each page stored (issue 33); without it the county's page text job reads it later */
  recognisePages?: boolean;
  onValidated?: (v: Validation) => void;
  onProgress?: (p: LoadProgress, totals: LoadTotals) => void;
}

export type ImportResult =
  | { ok: true; validation: Validation; totals: LoadTotals }
  | { ok: false; validation: Validation };

export class ImportError extends Error {}

export async function importCounty(options: ImportOptions): Promise<ImportResult> {
  if (!(await getCounty(options.county))) {
    throw new ImportError(`County '${options.county}' is not set up here: create it (npm run seed) before importing.`);
  }
  const validation = await validateDir(options.county, options.dir, {
    updateCodes: options.updateCodes,
    indexOnly: options.indexOnly,
  });
  options.onValidated?.(validation);
  if (validation.problemCount > 0) return { ok: false, validation };
  const stateDir = options.stateDir ?? join(import.meta.dirname, '..', '..', '.data', 'imports');
  const checkpoint = new Checkpoint(stateDir, options.county, options.dir);
  if (options.fresh) checkpoint.clear();
  const totals = await loadDir({ ...options, checkpoint });
  // A checkpoint is only for an interrupted import: a finished one goes through every row again next time (and
  // skips those unchanged), so a store emptied since can never be mistaken for loaded.
  checkpoint.remove();
  return { ok: true, validation, totals };
}
