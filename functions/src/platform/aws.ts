// AWS SDK clients for S3, SES and Textract (DynamoDB's is the data layer's: data/dynamo/client.ts). Endpoints and credentials
// come from the environment (AWS_ENDPOINT_URL_S3, _SES, _TEXTRACT): the same code talks to the cloud and to the emulators.
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { TextractClient } from '@aws-sdk/client-textract';
import { resetDb } from '#src/data/dynamo/client.ts';
import { sdkRetry } from '#src/data/dynamo/sdk-retry.ts';

let s3: S3Client | undefined;
let ses: SESv2Client | undefined;
let textract: TextractClient | undefined;

export function s3Client(): S3Client {
  // s3rver corrupts streamed uploads with the default checksums, and presigned PUTs would carry an empty-body one.
  s3 ??= new S3Client({
    ...sdkRetry,
    forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({ ...sdkRetry });
  return ses;
}

/** Amazon Textract, the cloud's page text engine (AWS_ENDPOINT_URL_TEXTRACT in tests): its code is loaded on first
 *  use, so the Lambdas that never read a page (most of them) do not parse it at start. */
export async function textractClient(): Promise<TextractClient> {
  const { TextractClient } = await import('@aws-sdk/client-textract');
  textract ??= new TextractClient({ ...sdkRetry });
  return textract;
}

/** Drops cached clients, for tests that point the environment at another stack. */
export function resetClients(): void {
  resetDb();
  s3 = undefined;
  ses = undefined;
  textract = undefined;
}
