// GET /api/openapi.json (issue 31) against the local stack: open without sign-in, kept five minutes with an ETag,
// the county's calls-per-minute in it, valid OpenAPI 3.1; it lists exactly the routes a key may reach, each with
// bearer-auth's scope; and it agrees with the routes' validators: each documented example is accepted by the live
// route (anything but a 400), and the same body without a field the document calls required is a 400 naming it.
import { variantsOf } from '@portal/shared/api/body-variants';
import { readGroup } from '@portal/shared/config/groups';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app.ts';
import { scopeOf } from '#src/platform/bearer-auth.ts';
import { putConfig } from '#src/platform/config.ts';
import { bodySchemaOf } from '#src/platform/validate.ts';
import { appRoutes } from '#src/route-list.ts';
import { countyOrigin, type TestClient } from '../../../../../test/support/api-client.ts';
import { clientsOf, newSearchCounty } from '../../search/__tests__/fixtures.ts';
import { openApiPath } from '../build-openapi.ts';
import { publicOperations } from '../public-operations.ts';

interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  requestBody?: { content: { 'application/json': { schema: JsonSchema; example?: Record<string, unknown> } } };
  'x-scope'?: string;
}
interface Document {
  openapi: string;
  info: { 'x-calls-per-minute'?: number };
  paths: Record<string, Record<string, Operation>>;
}

let county = '';
let staff: TestClient;
let document: Document;

beforeAll(async () => {
  county = await newSearchCounty('openapi');
  const clients = clientsOf(county);
  staff = await clients('county.admin');
  document = (await (await fetchDocument()).json()) as Document;
});

const app = createApp();

/** The document as a tool fetches it: no cookie, no key, no X-Requested-With. */
const fetchDocument = (headers: Record<string, string> = {}) =>
  app.request(`${countyOrigin(county)}/api/openapi.json`, { headers });

describe('the document', () => {
  it('is open to anyone, kept five minutes, answered 304 for its ETag, with the county’s limit', async () => {
    await putConfig(county, 'userAccess', { ...readGroup('userAccess', {}), apiKeyCallsPerMinute: 17 });
    const res = await fetchDocument();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await res.json()) as Document;
    expect(body.info['x-calls-per-minute']).toBe(17);
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    expect((await fetchDocument({ 'if-none-match': tag ?? '' })).status).toBe(304);
    // a program's HTTP client that sends its key to every path still gets the document
    expect((await fetchDocument({ authorization: `Bearer lrp_${county}_${'x'.repeat(43)}` })).status).toBe(200);
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every route a key may reach, with the scope the key needs, and nothing else', () => {
    const reachable = appRoutes()
      .filter((r) => scopeOf(r.path) !== undefined)
      .map((r) => `${r.method} ${r.path} ${scopeOf(r.path)}`);
    const documented = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${path} ${op['x-scope']}`),
    );
    const hint = 'a route a key reaches is described in functions/src/areas/developers/public-operations.ts';
    expect(documented.sort(), hint).toEqual(reachable.map((r) => r.replace(/:(\w+)/g, '{$1}')).sort());
  });
});

/** The shape of the body an example is for: the one that names all its fields and has all it requires. */
function branchOf(schema: JsonSchema, example: Record<string, unknown>): JsonSchema | undefined {
  const fits = (s: JsonSchema) =>
    Object.keys(example).every((k) => k in (s.properties ?? {})) && (s.required ?? []).every((k) => k in example);
  return variantsOf(schema).find(fits);
}

const bodyOf = (path: string) => {
  const media = document.paths[openApiPath(path)]?.post?.requestBody?.content['application/json'];
  const example = media?.example;
  return { example, schema: media && example && branchOf(media.schema, example) };
};

describe('the routes agree with it', () => {
  const bodies = publicOperations.filter((op) => op.body);

  it.each(bodies.map((op) => [op.path] as const))('%s documents every field of its example', (path) => {
    const { example, schema } = bodyOf(path);
    expect(example, 'the document gives an example').toBeDefined();
    expect(schema, `a schema of ${path} names ${Object.keys(example ?? {})}`).toBeDefined();
  });

  it.each(bodies.map((op) => [op.path] as const))('%s accepts its example', async (path) => {
    const res = await staff.post(path, bodyOf(path).example ?? {});
    expect(res.status, `${res.status} ${res.body.message}`).not.toBe(400);
    expect(res.status).toBeLessThan(500);
  });

  it.each(bodies.map((op) => [op.path] as const))('%s refuses a body without a required field', async (path) => {
    const { schema, example } = bodyOf(path);
    for (const field of schema?.required ?? []) {
      const { [field]: _, ...without } = example ?? {};
      const res = await staff.post(path, without);
      expect(res.status, `${path} without ${field}`).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), `${path} without ${field}`).toContain(field);
    }
  });

  it('each route’s body validator was made with the very schema object the document is rendered from', () => {
    // the search calls check their criteria in run-search.ts with searchTypes' schemas, which the document uses too
    const handlers = createApp().routes;
    for (const op of bodies) {
      const made = handlers
        .filter((r) => r.method === op.method.toUpperCase() && r.path === op.path)
        .flatMap((r) => bodySchemaOf.get(r.handler) ?? []);
      if (op.path.startsWith('/api/search/searchBy')) expect(made, op.path).toEqual([]);
      else {
        expect(made.length, `${op.path} validates its body with body(schema)`).toBe(1);
        expect(made[0] === op.body, `${op.path}: the route's schema is the document's`).toBe(true);
      }
    }
  });

  it('the preview image route takes the documented path parameters', async () => {
    const bad = await staff.get(`/api/imaging/previewImage/A/1000123/x`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('page');
    const good = await staff.get(`/api/imaging/previewImage/A/1000123/1`);
    expect(good.status).not.toBe(400);
  });
});
