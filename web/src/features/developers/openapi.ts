// The parts of GET /api/openapi.json the reference page reads (functions/src/areas/developers builds it), and the
// walk from a request schema to the rows of its fields table.

import { variantsOf } from '@portal/shared/api/body-variants';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
}

export interface ApiResponse {
  description: string;
  content?: Record<string, { example?: unknown }>;
}

export interface ApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: { 'application/json': { schema: JsonSchema; example?: Record<string, unknown> } } };
  responses: Record<string, ApiResponse>;
  'x-scope': string;
  'x-price-item'?: string;
  'x-example-params'?: Record<string, string>;
}

export interface ApiDocument {
  info: { title: string; description: string; 'x-calls-per-minute'?: number };
  paths: Record<string, Record<string, ApiOperation>>;
}

export interface Operation {
  method: string;
  path: string;
  op: ApiOperation;
}

/** Every operation of the document, in its order. */
export const operationsOf = (doc: ApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  /** the limits and choices, as short text ('max 120', 'AND | OR') */
  rules: string[];
  defaultValue?: string;
  description?: string;
}

const typeOf = (s: JsonSchema): string => {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.type) return Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  const branches = s.anyOf ?? s.oneOf;
  return branches ? branches.map(typeOf).join(' | ') : 'any';
};

function rulesOf(s: JsonSchema): string[] {
  const rules: string[] = [];
  if (s.enum) rules.push(s.enum.map((v) => String(v)).join(' | '));
  if (s.minLength !== undefined && s.minLength > 0) rules.push(`min ${s.minLength}`);
  if (s.maxLength !== undefined) rules.push(`max ${s.maxLength}`);
  if (s.minimum !== undefined) rules.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) rules.push(`≤ ${s.maximum}`);
  if (s.pattern) rules.push(s.pattern);
  if (s.format) rules.push(s.format);
  return rules;
}

/** The fields of a body schema, one list per shape it may take. */
export function fieldTables(schema: JsonSchema): FieldRow[][] {
  return variantsOf(schema).map((b) =>
    Object.entries(b.properties ?? {}).map(([name, s]) => ({
      name,
      type: typeOf(s),
      required: b.required?.includes(name) ?? false,
      rules: rulesOf(s),
      ...(s.default !== undefined ? { defaultValue: JSON.stringify(s.default) } : {}),
      ...(s.description ? { description: s.description } : {}),
    })),
  );
}

/** The path with the example's values in place of its {parameters}. */
export const examplePath = (op: Operation): string =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(op.op['x-example-params']?.[name] ?? name));
