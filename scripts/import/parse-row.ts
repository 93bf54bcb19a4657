// One NDJSON line through its file's zod schema: the row, or every problem with it as 'path: message'.
import { type ImportFileName, importFiles } from '@portal/shared/records/import-files';
import type { z } from 'zod';

export type ParsedRow<F extends ImportFileName> = z.infer<(typeof importFiles)[F]>;

export type ParseResult<F extends ImportFileName> = { ok: true; row: ParsedRow<F> } | { ok: false; problems: string[] };

export function parseRow<F extends ImportFileName>(file: F, text: string): ParseResult<F> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [`not JSON (${(err as Error).message})`] };
  }
  const parsed = importFiles[file].safeParse(json);
  if (parsed.success) return { ok: true, row: parsed.data as ParsedRow<F> };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`),
  };
}
