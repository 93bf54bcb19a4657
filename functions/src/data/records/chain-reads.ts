// The reads of a chain of title (issue 32) that the searches do not already make: the documents of one Marianas
// tract (island, village and parcel all in the key, so the Query reads that parcel's items and no other), the
// documents themselves by key, and which referenced records are on file at all. Each is bounded by its caller's cap.
import type { DocumentRow } from '@portal/shared/records/document';
import { entityKeys, SEP, tractPartition } from './keys.ts';
import { normalizeName } from './normalize.ts';
import { documents, gather, getItems, type QueryResult } from './queries/gather.ts';
import type { DocumentSummary } from './summaries.ts';

/** The documents indexed under one tract: `C#c#TR#<island>`, `begins_with(VILLAGE|PARCEL|)`, up to MAX_RESULTS as
 *  every search. */
export async function byTractParcel(
  county: string,
  t: { island: string; village: string; parcelId: string },
): Promise<QueryResult<DocumentSummary>> {
  const prefix = `${normalizeName(t.village)}${SEP}${t.parcelId.trim().toUpperCase()}${SEP}`;
  return gather([{ pk: tractPartition(county, normalizeName(t.island)), sk: { beginsWith: prefix } }], documents);
}

/** Whole documents by id (BatchGet, 100 a call), those on file, in no particular order. */
export async function getDocuments(county: string, docIds: string[]): Promise<DocumentRow[]> {
  const items = await getItems(docIds.map((id) => entityKeys.document(county, id)));
  return items.map((i) => i.row as DocumentRow);
}

/** Of these record ids, those on file as a document or a tax lien, with their instrument code. */
export async function recordsOnFile(county: string, ids: string[]): Promise<Map<string, string>> {
  const keys = ids.flatMap((id) => [entityKeys.document(county, id), entityKeys.taxLien(county, id)]);
  const items = await getItems(keys, 'pk, sk, docId, #row.instrumentCode');
  const found = new Map<string, string>();
  for (const item of items) {
    const row = item.row as { instrumentCode?: string } | undefined;
    found.set(item.docId as string, row?.instrumentCode ?? '');
  }
  return found;
}
