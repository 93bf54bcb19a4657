// The criteria a key cannot hold, as filter expressions, and the date and code-list helpers the searches share.
// Pure: building a Query's filter reads nothing (documentTypesOf reads the code list through read-records.ts).
import { SEP } from '../keys.ts';
import { listCodes } from '../read-records.ts';

/** A filter expression built from conditions that are all required (`and`); each condition method returns its
 *  text, so conditions can be combined with OR first. Paths may be nested ('s.toDate'); every name is a
 *  placeholder, so reserved words (role, type, from, to, range, unit) need no care. */
export class Filter {
  readonly conditions: string[] = [];
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private n = 0;

  get empty(): boolean {
    return this.conditions.length === 0;
  }
  get expression(): string {
    return this.conditions.map((c) => (this.conditions.length > 1 ? `(${c})` : c)).join(' AND ');
  }
  and(...conditions: Array<string | undefined>): this {
    for (const c of conditions) if (c) this.conditions.push(c);
    return this;
  }
  path(path: string): string {
    return path
      .split('.')
      .map((part) => {
        const name = `#${part}`;
        this.names[name] = part;
        return name;
      })
      .join('.');
  }
  value(v: unknown): string {
    const name = `:f${this.n++}`;
    this.values[name] = v;
    return name;
  }
  eq = (path: string, v: unknown) => `${this.path(path)} = ${this.value(v)}`;
  lt = (path: string, v: unknown) => `${this.path(path)} < ${this.value(v)}`;
  lte = (path: string, v: unknown) => `${this.path(path)} <= ${this.value(v)}`;
  gte = (path: string, v: unknown) => `${this.path(path)} >= ${this.value(v)}`;
  between = (path: string, lo: unknown, hi: unknown) =>
    `${this.path(path)} BETWEEN ${this.value(lo)} AND ${this.value(hi)}`;
  beginsWith = (path: string, prefix: string) => `begins_with(${this.path(path)}, ${this.value(prefix)})`;
  /** conditions of which one is enough (parenthesised by `expression` when joined with others) */
  or = (...conditions: string[]) => conditions.join(' OR ');

  /** A date attribute within from..to (either end may be open). */
  dateWithin(path: string, range: DateRange): this {
    const { fromRecordedDate: from, toRecordedDate: to } = range;
    if (from && to) return this.and(this.between(path, from, to));
    if (from) return this.and(this.gte(path, from));
    if (to) return this.and(this.lte(path, to));
    return this;
  }
}

export const filter = () => new Filter();

export interface DateRange {
  /** YYYY-MM-DD, inclusive; open when absent */
  fromRecordedDate?: string;
  /** YYYY-MM-DD, inclusive; open when absent */
  toRecordedDate?: string;
}

/** The months YYYY-MM from one date to another, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > end) break;
    out.push(month);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** A document type criterion: '' or 'All' (any case) means every type. */
export const anyType = (t: string | undefined) => !t?.trim() || t.trim().toUpperCase() === 'ALL';

/** The document types a criterion names: itself, or every type in the county's code list for 'All'. */
export async function documentTypesOf(county: string, t: string | undefined): Promise<string[]> {
  if (!anyType(t)) return [t!.trim().toUpperCase()];
  return (await listCodes(county, 'documentTypes')).map((r) => r.code);
}

/** Adds the common document filters: document type (`dt`), instrument group (`ig`) and recorded date (`rd`). */
export function documentFilter(
  c: DateRange & { documentType?: string; instrumentGroup?: string },
  f: Filter = filter(),
): Filter {
  if (!anyType(c.documentType)) f.and(f.eq('dt', c.documentType!.trim().toUpperCase()));
  if (!anyType(c.instrumentGroup)) f.and(f.eq('ig', c.instrumentGroup!.trim().toUpperCase()));
  return f.dateWithin('rd', c);
}

/** The parts of a sort key ('SMITH|JOHN|Q|GR|2024-01-02|A1'). */
export const skParts = (item: { sk: string }) => item.sk.split(SEP);
