// Sounds like through the search API (issue 30): every pair of the corpus recorded as a grantor, then searched as
// typed in both modes: Sounds like finds it and says how it matched; Exact does not find it. Taxpayers too, the
// county's switch and default, exact matches first, the AND of two names, and the price of one search.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { type NamePair, soundAlikePairs } from '../../../data/records/sounds-like/__tests__/corpus.ts';
import { clientsOf, doc, lien, newSearchCounty, party, saveFixture, search } from './fixtures.ts';

let county = '';
let examiner: TestClient;

const docNumberOf = (i: number) => String(90_000 + i);
const lienNumberOf = (i: number) => String(80_000 + i);
// every third pair is a taxpayer of a lien as well
const asTaxpayer = (i: number) => i % 3 === 0;

const nameBody = (p: NamePair, matchMode?: string) => ({
  lastName1: p.typed.lastName,
  firstName1: p.typed.firstName ?? '',
  ...(matchMode ? { matchMode } : {}),
});
const taxpayerBody = (p: NamePair, matchMode: string) => ({
  searchByTaxLienMethod: 'taxpayer',
  currentOrExpired: 'ALL',
  taxpayerName: p.typed.lastName,
  taxpayerFirstName: p.typed.firstName ?? '',
  matchMode,
});

/** The row of a document in a search's answer, or undefined. */
const rowOf = (answer: Awaited<ReturnType<typeof search>>, docNumber: string) =>
  (answer.results?.searchResultList as Array<Record<string, unknown>> | undefined)?.find(
    (r) => r.docNumber === docNumber,
  );

beforeAll(async () => {
  county = await newSearchCounty('srch-sounds', { aLaCarte: { searchByName: 150 } });
  const documents = soundAlikePairs.map((p, i) =>
    doc(docNumberOf(i), 'WD', '2024-02-01T10:00', {
      grantors: [party(p.recorded.lastName, p.recorded.firstName)],
      grantees: [party('ZZTOPGRANTEE')],
    }),
  );
  documents.push(
    doc('70001', 'WD', '2023-01-01T10:00', { grantors: [party('SMYTH', 'ANN')], grantees: [party('HALVORSEN')] }),
    doc('70002', 'WD', '2023-01-02T10:00', { grantors: [party('SMITH', 'ANN')], grantees: [party('HALVORSON')] }),
    doc('70003', 'WD', '2023-01-03T10:00', { grantors: [party('SCHMIDT', 'ANN')], grantees: [party('JONES')] }),
  );
  const liens = soundAlikePairs.flatMap((p, i) =>
    asTaxpayer(i)
      ? [
          lien({
            docType: 'L',
            docNumber: lienNumberOf(i),
            instrumentCode: 'STL',
            recordedDateTime: '2024-03-01T10:00',
            lienDate: '2024-03-01',
            lienType: 'STATE',
            lienNumber: `TL-${i}`,
            totalAmountCents: 10_000,
            taxpayers: [party(p.recorded.lastName, p.recorded.firstName)],
          }),
        ]
      : [],
  );
  await saveFixture(county, { documents, liens });
  examiner = await clientsOf(county)('title.examiner');
});

const shown = (n: { lastName: string; firstName?: string }) => [n.lastName, n.firstName].filter(Boolean).join(', ');

describe('the corpus through the name search', () => {
  it.each(soundAlikePairs.map((p, i) => [p.origin, shown(p.typed), shown(p.recorded), p, i] as const))(
    '%s: %s finds %s in Sounds like mode only',
    async (_origin, _typed, _recorded, pair, i) => {
      const [sounds, exact] = await Promise.all([
        search(examiner, 'searchByName', nameBody(pair, 'soundsLike')),
        search(examiner, 'searchByName', nameBody(pair, 'exact')),
      ]);
      expect(sounds.status).toBe(200);
      expect(rowOf(sounds, docNumberOf(i))?.matchedAs).toBe(pair.kind);
      expect(rowOf(exact, docNumberOf(i))).toBeUndefined();
      // Exact's rows say nothing of how they matched
      for (const row of exact.results?.searchResultList ?? []) expect(row).not.toHaveProperty('matchedAs');
    },
  );

  it.each(soundAlikePairs.flatMap((p, i) => (asTaxpayer(i) ? [[shown(p.typed), shown(p.recorded), p, i]] : [])))(
    'taxpayer %s finds %s in Sounds like mode only',
    async (_typed, _recorded, pair, i) => {
      const p = pair as NamePair;
      const number = lienNumberOf(i as number);
      const [sounds, exact] = await Promise.all([
        search(examiner, 'searchByTaxLien', taxpayerBody(p, 'soundsLike')),
        search(examiner, 'searchByTaxLien', taxpayerBody(p, 'exact')),
      ]);
      expect(rowOf(sounds, number)?.matchedAs).toBe(p.kind);
      expect(rowOf(exact, number)).toBeUndefined();
    },
  );
});

