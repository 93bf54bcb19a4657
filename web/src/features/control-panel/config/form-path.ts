// Reading and writing a form value by a field's path ('rates.0.cost'), as the save schema's errors name fields.
export type FormValue = Record<string, unknown>;

export function getAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v == null ? undefined : (v as FormValue)[key]), value);
}

/** A copy of `value` with `path` set; arrays stay arrays. */
export function setAt<T>(value: T, path: string, next: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const here = (value ?? {}) as FormValue | unknown[];
  const child = rest.length ? setAt((here as FormValue)[key], rest.join('.'), next) : next;
  if (Array.isArray(here)) {
    const copy = [...here];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...here, [key]: child } as T;
}

/** A list without row `i` (a row's Remove button). */
export const withoutRow = <T>(rows: readonly T[], i: number): T[] => rows.filter((_, j) => j !== i);
