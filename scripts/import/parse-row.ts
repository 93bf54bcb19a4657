// One NDJSON line through its file's zod schema: the row, or every problem with it as 'path: message'. A missing
// field says 'Required.' (the format's documented message, not zod's 'expected string, received undefined'), and a
// field gets one message, its first (a date in the wrong format is not also 'Not a real date').
import { type ImportFileName, importFiles } from '@portal/shared/records/import-files';
import type { z } from 'zod';

export type ParsedRow<F extends ImportFileName> = z.infer<(typeof importFiles)[F]>;

export type ParseResult<F extends ImportFileName> =
  | { ok: true; row: ParsedRow<F> }
  | { ok: false; problems: string[]; json?: unknown };

export function parseRow<F extends ImportFileName>(file: F, text: string): ParseResult<F> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [`not JSON (${(err as Error).message})`] };
  }
  const parsed = importFiles[file].safeParse(json);
  if (parsed.success) return { ok: true, row: parsed.data as ParsedRow<F> };
  const byPath = new Map<string, string>();
  for (const i of parsed.error.issues) {
    const path = i.path.join('.');
    const missing = i.code === 'invalid_type' && / received undefined$/.test(i.message);
    if (!byPath.has(path)) byPath.set(path, missing ? 'Required.' : i.message);
  }
  return { ok: false, problems: [...byPath].map(([path, m]) => (path ? `${path}: ${m}` : m)), json };
}
