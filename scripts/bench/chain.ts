// Bench of issue 32: the chain of title of a parcel with 500 documents (POST search/chainOfTitle) over its floor:
// the DynamoDB calls it must make (the session, the parcel's Query, the 5 BatchGets of its documents, the one of a
// reference off the land), recorded from the API call and issued again alone (floor.ts). The chain's own work
// (ordering, linking, concluding 500 documents) is the API's cost. Goal <= 1.25. Staff ask, so nothing is charged.
import { buildChain } from '@portal/shared/chain-of-title/build-chain';
import { CHAIN_MAX_DOCUMENTS } from '@portal/shared/chain-of-title/chain';
import { documentRow } from '@portal/shared/records/document';
import { codeBook } from '../../functions/src/data/records/code-book.ts';
import { documentItems } from '../../functions/src/data/records/record-items.ts';
import { saveRecords } from '../../functions/src/data/records/save-records.ts';
import { TestClient } from '../../test/support/api-client.ts';
import { seedDemoCounties } from '../seed/demo-counties.ts';
import { instrumentCodes } from '../seed/demo-records/codes.ts';
import { formatParts, measureAgainstFloor, verdict } from './floor.ts';
import { withThrowawayStack } from './throwaway-stack.ts';

export const CHAIN_FLOOR_GOAL = 1.25;
const PARCEL = 'BENCHCHAIN500';

/** A parcel's 500 documents a month apart: deeds, mortgages and their satisfactions, one reference off the land. */
function parcelDocuments() {
  const codes = ['WD', 'MTG', 'SAT', 'MTG', 'AOM'];
  const day = (n: number) => new Date(Date.UTC(1960, 0, 1) + n * 30 * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: CHAIN_MAX_DOCUMENTS }, (_, i) => {
    const code = codes[i % codes.length] ?? 'WD';
    const earlier = code === 'SAT' || code === 'AOM' ? [{ docType: 'A', docNumber: String(900_000 + i - 1) }] : [];
    return documentRow.parse({
      docType: 'A',
      docNumber: String(900_000 + i),
      instrumentCode: code,
      recordedDateTime: `${day(i)}T10:00`,
      grantors: [{ lastName: `OWNER ${i}` }],
      grantees: [{ lastName: code === 'WD' ? `OWNER ${i + 1}` : 'BANK' }],
      parcelIds: [PARCEL],
      references: i === CHAIN_MAX_DOCUMENTS - 1 ? [{ docType: 'A', docNumber: '1' }] : earlier,
      ...(code === 'MTG' ? { mortgageAmountCents: 10_000_000 + i } : {}),
    });
  });
}

export async function benchChain(options: { county: string; log: (l: string) => void }) {
  const { county, log } = options;
  await seedDemoCounties([{ id: county, name: county, stateCode: 'MN', config: {} }]);
  const codes = codeBook({ documentTypes: [], instrumentCodes: instrumentCodes('minnesota'), plats: [] });
  const docs = parcelDocuments();
  // of each document's index items only its parcel's: the one partition a chain by parcel reads
  const rows = docs.map((d) => documentItems(county, d, codes));
  await saveRecords(rows.map((r) => ({ ...r, index: r.index.filter((i) => i.pk.includes('#PA#')) })));
  const client = new TestClient(county);
  await client.login('county.admin');
  let n = 0;
  const api = async () => {
    // a new report each time, as a reader opening it again (staff: free, nothing written)
    const res = await client.post<{ report: { documentCount: number } }>('search/chainOfTitle', {
      by: 'parcel',
      parcelId: PARCEL,
      requestId: `bench-chain-${++n}`,
    });
    if (res.status !== 200 || res.body.content?.report?.documentCount !== CHAIN_MAX_DOCUMENTS)
      throw new Error(`chainOfTitle: ${res.status} ${res.body.message ?? ''}`);
  };
  const m = await measureAgainstFloor({ api });
  const ratio = m.apiMs / m.floor.ms;
  // the pure part alone, for the reader of the numbers: what the chain's rules cost on 500 documents
  const started = performance.now();
  buildChain(
    docs.map((d, i) => ({
      docId: `A${d.docNumber}`,
      displayNumber: d.docNumber,
      instrumentCode: d.instrumentCode,
      instrumentDescription: '',
      instrumentGroup: '',
      recordedDateTime: d.recordedDateTime,
      grantors: [],
      grantees: [],
      references: d.references.map((r) => `${r.docType}${r.docNumber}`),
      ...(i % 5 === 1 ? { mortgageAmountCents: 1 } : {}),
    })),
  );
  const rulesMs = performance.now() - started;
  const others = m.floor.others.length ? `; also sent: ${m.floor.others.join(', ')}` : '';
  log(
    `chain: ${county}: chain of title of a ${CHAIN_MAX_DOCUMENTS}-document parcel  API ${m.apiMs.toFixed(1)} ms  floor ${m.floor.ms.toFixed(1)} ms` +
      `  ratio ${ratio.toFixed(2)}  (goal <= ${CHAIN_FLOOR_GOAL})  ${verdict(ratio, CHAIN_FLOOR_GOAL)}   [${formatParts(m.floor)}${others}]` +
      `  (the rules alone ${rulesMs.toFixed(1)} ms)`,
  );
  return { apiMs: m.apiMs, floorMs: m.floor.ms, ratio };
}

/** `npm run bench -- --only=chain`: the chain bench alone, on a stack of its own. */
export const benchChainAlone = () =>
  withThrowawayStack('chain', () => benchChain({ county: 'bench-chain', log: console.log }));
