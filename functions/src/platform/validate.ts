// Validates a JSON body (or query) with a shared zod schema; a failure is one 400 with a message per field.

import { validator } from 'hono/validator';
import type { ZodType, z } from 'zod';
import { badRequest } from './errors.ts';

export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export function parseOr400<S extends ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrors(result.error.issues);
    const first = Object.entries(errors)[0];
    throw badRequest(first ? `${first[0]}: ${first[1]}` : 'Invalid input.', errors);
  }
  return result.data;
}

/** The schema each body validator was made with, so a test can hold a route to the schema a document names for it
 * (developers/__tests__/openapi.test.ts reads it off the app's routes). */
export const bodySchemaOf = new WeakMap<object, ZodType>();

export const body = <S extends ZodType>(schema: S) => {
  const middleware = validator('json', (value) => parseOr400(schema, value) as z.infer<S>);
  bodySchemaOf.set(middleware, schema);
  return middleware;
};

export const query = <S extends ZodType>(schema: S) =>
  validator('query', (value) => parseOr400(schema, value) as z.infer<S>);
