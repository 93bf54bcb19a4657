// The cloud's engine: Amazon Textract's DetectDocumentText, one synchronous call a page with the image's bytes
// (JPEG or PNG up to 10 MB; our pages are some 100 KB). A Lambda has no Debian tesseract without a container image,
// and docs/page-text.md has the figures that chose Textract. Throttling (ProvisionedThroughputExceededException)
// is retried by the SDK (platform/aws.ts); a page that still fails is counted by the job and read by a later one.
import type { PageWord } from '@portal/shared/page-text/page-text';
import { textractClient } from '#src/platform/aws.ts';
import { type ImageSize, textractWords } from './textract-words.ts';

export const TEXTRACT_ENGINE = 'amazon-textract';

export async function textractPageWords(image: Uint8Array, size: ImageSize): Promise<PageWord[]> {
  const { DetectDocumentTextCommand } = await import('@aws-sdk/client-textract');
  const client = await textractClient();
  const answer = await client.send(new DetectDocumentTextCommand({ Document: { Bytes: image } }));
  return textractWords(answer.Blocks ?? [], size);
}
