// Finds every DynamoDB read of functions/src that is not one bounded page, for bounded-reads.test.ts: a Scan (or a
// PartiQL statement, which may scan), a paginator, a call of a helper of data/dynamo that reads every page
// (query-all.ts's queryAll and the like, found by this same analysis), a QueryCommand without a Limit (one page of
// up to 1 MB), with a Limit that is not a constant, or sent in a loop (page after page). Each is attributed to the
// exported function it sits in (or that calls the private function it sits in), and tells whether a request can
// reach that function: the references from apiAreas (areas/api-areas.ts, what every area's Lambda and app.ts
// mount), declaration by declaration, across imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';

export interface ReadSite {
  /** path from functions/src: data/app/users.ts */
  file: string;
  line: number;
  /** the exported function the read serves (a private function's exported callers) */
  functions: string[];
  kind: 'Scan' | 'Query';
  /** what makes it more than one bounded page */
  why: string;
}

/** A source tree: path from functions/src -> text. */
export type Sources = Map<string, string>;

export function readSources(srcDir: string): Sources {
  const out: Sources = new Map();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === '__tests__' || e.name === 'node_modules') continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
        out.set(relative(srcDir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(srcDir);
  return out;
}

const SCANS = new Set([
  'ScanCommand',
  'ExecuteStatementCommand',
  'BatchExecuteStatementCommand',
  'ExecuteTransactionCommand',
]);
const PAGINATORS = new Set(['paginateQuery', 'paginateScan']);
const LOOPS = new Set([
  ts.SyntaxKind.ForStatement,
  ts.SyntaxKind.ForOfStatement,
  ts.SyntaxKind.ForInStatement,
  ts.SyntaxKind.WhileStatement,
  ts.SyntaxKind.DoStatement,
]);

interface Binding {
  /** a module of the tree, or undefined for a package */
  file?: string;
  from: string;
  /** the exported name, '*' for a namespace */
  name: string;
}

interface Module {
  file: string;
  source: ts.SourceFile;
  /** top-level declarations by name */
  decls: Map<string, ts.Node>;
  exported: Map<string, string>; // exported name -> local name
  reexports: Array<{ from?: string; name?: string; as?: string }>; // name undefined: export *
  imports: Map<string, Binding>; // local name -> binding (runtime imports only)
  /** top-level statements that are not declarations (run when the module loads) */
  body: ts.Node[];
  /** the names each declaration and the body use (computed once) */
  names?: { decls: Map<string, Set<string>>; body: Set<string> };
}

function resolveImport(from: string, spec: string, sources: Sources): string | undefined {
  let path: string;
  if (spec.startsWith('#src/')) path = posix.normalize(spec.slice(5));
  else if (spec.startsWith('.')) path = posix.join(posix.dirname(from), spec);
  else return undefined;
  if (path.startsWith('..')) return undefined;
  if (sources.has(path)) return path;
  for (const p of [`${path}.ts`, `${path}/index.ts`]) if (sources.has(p)) return p;
  return undefined;
}

function parseModule(file: string, text: string, sources: Sources): Module {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const m: Module = {
    file,
    source,
    decls: new Map(),
    exported: new Map(),
    reexports: [],
    imports: new Map(),
    body: [],
  };
  const isExported = (n: ts.Node) =>
    ts.canHaveModifiers(n) && !!ts.getModifiers(n)?.some((x) => x.kind === ts.SyntaxKind.ExportKeyword);
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const from = (st.moduleSpecifier as ts.StringLiteral).text;
      const target = resolveImport(file, from, sources);
      if (clause.name) m.imports.set(clause.name.text, { file: target, from, name: 'default' });
      const nb = clause.namedBindings;
      if (nb && ts.isNamespaceImport(nb)) m.imports.set(nb.name.text, { file: target, from, name: '*' });
      else if (nb)
        for (const el of nb.elements) {
          if (el.isTypeOnly) continue;
          m.imports.set(el.name.text, { file: target, from, name: (el.propertyName ?? el.name).text });
        }
    } else if (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) {
      if (!st.name) continue;
      m.decls.set(st.name.text, st);
      if (isExported(st)) m.exported.set(st.name.text, st.name.text);
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        for (const name of bindingNames(d.name)) {
          m.decls.set(name, d);
          if (isExported(st)) m.exported.set(name, name);
        }
      }
    } else if (ts.isExportDeclaration(st)) {
      if (st.isTypeOnly) continue;
      const from = st.moduleSpecifier
        ? resolveImport(file, (st.moduleSpecifier as ts.StringLiteral).text, sources)
        : undefined;
      if (!st.exportClause) m.reexports.push({ from });
      else if (ts.isNamedExports(st.exportClause))
        for (const el of st.exportClause.elements) {
          if (el.isTypeOnly) continue;
          const local = (el.propertyName ?? el.name).text;
          if (st.moduleSpecifier) m.reexports.push({ from, name: local, as: el.name.text });
          else m.exported.set(el.name.text, local);
        }
    } else if (
      !ts.isInterfaceDeclaration(st) &&
      !ts.isTypeAliasDeclaration(st) &&
      !(ts.isModuleDeclaration(st) && st.name.kind === ts.SyntaxKind.StringLiteral)
    ) {
      m.body.push(st);
    }
  }
  return m;
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** Identifiers a node uses as values (not property names, not types). */
function references(node: ts.Node): Set<string> {
  const out = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isTypeNode(n) || ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) return;
    if (ts.isIdentifier(n)) {
      const p = n.parent;
      const isName =
        (ts.isPropertyAccessExpression(p) && p.name === n) ||
        ((ts.isPropertyAssignment(p) ||
          ts.isPropertyDeclaration(p) ||
          ts.isMethodDeclaration(p) ||
          ts.isGetAccessor(p) ||
          ts.isSetAccessor(p)) &&
          p.name === n) ||
        (ts.isBindingElement(p) && p.propertyName === n);
      if (!isName) out.add(n.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

type NodeId = string; // `${file}#${name}` or `${file}#<module>`

export interface Analysis {
  sites: ReadSite[];
  /** the exported functions of data/dynamo that read every page (queryAll ...) */
  helpers: string[];
  /** whether a request can reach a module's exported (or top-level) function */
  reachable(file: string, name: string): boolean;
  /** the modules a request can load */
  reachableModules: Set<string>;
}

/** Parsed modules by path and text: a tree analysed again with one module added parses only that one. */
const parsed = new Map<string, Module>();
const rawCache = new WeakMap<
  Module,
  { signature: string; raw: Array<{ m: Module; decl: string; node: ts.Node; kind: 'Scan' | 'Query'; why: string }> }
>();

export function analyse(sources: Sources): Analysis {
  const modules = new Map(
    [...sources].map(([file, text]) => {
      const key = `${file}\u0000${text}`;
      let m = parsed.get(key);
      if (!m) {
        m = parseModule(file, text, sources);
        parsed.set(key, m);
      }
      return [file, m] as const;
    }),
  );

  /** The declaration an exported name of a module is, through re-exports. */
  const exportTarget = (file: string, name: string, depth = 0): NodeId | undefined => {
    const m = modules.get(file);
    if (!m || depth > 20) return undefined;
    if (name === '*') return `${file}#<module>`;
    const local = m.exported.get(name);
    if (local !== undefined) return m.decls.has(local) ? `${file}#${local}` : importTarget(m, local, depth + 1);
    if (name === 'default') return `${file}#<module>`;
    for (const r of m.reexports) {
      if (!r.from) continue;
      if (r.as === name && r.name) return exportTarget(r.from, r.name, depth + 1);
      if (r.name === undefined) {
        const t = exportTarget(r.from, name, depth + 1);
        if (t) return t;
      }
    }
    return undefined;
  };
  const importTarget = (m: Module, local: string, depth = 0): NodeId | undefined => {
    const b = m.imports.get(local);
    return b?.file ? exportTarget(b.file, b.name, depth) : undefined;
  };

  // ---- the read sites, and the data/dynamo helpers that read every page (to a fixed point)
  const helperIds = new Set<NodeId>();
  const isSdk = (m: Module, local: string, names: Set<string>) => {
    const b = m.imports.get(local);
    return !!b && b.from.startsWith('@aws-sdk/') && names.has(b.name);
  };
  type Raw = { m: Module; decl: string; node: ts.Node; kind: 'Scan' | 'Query'; why: string };
  // only a module importing the SDK or data/dynamo can read; a module and its reads are kept while both stay the same
  const mayRead = (m: Module) =>
    [...m.imports.values()].some((b) => b.from.startsWith('@aws-sdk/') || b.file?.startsWith('data/dynamo/'));
  const findRaw = (): Raw[] => {
    const raw: Raw[] = [];
    const signature = [...helperIds].join();
    for (const m of modules.values()) {
      if (!mayRead(m)) continue;
      const cached = rawCache.get(m);
      if (cached?.signature === signature) {
        raw.push(...cached.raw);
        continue;
      }
      const own: Raw[] = [];
      for (const [decl, declNode] of [...m.decls, ...m.body.map((b) => ['<module>', b] as const)]) {
        const visit = (n: ts.Node) => {
          const site = classify(m, n);
          if (site) own.push({ m, decl, node: n, ...site });
          ts.forEachChild(n, visit);
        };
        visit(declNode);
      }
      rawCache.set(m, { signature, raw: own });
      raw.push(...own);
    }
    return raw;
  };
  const classify = (m: Module, n: ts.Node): { kind: 'Scan' | 'Query'; why: string } | undefined => {
    const inLoop = () => {
      for (let p = n.parent; p && !ts.isSourceFile(p); p = p.parent) {
        if (LOOPS.has(p.kind)) return true;
        if (ts.isFunctionLike(p)) return false;
      }
      return false;
    };
    if (ts.isNewExpression(n) && ts.isIdentifier(n.expression)) {
      const name = n.expression.text;
      if (isSdk(m, name, SCANS)) return { kind: 'Scan', why: `a ${m.imports.get(name)!.name}` };
      if (!isSdk(m, name, new Set(['QueryCommand']))) return undefined;
      const input = n.arguments?.[0];
      const limit =
        input && ts.isObjectLiteralExpression(input)
          ? input.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'Limit')
          : undefined;
      const loop = inLoop() ? ', sent in a loop (page after page)' : '';
      if (!limit) return { kind: 'Query', why: `a QueryCommand without a Limit${loop || ' (one page of up to 1 MB)'}` };
      const value = (limit as ts.PropertyAssignment).initializer;
      if (!boundedLimit(m, value))
        return { kind: 'Query', why: `a QueryCommand whose Limit is \`${value.getText()}\`${loop}` };
      if (loop) return { kind: 'Query', why: `a QueryCommand with a Limit${loop}` };
      return undefined;
    }
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
      const name = n.expression.text;
      if (isSdk(m, name, PAGINATORS)) {
        const which = m.imports.get(name)!.name;
        return { kind: which === 'paginateScan' ? 'Scan' : 'Query', why: `${which} (every page)` };
      }
      const target = m.decls.has(name) ? `${m.file}#${name}` : importTarget(m, name);
      if (target && helperIds.has(target)) return { kind: 'Query', why: `${name} (every page)` };
    }
    return undefined;
  };
  /**
   * A Limit that is a number: a literal, a constant (SCREAMING_CASE, imported or declared `const` in the module),
   * a local `const` of such, a Math.min with one such argument, or a choice between two such.
   */
  const boundedLimit = (m: Module, e: ts.Expression): boolean => {
    if (ts.isNumericLiteral(e)) return true;
    if (ts.isParenthesizedExpression(e)) return boundedLimit(m, e.expression);
    if (ts.isConditionalExpression(e)) return boundedLimit(m, e.whenTrue) && boundedLimit(m, e.whenFalse);
    if (ts.isCallExpression(e) && e.expression.getText() === 'Math.min')
      return e.arguments.some((a) => boundedLimit(m, a));
    if (!ts.isIdentifier(e)) return false;
    if (/^[A-Z][A-Z0-9_]*$/.test(e.text) && (m.imports.has(e.text) || m.decls.has(e.text))) return true;
    const init = constInitializer(e);
    return !!init && boundedLimit(m, init);
  };
  /** The initializer of the nearest `const <id> = ...` that encloses the identifier's use. */
  const constInitializer = (id: ts.Identifier): ts.Expression | undefined => {
    for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
      if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
      for (const st of scope.statements) {
        if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.name.text === id.text) return d.initializer;
      }
    }
    return undefined;
  };

  let raw = findRaw();
  for (;;) {
    const before = helperIds.size;
    for (const r of raw)
      if (r.m.file.startsWith('data/dynamo/') && r.m.exported.has(r.decl)) helperIds.add(`${r.m.file}#${r.decl}`);
    if (helperIds.size === before) break;
    raw = findRaw();
  }

  // ---- who calls a private declaration, within its module
  const refs = new Map<NodeId, Set<NodeId>>();
  for (const m of modules.values()) {
    const edges = (names: Set<string>) => {
      const out = new Set<NodeId>();
      for (const name of names) {
        if (m.decls.has(name)) out.add(`${m.file}#${name}`);
        else if (m.imports.has(name)) {
          const b = m.imports.get(name)!;
          const target = b.file ? modules.get(b.file) : undefined;
          if (!target) continue;
          if (b.name === '*') for (const d of target.decls.keys()) out.add(`${target.file}#${d}`);
          out.add(importTarget(m, name) ?? `${target.file}#<module>`);
        }
      }
      return out;
    };
    m.names ??= {
      decls: new Map([...m.decls].map(([name, node]) => [name, references(node)])),
      body: new Set(m.body.flatMap((b) => [...references(b)])),
    };
    for (const [name, names] of m.names.decls) refs.set(`${m.file}#${name}`, edges(names));
    const body = edges(m.names.body);
    // a re-export's target is what the module answers for it
    refs.set(`${m.file}#<module>`, body);
  }
  const exportedCallers = (m: Module, decl: string): string[] => {
    if (m.exported.has(decl) || decl === '<module>') return [decl];
    const found = new Set<string>();
    const seen = new Set([decl]);
    const queue = [decl];
    while (queue.length) {
      const d = queue.shift()!;
      for (const [name] of m.decls) {
        if (seen.has(name) || !refs.get(`${m.file}#${name}`)?.has(`${m.file}#${d}`)) continue;
        seen.add(name);
        if ([...m.exported.values()].includes(name)) found.add(name);
        else queue.push(name);
      }
    }
    return found.size ? [...found].sort() : [decl];
  };

  const sites: ReadSite[] = raw
    .filter((r) => !helperIds.has(`${r.m.file}#${r.decl}`))
    .map((r) => ({
      file: r.m.file,
      line: r.m.source.getLineAndCharacterOfPosition(r.node.getStart()).line + 1,
      functions: exportedCallers(r.m, r.decl),
      kind: r.kind,
      why: r.why,
    }));

  // ---- reachability from the API's areas
  const reached = new Set<NodeId>();
  const queue: NodeId[] = ['areas/api-areas.ts#apiAreas', 'app.ts#createApp'];
  while (queue.length) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const file = id.slice(0, id.indexOf('#'));
    for (const next of refs.get(id) ?? []) queue.push(next);
    // a module that loads runs its top-level statements
    queue.push(`${file}#<module>`);
  }
  const reachableModules = new Set([...reached].map((id) => id.slice(0, id.indexOf('#'))));
  return {
    sites,
    helpers: [...helperIds].map((id) => id.replace('#', ' ')).sort(),
    reachable: (file, name) => reached.has(`${file}#${name}`),
    reachableModules,
  };
}
