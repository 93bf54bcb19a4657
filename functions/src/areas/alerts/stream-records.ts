// The records table's stream records (DynamoDB Streams, NEW_IMAGE) as recorded documents: only a document's entity
// item (sk DOC) inserted or changed is a recording; index items, liens, certificates and removals are not.
// The same shape arrives in the Lambda event and from GetRecords (scripts/local/stream-poller.ts).
import type { DocumentRow } from '@portal/shared/records/document';
import { documentOfStreamRecord, type StreamRecord } from '#src/data/records/stream.ts';
import type { RecordedDocument } from './matcher.ts';

export type { StreamRecord };

const DOC_PK = /^C#([a-z][a-z0-9-]*)#DOC#(.+)$/;

/** Cloud-side filter of the event source mapping: the same rule, so the Lambda is not even called for the rest. */
export const documentRecordFilter = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { sk: { S: ['DOC'] }, t: { S: ['DOC'] } } },
};

export function recordedDocuments(records: readonly StreamRecord[]): RecordedDocument[] {
  const docs: RecordedDocument[] = [];
  for (const r of records) {
    const image = r.dynamodb?.NewImage;
    if (r.eventName === 'REMOVE' || image?.sk?.S !== 'DOC' || image.t?.S !== 'DOC') continue;
    const match = DOC_PK.exec(image.pk?.S ?? '');
    if (!match) continue;
    const item = documentOfStreamRecord<{
      docId: string;
      row: DocumentRow;
      summary?: { instrumentDescription?: string };
    }>(r)!;
    docs.push({
      county: match[1]!,
      docId: item.docId ?? match[2]!,
      row: item.row,
      typeDescription: item.summary?.instrumentDescription,
    });
  }
  return docs;
}
