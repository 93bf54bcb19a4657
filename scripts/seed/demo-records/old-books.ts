// The county's books from before the computer index: grantor-grantee index books (each page covers an
// alphabetical range of names for a span of years, both a GRANTOR and a GRANTEE series, pages of a series and era
// never overlapping) and tract books (entries by section, township and range, 1880-1950).
import type { bookReferenceRow } from '@portal/shared/records/book-reference';
import type { tractBookRow } from '@portal/shared/records/tract-book';
import type { z } from 'zod';
import { dayNumber, dayString } from './calendar.ts';
import { DOC_TYPE } from './codes.ts';
import { allSurnames, type NameBook, person } from './names.ts';
import type { LegalInput, Plat } from './profile.ts';
import type { Random } from './random.ts';

export type BookReferenceInput = z.input<typeof bookReferenceRow>;
export type TractBookInput = z.input<typeof tractBookRow>;

/** A ledger line of an old book page, for its image. */
export type LedgerLine = [string, string, string, string, string];

export interface OldPage<R> {
  row: R;
  /** the entries written on the page (only made for pages that get an image) */
  lines?: LedgerLine[];
  title: string;
}

const ERAS = [
  [1900, 1909],
  [1910, 1919],
  [1920, 1929],
  [1930, 1939],
  [1940, 1949],
] as const;
const OLD_INSTRUMENTS = ['WD', 'QCD', 'MTG', 'SAT', 'PAT', 'CD', 'AFF', 'EAS'];

export function* bookReferences(
  rng: Random,
  names: NameBook,
  documents: number,
  withImages: number,
): Generator<OldPage<BookReferenceInput>> {
  const surnames = allSurnames();
  const perSeries = Math.min(surnames.length, Math.max(20, Math.min(400, Math.round(documents / 500))));
  let imaged = 0;
  for (const type of ['GRANTOR', 'GRANTEE'] as const) {
    for (const [from, to] of ERAS) {
      for (let i = 0; i < perSeries; i++) {
        const first = Math.floor((i * surnames.length) / perSeries);
        const last = Math.floor(((i + 1) * surnames.length) / perSeries) - 1;
        const fromName = surnames[first] as string;
        const toName = surnames[last] as string;
        const image = imaged < withImages && i % 7 === 0;
        if (image) imaged += 1;
        const row: BookReferenceInput = {
          id: `${type === 'GRANTOR' ? 'GR' : 'GE'}-${from}-${String(i + 1).padStart(3, '0')}`,
          type,
          fromName,
          toName,
          fromDate: `${from}-01-01`,
          toDate: `${to}-12-31`,
          docType: DOC_TYPE.indexBook,
          docNumber: `${from}${type === 'GRANTOR' ? 1 : 2}${String(i + 1).padStart(4, '0')}`,
          pageCount: image ? 1 : 0,
        };
        const title = `${type} INDEX ${from}-${to}   ${fromName} TO ${toName}`;
        yield {
          row,
          title,
          lines: image
            ? ledger(rng, names, from, to, () => surnames[rng.int(first, last)] as string, type === 'GRANTOR')
            : undefined,
        };
      }
    }
  }
}

const QUARTERS = ['NE', 'NW', 'SE', 'SW'] as const;

export function* tractBooks(
  rng: Random,
  names: NameBook,
  documents: number,
  oldPlats: readonly Plat[],
  withImages: number,
): Generator<OldPage<TractBookInput>> {
  const count = Math.max(20, Math.min(20_000, Math.round(documents / 50)));
  for (let i = 0; i < count; i++) {
    const plat = oldPlats.length && rng.chance(0.2) ? rng.pick(oldPlats) : undefined;
    const platYear = plat ? Number(dayString(plat.day).slice(0, 4)) : 1880;
    const fromYear = Math.max(platYear, rng.int(1880, 1940));
    const toYear = Math.min(1950, fromYear + rng.int(5, 40));
    let legal: LegalInput;
    let description: string;
    let book: string;
    let page: string;
    if (plat) {
      const block = plat.blocks ? rng.int(1, plat.blocks) : undefined;
      legal = { kind: 'LB', platCode: plat.code, block: block ? String(block) : undefined };
      description = `${block ? `BLOCK ${block} ` : ''}${plat.name}`;
      book = `P-${Math.floor(i / 400) + 1}`;
      page = String((i % 400) + 1);
    } else {
      const township = rng.int(130, 140);
      const range = rng.int(25, 35);
      const section = rng.int(1, 36);
      const q = rng.pick(QUARTERS);
      const qq = rng.pick(QUARTERS);
      legal = { kind: 'MB', section, township, range, q, qq };
      description = `${qq}1/4 ${q}1/4 SEC ${section} T${township} R${range}`;
      book = `${township}-${range}`;
      page = String((section - 1) * 4 + QUARTERS.indexOf(q) + 1);
    }
    const image = i < withImages;
    const id = `TB${String(i + 1).padStart(5, '0')}`;
    yield {
      row: {
        id,
        book,
        page,
        description: `${description}, ENTRIES ${fromYear}-${toYear}`,
        fromDate: dayString(dayNumber(fromYear, 1, 1) + rng.int(0, 364)),
        toDate: dayString(dayNumber(toYear, 1, 1) + rng.int(0, 364)),
        legals: [legal],
        docType: DOC_TYPE.tractBook,
        docNumber: String(i + 1).padStart(6, '0'),
        pageCount: image ? 1 : 0,
      },
      title: `TRACT BOOK ${book} PAGE ${page}   ${description}`,
      lines: image ? ledger(rng, names, fromYear, toYear, () => names.surname(rng), true) : undefined,
    };
  }
}

/** Entries of an old book page: grantor, grantee, instrument, date, book and page, in date order. */
function ledger(
  rng: Random,
  names: NameBook,
  fromYear: number,
  toYear: number,
  indexed: () => string,
  indexedIsGrantor: boolean,
): LedgerLine[] {
  const lines: LedgerLine[] = [];
  const n = rng.int(18, 30);
  const start = dayNumber(fromYear, 1, 1);
  const span = dayNumber(toYear, 12, 31) - start;
  const days = Array.from({ length: n }, () => start + rng.int(0, span)).sort((a, b) => a - b);
  for (const day of days) {
    const own = person(rng, names, indexed());
    const other = person(rng, names);
    const name = (p: typeof own) => `${p.lastName} ${p.firstName ?? ''}`.trim();
    const [grantor, grantee] = indexedIsGrantor ? [own, other] : [other, own];
    lines.push([
      name(grantor),
      name(grantee),
      rng.pick(OLD_INSTRUMENTS),
      dayString(day),
      `${rng.int(1, 120)}/${rng.int(1, 600)}`,
    ]);
  }
  return lines;
}
