// A chain of title: the land's document ids (land-documents.ts), the documents by key (BatchGet, 100 a call, at
// most CHAIN_MAX_DOCUMENTS), one more BatchGet for the references that point off the land (on file or not), then
// the pure rules (shared/chain-of-title/build-chain.ts).
import { buildChain } from '@portal/shared/chain-of-title/build-chain';
import {
  CHAIN_MAX_DOCUMENTS,
  CHAIN_NOTICE,
  type ChainDocument,
  type ChainOfTitleResponse,
} from '@portal/shared/chain-of-title/chain';
import type { ChainOfTitleRequest } from '@portal/shared/chain-of-title/request';
import { type DocumentRow, docIdOf } from '@portal/shared/records/document';
import { displayNameOf } from '@portal/shared/records/fields';
import {
  type CodeBook,
  displayBookAndPage,
  getDocuments,
  loadCodeBook,
  recordsOnFile,
} from '#src/data/records/index.ts';
import { getConfig } from '#src/platform/config.ts';
import { landDocuments } from './land-documents.ts';

/** References off the land looked up per chain: one BatchGet call's worth of documents and liens. */
const MAX_OFF_LAND_REFERENCES = 50;

export async function readChain(county: string, r: ChainOfTitleRequest): Promise<ChainOfTitleResponse> {
  const [land, codes, common, search2, dates] = await Promise.all([
    landDocuments(county, r, CHAIN_MAX_DOCUMENTS),
    loadCodeBook(county),
    getConfig(county, 'common'),
    getConfig(county, 'search2'),
    getConfig(county, 'notableDates'),
  ]);
  const rows = await getDocuments(county, land.docIds);
  const docs = rows.map((d) => chainDocument(d, codes));
  const onLand = new Set(docs.map((d) => d.docId));
  const offLand = [...new Set(docs.flatMap((d) => d.references))].filter((id) => !onLand.has(id));
  const onFile = offLand.length ? await recordsOnFile(county, offLand.slice(0, MAX_OFF_LAND_REFERENCES)) : new Map();
  const elsewhere = new Map([...onFile].map(([id, code]) => [id, code ? codes.instrumentDescription(code) : '']));
  const chain = buildChain(docs, elsewhere);
  const certificate = land.certificate && {
    ...land.certificate,
    memorialsNotOnFile: land.docIds.filter((id) => !onLand.has(id)),
  };
  return {
    land: land.land,
    chain,
    documentCount: docs.length,
    truncated: land.truncated,
    ...(certificate ? { certificate } : {}),
    notice: CHAIN_NOTICE,
    disclaimer: search2.chainOfTitleDisclaimer.trim() || CHAIN_NOTICE,
    countyName: common.countyName,
    // the Torrens index's date for a certificate, the abstract index's for other land
    verifiedThrough: r.by === 'certificate' ? dates.torrensVerifiedDate : dates.abstractVerifiedDate,
  };
}

function chainDocument(d: DocumentRow, codes: CodeBook): ChainDocument {
  const bookPage = displayBookAndPage(d.book, d.page);
  return {
    docId: docIdOf(d),
    displayNumber: d.displayDocNumber ?? d.docNumber,
    instrumentCode: d.instrumentCode,
    instrumentDescription: codes.instrumentDescription(d.instrumentCode),
    instrumentGroup: codes.instrumentGroup(d.instrumentCode),
    recordedDateTime: d.recordedDateTime,
    ...(bookPage ? { bookPage } : {}),
    grantors: d.grantors.map(displayNameOf),
    grantees: d.grantees.map(displayNameOf),
    references: d.references.map(docIdOf),
    ...(d.mortgageAmountCents !== undefined ? { mortgageAmountCents: d.mortgageAmountCents } : {}),
    ...(d.salePriceCents !== undefined ? { salePriceCents: d.salePriceCents } : {}),
  };
}
