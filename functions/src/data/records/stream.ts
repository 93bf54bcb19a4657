// The records table's stream records (DynamoDB Streams, NEW_IMAGE), as the Lambda event and GetRecords
// (scripts/local/stream-poller.ts) hand them: an item's new image in the table's attribute-value format.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

export interface StreamRecord {
  eventID?: string;
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE' | string;
  dynamodb?: { NewImage?: Record<string, AttributeValue>; SequenceNumber?: string };
}

/** A stream record's new image as the item it is (what a GetItem of it answers), or undefined without one. */
export function documentOfStreamRecord<T = Record<string, unknown>>(record: StreamRecord): T | undefined {
  const image = record.dynamodb?.NewImage;
  return image ? (unmarshall(image) as T) : undefined;
}
