// The OpenAPI 3.1 document of the calls a key may make (public-operations.ts), rendered by zod-openapi from the
// routes' own zod schemas (their input side: what a caller sends, defaults optional). It is the same for every
// county, so it is built once per process; routes.ts adds the county's per-minute limit.
import { toUsDate } from '@portal/shared/search/dates';
import { type ZodType, z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { errorEnvelope, successEnvelope } from './envelope-schemas.ts';
import { DOC_DAY, type PublicOperation, publicOperations } from './public-operations.ts';

export type OpenApiDocument = ReturnType<typeof createDocument>;

const json = (schema: ZodType, example?: unknown) => ({
  'application/json': { schema, ...(example ? { example } : {}) },
});
const refusal = (description: string, code: string, message: string) => ({
  description,
  content: json(errorEnvelope, { status: 'ERROR', code, message }),
});

/** The refusals any key's call may meet (platform/bearer-auth.ts, app-factory.ts), with the envelope they carry. */
const refusals = {
  '400': refusal(
    'The body is invalid (`errors` names each field), or the key was sent in the URL.',
    'BAD_REQUEST',
    'lastName1: Required.',
  ),
  '401': refusal(
    'The key is wrong, malformed, revoked or past its last day, or its user is no longer active.',
    'UNAUTHENTICATED',
    'This API key was revoked. Make a new one on the API Keys page.',
  ),
  '403': refusal(
    'The route is outside the key’s scopes, the key is another county’s, or its user’s role may not make the call.',
    'FORBIDDEN',
    "This API key lacks the 'images' scope. Make a key with it on the API Keys page.",
  ),
  '404': refusal('The document, record or order named does not exist.', 'NOT_FOUND', 'Not found.'),
  '409': refusal(
    'Not enough balance, or another conflict the message names.',
    'CONFLICT',
    'There are insufficient funds.',
  ),
  '429': {
    ...refusal(
      'The key made more calls this minute than the county allows.',
      'THROTTLED',
      'This key made more calls than the county allows a minute. Try again in 12 s.',
    ),
    headers: { 'Retry-After': { description: 'Seconds until the next minute.', schema: { type: 'integer' } } },
  },
} as const;

/** The success envelope around a route's answer schema. */
const answerOf = (content: ZodType) =>
  z.object({
    status: z.literal('SUCCESS'),
    message: z.string().optional(),
    content,
  }) as ZodType as typeof errorEnvelope;

/** Hono's `:name` path segments as OpenAPI's `{name}`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

/** The media type of each file a call answers. */
const fileTypes = {
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function operationOf(op: PublicOperation): ZodOpenApiOperationObject {
  const file = op.answers && op.answers !== 'envelope' ? fileTypes[op.answers] : undefined;
  const success = file
    ? {
        description: `The ${op.answers} file.`,
        content: { [file]: { schema: { type: 'string' as const, format: 'binary' } } },
      }
    : {
        description: 'The answer in the envelope.',
        content: json(op.response ? answerOf(op.response) : successEnvelope),
      };
  return {
    operationId: op.path.split('/').slice(2, 4).join('_'),
    tags: [op.tag],
    summary: op.summary,
    ...(op.params ? { requestParams: { path: op.params } } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: op.body, example: op.example } } } }
      : {}),
    responses: { '200': success, ...refusals },
    'x-scope': op.scope,
    'x-roles': [...op.roles],
    ...(op.priceItem ? { 'x-price-item': op.priceItem } : {}),
    ...(op.params && op.example ? { 'x-example-params': op.example } : {}),
  };
}

const description = [
  'Calls a title plant or title software makes with an API key. A key acts as one user of its account: the same',
  'routes, role rules, prices and audit entries as that user in the web app. Send it as `Authorization: Bearer',
  '<key>`, never in a URL. Every JSON answer is an envelope: `SUCCESS` with `content`, or `ERROR` with `code`,',
  '`message` and, on a 400, `errors` per field.',
].join(' ');

function buildDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of publicOperations) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: operationOf(op) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Land Record Portal API', version: '1.0.0', description },
      servers: [{ url: '/', description: 'This county’s portal (a key works only at its own county’s address)' }],
      security: [{ apiKey: [] }],
      tags: ['Search', 'Details', 'Images', 'Account', 'Feed']
        .filter((tag) => publicOperations.some((op) => op.tag === tag))
        .map((name) => ({ name })),
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key from the API Keys page: lrp_<county>_<43 characters>.',
          },
        },
      },
      paths,
    },
    { override: todayDefault },
  );
}

const docDay = toUsDate(DOC_DAY);

/** A To Date's default is the county's today, not the day the schemas were made with. */
const todayDefault = ({ jsonSchema }: { jsonSchema: { default?: unknown; description?: string } }) => {
  if (jsonSchema.default !== docDay) return;
  delete jsonSchema.default;
  jsonSchema.description = 'Blank: the county’s today.';
};

let built: OpenApiDocument | undefined;

/** The document, built on first use. */
export const openApiDocument = (): OpenApiDocument => {
  built ??= buildDocument();
  return built;
};
