// The demo counties' chains of title (issue 32), as the browser suite and `npm start` load them (1,200 documents):
// parcels with several conveyances, a refinanced mortgage satisfied, an assigned one, mortgages left open and
// easements from the generator's own transactions; and from its last documents (showcase-chains.ts) a federal tax
// lien released and one not, and an easement naming a document not on file. Read through the chain's own rules.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildChain } from '@portal/shared/chain-of-title/build-chain';
import type { ChainOfTitle } from '@portal/shared/chain-of-title/chain';
import { docIdOf } from '@portal/shared/records/document';
import { afterAll, describe, expect, it } from 'vitest';
import { instrumentCodes, type ProfileId } from '../codes.ts';
import { generateDemoRecords } from '../generate.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type Row = {
  docType: string;
  docNumber: string;
  instrumentCode: string;
  recordedDateTime: string;
  grantees?: Array<{ lastName: string }>;
  parcelIds?: string[];
  references?: Array<{ docType: string; docNumber: string }>;
  mortgageAmountCents?: number;
};

/** Every parcel's chain of a generated set, and the ids on file. */
async function chainsOf(profile: ProfileId): Promise<{ chains: Map<string, ChainOfTitle>; onFile: Set<string> }> {
  const dir = join(tmpdir(), `showcase-${profile}-${process.pid}`);
  dirs.push(dir);
  await generateDemoRecords({ profile, documents: 1200, imageDocuments: 0, outDir: dir });
  const read = (f: string) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Row);
  const docs = read('documents.ndjson');
  const onFile = new Set([...docs, ...read('tax-liens.ndjson')].map(docIdOf));
  const codes = new Map(instrumentCodes(profile).map((c) => [c.code, c]));
  const byParcel = new Map<string, Row[]>();
  for (const d of docs) for (const p of d.parcelIds ?? []) byParcel.set(p, [...(byParcel.get(p) ?? []), d]);
  const chains = new Map<string, ChainOfTitle>();
  for (const [parcel, rows] of byParcel) {
    const chainDocs = rows.map((d) => ({
      docId: docIdOf(d),
      displayNumber: d.docNumber,
      instrumentCode: d.instrumentCode,
      instrumentDescription: codes.get(d.instrumentCode)?.description ?? '',
      instrumentGroup: codes.get(d.instrumentCode)?.group ?? '',
      recordedDateTime: d.recordedDateTime,
      grantors: [],
      grantees: (d.grantees ?? []).map((g) => g.lastName),
      references: (d.references ?? []).map(docIdOf),
      ...(d.mortgageAmountCents ? { mortgageAmountCents: d.mortgageAmountCents } : {}),
    }));
    const elsewhere = new Map(
      chainDocs.flatMap((d) => d.references).flatMap((id) => (onFile.has(id) ? [[id, 'on file']] : [])) as Array<
        [string, string]
      >,
    );
    chains.set(parcel, buildChain(chainDocs, elsewhere));
  }
  return { chains, onFile };
}

describe.each(['minnesota', 'marianas'] as const)('the %s demo chains', (profile) => {
  it('has every kind of chain an examiner meets', async () => {
    const { chains } = await chainsOf(profile);
    const all = [...chains.values()];
    const count = (test: (c: ChainOfTitle) => boolean) => all.filter(test).length;
    const federal = (x: { instrumentDescription: string }) => x.instrumentDescription.includes('Federal Tax Lien');
    const mortgages = (c: ChainOfTitle) => [...c.openEncumbrances, ...c.releasedEncumbrances];
    expect(count((c) => c.documents.filter((d) => d.role === 'conveyance').length >= 3)).toBeGreaterThan(5);
    expect(
      count(
        (c) =>
          c.releasedEncumbrances.some((x) => x.kind === 'mortgage') &&
          c.openEncumbrances.some((x) => x.kind === 'mortgage'),
      ),
    ).toBeGreaterThan(5);
    expect(count((c) => mortgages(c).some((x) => x.assignments.length > 0))).toBeGreaterThan(5);
    expect(count((c) => c.documents.some((d) => d.role === 'easement'))).toBeGreaterThan(5);
    // the showcase: one parcel with a federal tax lien released and one left open, on an open mortgage
    const liened = all.filter((c) => c.releasedEncumbrances.some(federal) && c.openEncumbrances.some(federal));
    expect(liened).toHaveLength(1);
    expect(liened[0]?.openEncumbrances.some((x) => x.kind === 'mortgage')).toBe(true);
    expect(liened[0]?.vestedOwner).toBeDefined();
    // and an easement that names a document not on file
    const missing = all.flatMap((c) => c.missingReferences.map((m) => c.documents.find((d) => d.docId === m.from)));
    expect(missing.map((d) => d?.instrumentCode)).toContain('EAS');
  }, 120_000);
});
