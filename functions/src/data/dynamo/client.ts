// The DynamoDB client of the data layer. Its endpoint and credentials come from the environment
// (AWS_ENDPOINT_URL_DYNAMODB): the same code talks to the cloud and to the local emulator.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sdkRetry } from './sdk-retry.ts';

let dynamo: DynamoDBDocumentClient | undefined;

/**
 * How many calls may be in flight to DynamoDB at once from this process (DYNAMODB_MAX_SOCKETS; the SDK's default
 * otherwise). A Lambda instance serves one request at a time and never comes near it; the local server serves
 * every examiner from one process, and DynamoDB Local answers a few calls at a time fairly but many at once
 * unfairly (issue 34's load bench): there, calls wait their turn in this process's queue instead.
 */
export function db(): DynamoDBDocumentClient {
  const maxSockets = Number(process.env.DYNAMODB_MAX_SOCKETS) || undefined;
  const requestHandler = maxSockets
    ? { httpAgent: { keepAlive: true, maxSockets }, httpsAgent: { keepAlive: true, maxSockets } }
    : undefined;
  dynamo ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...sdkRetry, ...(requestHandler ? { requestHandler } : {}) }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return dynamo;
}

/** Drops the cached client, for tests that point the environment at another stack. */
export function resetDb(): void {
  dynamo = undefined;
}
