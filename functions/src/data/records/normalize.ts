// How names, numbers and lot values are written into keys, and read from a search form the same way, so that
// 'O'Brien', 'OBRIEN' and 'o brien' meet in one place. Pure: the importer and the search both use it.

/** Upper case, accents dropped, apostrophes removed, any other punctuation a single space. */
export function normalizeName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['\u2019`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** The name partition: the first two characters of the normalised last name ('SMITH' -> 'SM', 'X' -> 'X_'). */
export function namePrefix(normalizedLast: string): string {
  return `${normalizedLast.slice(0, 2)}__`.slice(0, 2).replace(/ /g, '_');
}

/** Characters that may follow the first one in a name partition (for one-letter searches). */
export const secondPrefixChars = '_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('');

/** Numbers sort as numbers inside text keys: '42' -> 'N000000000042', '42A' -> 'N000000000042A', 'X1' stays. */
export function sortableNumber(s: string): string {
  const m = /^(\d{1,12})(.*)$/.exec(s.trim().toUpperCase());
  return m ? `N${m[1]!.padStart(12, '0')}${m[2]}` : `S${s.trim().toUpperCase()}`;
}

/** A document number as typed, with the county's separator: documents are numbered with letters, digits and dashes
 *  (shared/records/fields.ts), so an underscore, space, dot or slash typed between the parts is a dash
 *  ('FT_1234', 'ft 1234' -> 'FT-1234'); the record keeps its own display form. */
export const documentNumberKey = (s: string) =>
  s
    .trim()
    .toUpperCase()
    .replace(/[\s_./\\-]+/g, '-')
    .replace(/^-|-$/g, '');

/** A lot, block or page value for a key: numbers padded, blanks as '-'. */
export const keyPart = (s: string | undefined) => (s?.trim() ? sortableNumber(s) : '-');

/** Words of a text for the Torrens text index: normalised, at least two characters, each once. */
export function textTokens(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      normalizeName(text)
        .split(' ')
        .filter((w) => w.length >= 2),
    ),
  ];
}
