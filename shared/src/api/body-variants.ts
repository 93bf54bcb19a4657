// The object shapes a JSON Schema body may take (OpenAPI documents, issue 31): a union gives one per branch, an
// intersection merges its parts. Read by the /developers page's field tables and by the test that posts each
// documented example to its live route.

/** What of a JSON Schema the shapes are read from; P is the schema of one property. */
export interface SchemaShape<P> {
  properties?: Record<string, P>;
  required?: string[];
  anyOf?: SchemaShape<P>[];
  oneOf?: SchemaShape<P>[];
  allOf?: SchemaShape<P>[];
}

export interface ObjectShape<P> {
  properties?: Record<string, P>;
  required?: string[];
}

export function variantsOf<P>(schema: SchemaShape<P>): ObjectShape<P>[] {
  if (schema.properties) return [schema];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap((b) => variantsOf(b));
  return (schema.allOf ?? []).reduce<ObjectShape<P>[]>(
    (shapes, part) =>
      shapes.flatMap((a) =>
        variantsOf(part).map((b) => ({
          properties: { ...a.properties, ...b.properties },
          required: [...(a.required ?? []), ...(b.required ?? [])],
        })),
      ),
    [{ properties: {}, required: [] }],
  );
}
