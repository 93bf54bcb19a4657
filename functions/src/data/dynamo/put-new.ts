// A Put of a new item (attribute_not_exists) that survives the SDK's own retry: when the answer to the first attempt
// was lost (the connection dropped after DynamoDB wrote it), the SDK sends it again and meets the item it wrote
// itself. DynamoDB hands back the item in the way (ReturnValuesOnConditionCheckFailure), so no second read is
// needed to tell our own write from someone else's.
import { isDeepStrictEqual } from 'node:util';
import { PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { isConditionFailed } from '#src/data/dynamo/transact-write.ts';

/** Puts `Item` unless an item with its key is there; answers false when another one was (this one is not written). */
export async function putNew(input: Required<Pick<PutCommandInput, 'TableName' | 'Item'>>): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        ...input,
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return true;
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    // the item in the way comes back as DynamoDB's attribute values: compare it with ours in the same form
    const sent = marshall(input.Item, { removeUndefinedValues: true });
    return isDeepStrictEqual((err as { Item?: unknown }).Item, sent);
  }
}
