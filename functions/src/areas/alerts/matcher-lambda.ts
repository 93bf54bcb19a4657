// The matcher's Lambda: the records table's DynamoDB Stream (filtered to document entity items, infra/lib/alerts)
// calls it with a batch; a thrown error retries the batch (bisected on error, then to the dead-letter queue), and
// the sent markers keep a retried batch from mailing anyone twice. Locally scripts/local/stream-poller.ts calls the
// same handler.
import { alertOnRecorded, type MatchOutcome } from './matcher.ts';
import { recordedDocuments, type StreamRecord } from './stream-records.ts';

export async function handler(event: { Records?: readonly StreamRecord[] }): Promise<MatchOutcome> {
  return alertOnRecorded(recordedDocuments(event.Records ?? []));
}
