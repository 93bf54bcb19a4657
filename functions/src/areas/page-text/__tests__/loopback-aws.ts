// The two AWS APIs the cloud's page text runner calls beyond DynamoDB and S3, served on a loopback port in their
// own wire protocols, since no emulator of them runs here (and tests never reach AWS): Textract's JSON 1.1
// DetectDocumentText, answering a given DetectDocumentText answer, and Lambda's REST Invoke, queuing the orders.
// Point AWS_ENDPOINT_URL_TEXTRACT and AWS_ENDPOINT_URL_LAMBDA at `url` and the SDK clients talk to it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A function name Lambda answers 404 for. */
export const NO_SUCH_FUNCTION = 'no-such-function';

export interface LoopbackAws {
  url: string;
  /** the image bytes of each DetectDocumentText call */
  images: Buffer[];
  /** each Invoke: the function, its invocation type and its payload */
  invocations: Array<{ functionName: string; type: string | undefined; order: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startLoopbackAws(textractAnswer: unknown): Promise<LoopbackAws> {
  const images: Buffer[] = [];
  const invocations: LoopbackAws['invocations'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '');
      if (invoke?.[1] === NO_SUCH_FUNCTION) {
        res.statusCode = 404;
        res.setHeader('x-amzn-errortype', 'ResourceNotFoundException');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ Type: 'User', Message: `Function not found: ${NO_SUCH_FUNCTION}` }));
        return;
      }
      if (invoke) {
        invocations.push({
          functionName: decodeURIComponent(invoke[1] ?? ''),
          type: req.headers['x-amz-invocation-type'] as string | undefined,
          order: JSON.parse(body) as Record<string, unknown>,
        });
        res.statusCode = 202;
        res.end();
        return;
      }
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (req.headers['x-amz-target'] !== 'Textract.DetectDocumentText') {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'InvalidParameterException', message: `Not served: ${req.url}` }));
        return;
      }
      const { Document } = JSON.parse(body) as { Document: { Bytes: string } };
      images.push(Buffer.from(Document.Bytes, 'base64'));
      res.end(JSON.stringify(textractAnswer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    images,
    invocations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
