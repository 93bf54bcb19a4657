// The spellings abstractors search by hand, folded to one before a name's sound is taken, so that the folded forms
// of both sides meet: business suffixes (CORPORATION = CORP, L L C = LIMITED LIABILITY COMPANY = LLC, BANK = BK, ...),
// SAINT / STE = ST as a surname's first word, Mc / Mac before a doubled C ('McClarren' = 'McLarren' =
// 'MacClarren') and the Swedish QV ('Lindqvist' = 'Lindquist'). O' needs no fold: name-keys.ts already squeezes "O'BRIEN", 'O BRIEN' and 'OBRIEN' together.
import { lastNameWords } from '../name-keys.ts';

// Each run of words on the left is written as the word on the right (longest runs first).
const SUFFIX_RUNS: Array<[string[], string]> = [
  [['LIMITED', 'LIABILITY', 'COMPANY'], 'LLC'],
  [['LIMITED', 'LIABILITY', 'CO'], 'LLC'],
  [['L', 'L', 'C'], 'LLC'],
  [['L', 'L', 'P'], 'LLP'],
  [['CORPORATION'], 'CORP'],
  [['COMPANY'], 'CO'],
  [['INCORPORATED'], 'INC'],
  [['ASSOCIATION'], 'ASSN'],
  [['ASSOC'], 'ASSN'],
  [['NATIONAL'], 'NATL'],
  [['BANK'], 'BK'],
  [['MORTGAGE'], 'MTG'],
  [['LIMITED'], 'LTD'],
];

/** The words with every business suffix run written one way. */
export function foldSuffixes(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const run = SUFFIX_RUNS.find(([from]) => from.every((w, k) => words[i + k] === w));
    if (run) {
      out.push(run[1]);
      i += run[0].length;
    } else out.push(words[i++]!);
  }
  return out;
}

/** A last name as the sound index keys it: its words folded, then squeezed as name-keys.ts squeezes them. */
export function foldedLastName(lastName: string): string {
  const words = foldSuffixes(lastNameWords(lastName));
  if (words.length > 1 && (words[0] === 'SAINT' || words[0] === 'STE')) words[0] = 'ST';
  // QV is how Swedish names wrote QU ('LINDQVIST' = 'LINDQUIST')
  return words
    .join('')
    .replace(/^M(A?)CC/, 'M$1C')
    .replace(/QV/g, 'QU');
}
