// The DynamoDB client of the data layer. Its endpoint and credentials come from the environment
// (AWS_ENDPOINT_URL_DYNAMODB): the same code talks to the cloud and to the local emulator.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let dynamo: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return dynamo;
}

/** Drops the cached client, for tests that point the environment at another stack. */
export function resetDb(): void {
  dynamo = undefined;
}
