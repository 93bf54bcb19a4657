// Torrens text search: certificates by the words of their legal text (L), memorial document numbers (D), memorial
// texts (M) and recital (R); A is all four. One partition per section and word, keyed by certificate. Several words
// find the certificates having every word (per-word sets intersected, each bounded, a cut-off set checked by key).
// A memorial document number is keyed with its type ('A1000123'); the number alone ('1000123') finds it too, by
// trying each document type of the county's code list.
import { type TorrensTextSection, torrensTextPartition } from '../keys.ts';
import { normalizeName, textTokens } from '../normalize.ts';
import { listCodes } from '../read-records.ts';
import type { CertificateSummary } from '../summaries.ts';
import { certificates, gather, getItems, type QueryResult } from './gather.ts';
import { intersect, union } from './sets.ts';

export type TorrensSearchIn = 'A' | TorrensTextSection;

export interface TorrensTextCriteria {
  text: string;
  /** A (all sections) by default */
  searchIn?: TorrensSearchIn;
}

type Partition = [section: TorrensTextSection, token: string];

export async function byTorrensText(county: string, c: TorrensTextCriteria): Promise<QueryResult<CertificateSummary>> {
  const searchIn = (c.searchIn ?? 'A').toUpperCase() as TorrensSearchIn;
  // document types are tried only before numbers, on D and A
  const numbers = /\d/.test(c.text ?? '') && (searchIn === 'A' || searchIn === 'D');
  const types = numbers ? (await listCodes(county, 'documentTypes')).map((r) => r.code) : [];
  // the memorial document number forms of a text: as typed and, when it holds a number, after each type
  const documentNumbers = (token: string): Partition[] =>
    [token, ...(/\d/.test(token) ? types.map((t) => `${t}${token}`) : [])].map((v): Partition => ['D', v]);

  const whole = normalizeName(c.text ?? '');
  if (!whole) return { items: [], truncated: false };
  if (searchIn === 'D') return anyOf(county, documentNumbers(whole));

  const sections: TorrensTextSection[] = searchIn === 'A' ? ['L', 'M', 'R'] : [searchIn];
  const words = textTokens(c.text);
  const perWord = words.map((w) => [
    ...sections.map((s): Partition => [s, w]),
    ...(searchIn === 'A' ? documentNumbers(w) : []),
  ]);
  const everyWord = await allOf(county, perWord);
  // on A, a text of several words may also be one memorial document number ('2024-0001' is keyed 'A2024 0001')
  if (searchIn !== 'A' || (words.length === 1 && words[0] === whole)) return everyWord;
  return union([everyWord, await anyOf(county, documentNumbers(whole))], certificates.idOf);
}

/** The certificates found in any of the partitions, each once. */
const anyOf = (county: string, partitions: Partition[]) =>
  gather(
    partitions.map(([section, token]) => ({ pk: torrensTextPartition(county, section, token) })),
    { ...certificates, concurrency: 4 },
  );

/** The certificates found, for every word, in one of that word's partitions. */
async function allOf(county: string, perWord: Partition[][]): Promise<QueryResult<CertificateSummary>> {
  if (!perWord.length) return { items: [], truncated: false };
  const sets = await Promise.all(perWord.map((p) => anyOf(county, p)));
  return intersect(sets, certificates.idOf, async (candidates, i) => {
    const keys = candidates.flatMap((s) =>
      perWord[i]!.map(([section, token]) => ({ pk: torrensTextPartition(county, section, token), sk: s.id })),
    );
    return new Set((await getItems(keys, 'pk, sk')).map((item) => item.sk));
  });
}