describe('a Sounds like search', () => {
  it('lists exact matches first, then the others, whatever the sort asked for', async () => {
    const body = { lastName1: 'Smith', firstName1: 'Ann', matchMode: 'soundsLike' };
    for (const sortDirection of ['ASC', 'DESC']) {
      const answer = await search(examiner, 'searchByName', { ...body, sortKey: 'recordedDate', sortDirection });
      const rows = answer.results?.searchResultList as Array<Record<string, unknown>>;
      expect(rows.map((r) => [r.docNumber, r.matchedAs])).toEqual([
        ['70002', 'EXACT'],
        ...(sortDirection === 'ASC'
          ? [
              ['70001', 'SOUNDS_LIKE'],
              ['70003', 'SOUNDS_LIKE'],
            ]
          : [
              ['70003', 'SOUNDS_LIKE'],
              ['70001', 'SOUNDS_LIKE'],
            ]),
      ]);
    }
  });

  it('joins two names with AND, each by sound', async () => {
    const answer = await search(examiner, 'searchByName', {
      lastName1: 'Smith',
      lastName2: 'Halvorsen',
      andOr: 'AND',
      matchMode: 'soundsLike',
    });
    const rows = answer.results?.searchResultList as Array<Record<string, unknown>>;
    // SMITH/HALVORSON is exact on the first name, sound on the second: the row shows the weaker
    expect(rows.map((r) => [r.docNumber, r.matchedAs]).sort()).toEqual([
      ['70001', 'SOUNDS_LIKE'],
      ['70002', 'SOUNDS_LIKE'],
    ]);
    const exact = await search(examiner, 'searchByName', { lastName1: 'Smith', lastName2: 'Halvorsen', andOr: 'AND' });
    expect(exact.message).toBe('No Records Found.');
  });

  it('is one search, priced as one', async () => {
    const cents = (r: Awaited<ReturnType<typeof search>>) =>
      (r.content?.usageBalance as { cents: number } | null)?.cents ?? Number.NaN;
    const first = await search(examiner, 'searchByName', { lastName1: 'Kenedy', matchMode: 'exact' });
    const second = await search(examiner, 'searchByName', { lastName1: 'Kenedy', matchMode: 'soundsLike' });
    const third = await search(examiner, 'searchByName', { lastName1: 'Sulivan', matchMode: 'soundsLike' });
    // each search, in either mode, takes the name search's one price
    expect(cents(first) - cents(second)).toBe(150);
    expect(cents(second) - cents(third)).toBe(150);
  });
});

describe("the county's choice", () => {
  it('follows the default when the mode is left out, and refuses Sounds like where it is switched off', async () => {
    const soundsByDefault = await newSearchCounty('srch-sounds-default', {
      search2: { soundsLike: true, defaultMatchMode: 'soundsLike' },
    });
    const off = await newSearchCounty('srch-sounds-off', { search2: { soundsLike: false } });
    const smyth = doc('1', 'WD', '2023-01-01T10:00', { grantors: [party('SMYTH', 'ANN')] });
    await Promise.all([saveFixture(soundsByDefault, { documents: [smyth] }), saveFixture(off, { documents: [smyth] })]);
    const offClient = await clientsOf(off)('title.examiner');
    const refused = await search(offClient, 'searchByName', { lastName1: 'Smith', matchMode: 'soundsLike' });
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual({
      matchMode: 'This county does not offer Sounds like name searches. Choose Exact.',
    });
    const plain = await search(offClient, 'searchByName', { lastName1: 'Smith' });
    expect(plain.message).toBe('No Records Found.');
    const byDefault = await search(await clientsOf(soundsByDefault)('title.examiner'), 'searchByName', {
      lastName1: 'Smith',
    });
    expect(byDefault.results?.searchResultList).toMatchObject([{ docNumber: '1', matchedAs: 'SOUNDS_LIKE' }]);
  });
});
