// An UpdateExpression's SET list for a record of fields, each behind a placeholder (#f0 = :v0, ...): field names
// such as status, state and name are DynamoDB reserved words.
export function setFields(fields: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  return { sets, names, values };
}
