// Hands a slice order to the runner Lambda as an asynchronous invocation (InvocationType Event): the call returns
// once Lambda has queued it, and the slice runs there whether or not anyone keeps a page open. Lambda keeps the
// queued event (the LS1 password in it) encrypted until it runs; it is written nowhere else.
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { SliceOrder } from './run-job.ts';

let client: LambdaClient | undefined;

export async function invokeRunner(functionName: string, order: SliceOrder): Promise<void> {
  client ??= new LambdaClient({});
  const res = await client.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(order)),
    }),
  );
  if (res.StatusCode !== 202) throw new Error(`The migration runner was not started (status ${res.StatusCode}).`);
}
