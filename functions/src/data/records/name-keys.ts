// How a party's name becomes index keys at import and a typed name becomes searches, by one set of rules, so that
// what an examiner types meets what a county stored (issue 19, real index data):
// - punctuation squeezed out of the last name ('M&T' = 'M & T' = 'MT', 'N.A.' = 'NA', 'RIOS-QUINTANA' =
//   'RIOS QUINTANA' = 'RIOSQUINTANA', "O'BRIEN" = 'O BRIEN' = 'OBRIEN'); '&' and the word AND dropped, so
//   'SMITH & SONS' = 'SMITH AND SONS';
// - leading noise words dropped ('THE', 'ESTATE OF', 'C/O'): 'CHASE MANHATTAN BANK' finds 'THE CHASE MANHATTAN BANK';
// - a middle initial kept inside the first name ('MARY K') moved to the initial, and an initial compared with the
//   first name's last word too ('MARY KATHERINE' has K);
// - each word of a person's multi-word last name indexed too ('GARCIA LOPEZ, MARIA' under GARCIA and LOPEZ);
// - a person recorded as one string ('JOHNSON MARY K' as the last name) indexed as JOHNSON, MARY K as well.
// Pure: the importer, the search and the property test (name-keys.test.ts) all call these.

/** One index entry of a party: the sort key's first three parts. */
export interface NameKey {
  last: string;
  first: string;
  mi: string;
}

export interface TypedName {
  lastName: string;
  firstName?: string;
  middleInitial?: string;
}

/** Upper case, accents dropped, apostrophes removed, '&' a word of its own, other punctuation a space; the words. */
export function nameWords(s: string): string[] {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['\u2019`]/g, '')
    .replace(/&/g, ' & ')
    .split(/[^A-Z0-9&]+/)
    .filter(Boolean);
}

const NOISE_PREFIXES = [['THE'], ['ESTATE', 'OF'], ['EST', 'OF'], ['C', 'O'], ['ATTN']];
const AND = new Set(['&', 'AND']);

/** The words that name a party: leading noise words and '&'/AND dropped (unless nothing else is left). */
export function lastNameWords(s: string): string[] {
  let words = nameWords(s);
  for (let again = true; again; ) {
    again = false;
    for (const noise of NOISE_PREFIXES) {
      if (words.length > noise.length && noise.every((w, i) => words[i] === w)) {
        words = words.slice(noise.length);
        again = true;
      }
    }
  }
  const kept = words.filter((w) => !AND.has(w));
  return kept.length ? kept : words;
}

/** The last name as keyed: its words squeezed together ('RIOS-QUINTANA' -> 'RIOSQUINTANA'). */
export const lastNameKey = (s: string) => lastNameWords(s).join('');

/** A first name and initial as keyed: words joined by a space; a lone trailing letter is the initial when none is
 *  given ('MARY K' -> MARY, K). */
export function givenKey(firstName: string, middleInitial: string): { first: string; mi: string } {
  const words = nameWords(firstName).filter((w) => w !== '&');
  let mi = nameWords(middleInitial).join('').slice(0, 1);
  if (!mi && words.length > 1 && words.at(-1)!.length === 1) mi = words.pop()!;
  return { first: words.join(' '), mi };
}

// Words that mark a business or a trust: a one-string name holding one is not split into last and first name.
const BUSINESS = new Set(
  [
    'BANK BANCORP INC LLC LLP LP LTD CO CORP CORPORATION COMPANY TRUST TRUSTEE ASSOCIATION ASSN FUND CHURCH',
    'CITY COUNTY STATE UNITED STATES NA FSB MORTGAGE SERVICES GROUP PARTNERS HOLDINGS PROPERTIES INVESTMENTS',
    'DEPARTMENT DEPT OF TITLE ABSTRACT HOMES BUILDERS CONSTRUCTION DEVELOPMENT LAND REALTY FARMS ENTERPRISES',
    'CREDIT UNION SAVINGS LOAN FEDERAL NATIONAL AUTHORITY REVOCABLE IRREVOCABLE LIVING FAMILY ESTATE',
  ]
    .join(' ')
    .split(' '),
);
// Particles of a compound surname that name nobody on their own.
export const PARTICLES = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'DA',
  'DI',
  'DO',
  'DOS',
  'DAS',
  'VAN',
  'VON',
  'DER',
  'Y',
]);

/** A one-string person's name ('JOHNSON MARY K') as last name and given names, or none for a business or a name
 *  of one word or of more than three. */
function splitOneString(words: string[]): NameKey | undefined {
  if (words.length < 2 || words.length > 3 || words.some((w) => BUSINESS.has(w) || /\d/.test(w))) return undefined;
  const [last, ...given] = words;
  return { last: last!, ...givenKey(given.join(' '), '') };
}

/** The index entries of a recorded party: the whole name, then each word of a person's compound last name, or the
 *  one-string split (not of 'SMITH & SONS'). Entries repeat no (last, first, initial). */
export function nameKeysOf(p: TypedName): NameKey[] {
  const words = lastNameWords(p.lastName);
  const last = words.join('');
  if (!last) return [];
  const given = givenKey(p.firstName ?? '', p.middleInitial ?? '');
  const keys: NameKey[] = [{ last, ...given }];
  if (given.first && words.length > 1) {
    for (const w of words) if (w.length > 1 && !PARTICLES.has(w)) keys.push({ last: w, ...given });
  } else if (!given.first && !nameWords(p.lastName).some((w) => AND.has(w))) {
    const split = splitOneString(words);
    if (split) keys.push(split);
  }
  return [...new Map(keys.map((k) => [`${k.last}|${k.first}|${k.mi}`, k])).values()];
}

/** The searches for a typed name: as typed, and, for a last name of two or three words typed with no first name,
 *  also as last name and first name ('JOHNSON MARY' finds 'JOHNSON, MARY'). */
export function nameSearchesOf(c: TypedName): NameKey[] {
  const words = lastNameWords(c.lastName ?? '');
  const last = words.join('');
  if (!last) return [];
  const given = givenKey(c.firstName ?? '', c.middleInitial ?? '');
  const searches: NameKey[] = [{ last, ...given }];
  if (!given.first && !nameWords(c.lastName).some((w) => AND.has(w))) {
    const split = splitOneString(words);
    if (split) searches.push({ ...split, mi: split.mi || given.mi });
  }
  return searches;
}

/** Whether an entry's initial answers a searched one: the same initial, or the first letter of the first name's
 *  last word when it has two or more ('MARY KATHERINE' answers K). */
export function initialMatches(searched: string, entry: { first: string; mi: string }): boolean {
  if (!searched || entry.mi === searched) return true;
  const words = entry.first.split(' ');
  return words.length > 1 && words.at(-1)!.startsWith(searched);
}

/** Whether an entry answers a search: the last name a prefix (exact with a first name), the first name a prefix. */
export function keyMatches(s: NameKey, k: NameKey): boolean {
  const lastOk = s.first ? k.last === s.last && k.first.startsWith(s.first) : k.last.startsWith(s.last);
  return lastOk && initialMatches(s.mi, k);
}
