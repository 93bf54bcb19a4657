// docs/data-model.md and the data layer name the same access patterns. A module of functions/src/data that reaches
// DynamoDB (the client, a table's name or the low-level helpers) is an access-pattern module: the doc names it by
// path and each function it exports by name; and every `data/...ts` `function` the doc names is exported there.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', '..');
const dataDir = join(src, 'data');
const doc = readFileSync(join(src, '..', '..', 'docs', 'data-model.md'), 'utf8');

const REACHES_DYNAMO = /dynamo\/(client|tables|batch-get|query-all|write-items|transact-write)\.ts'/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === '__tests__') return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** Names of the functions a module exports (declared functions and arrow functions). */
function exportedFunctions(text: string): string[] {
  const names = [...text.matchAll(/^export (?:async )?function\*? (\w+)/gm)].map((m) => m[1]!);
  // arrow functions, with or without a return type: `export const x = (a: A): B =>`, `= async (a) =>`, `= a =>`
  const arrow = /^export const (\w+) = (?:async )?(?:\([^)]*\)(?::[^=\n]+)? =>|\w+ =>)/gm;
  names.push(...[...text.matchAll(arrow)].map((m) => m[1]!));
  return names;
}

const modules = new Map(
  sourceFiles(dataDir).map((file) => {
    const text = readFileSync(file, 'utf8');
    return [relative(src, file), { text, exports: exportedFunctions(text) }] as const;
  }),
);
const patternModules = [...modules].filter(
  ([path, m]) => !path.startsWith('data/dynamo/') && REACHES_DYNAMO.test(m.text),
);

/** Every table cell's `data/<path>.ts` followed by the `names` after it, up to the next path. */
function namedInDoc(): Array<{ path: string; name: string; line: number }> {
  const named: Array<{ path: string; name: string; line: number }> = [];
  doc.split('\n').forEach((text, i) => {
    for (const cell of text.split('|')) {
      let path: string | undefined;
      for (const [, token] of cell.matchAll(/`([^`]+)`/g)) {
        if (/^[\w./-]+\.ts$/.test(token!)) path = token!.startsWith('data/') ? token : undefined;
        else if (path && /^[a-z]\w*$/.test(token!)) named.push({ path, name: token!, line: i + 1 });
      }
    }
  });
  return named;
}

describe('docs/data-model.md and functions/src/data', () => {
  it('finds the access-pattern modules of every table', () => {
    const tables = new Set(patternModules.map(([path]) => path.split('/')[1]));
    expect([...tables].sort()).toEqual(['app', 'ledger', 'records']);
  });

  it('names every access-pattern module and every function it exports', () => {
    const missing = patternModules.flatMap(([path, m]) => [
      ...(doc.includes(`\`${path}\``) ? [] : [`${path} (the module)`]),
      ...m.exports.filter((name) => !doc.includes(`\`${name}\``)).map((name) => `${path} ${name}`),
    ]);
    expect(missing).toEqual([]);
  });

  it('names only modules and functions that exist', () => {
    const wrong = namedInDoc()
      .filter(({ path, name }) => !modules.get(path)?.exports.includes(name))
      .map(({ path, name, line }) => `line ${line}: ${path} ${name}`);
    expect(wrong).toEqual([]);
  });
});
