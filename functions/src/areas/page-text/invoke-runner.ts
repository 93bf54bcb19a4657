// Hands a slice order to the page text runner Lambda as an asynchronous invocation (InvocationType Event): the call
// returns once Lambda has queued it, and the pages are read there whether or not anyone keeps a page open.
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { sdkRetry } from '#src/data/dynamo/sdk-retry.ts';
import type { SliceOrder } from './run-slice.ts';

let client: LambdaClient | undefined;

export async function invokeRunner(functionName: string, order: SliceOrder): Promise<void> {
  client ??= new LambdaClient({ ...sdkRetry });
  const res = await client.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(order)),
    }),
  );
  if (res.StatusCode !== 202) throw new Error(`The page text runner was not started (status ${res.StatusCode}).`);
}
