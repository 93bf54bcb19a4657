// What a faulted AWS call answers, per service, as the service itself would put it on the wire: the SDK parses it
// into the same error it would throw for the real thing (and so classifies and retries it the same way). Network
// faults are thrown as Node's HTTP client throws them.
import { HttpResponse } from '@smithy/core/protocols';

export const faultKinds = [
  'throttle',
  'throttle-alt',
  'server-error',
  'timeout',
  'reset-before',
  'reset-after',
] as const;
/**
 * throttle: DynamoDB's ProvisionedThroughputExceededException (S3 SlowDown, SES TooManyRequests);
 * throttle-alt: ThrottlingException; server-error: an HTTP 500; timeout: the answer never came (the request did
 * reach the emulator); reset-before: the connection dropped before the request was sent; reset-after: dropped
 * after the emulator did the work, so the answer is lost.
 */
export type FaultKind = (typeof faultKinds)[number];

const json = (status: number, type: string, contentType: string) =>
  new HttpResponse({
    statusCode: status,
    headers: { 'content-type': contentType, 'x-amzn-errortype': type, 'x-amzn-requestid': 'fault-injected' },
    body: Buffer.from(JSON.stringify({ __type: type, message: `${type} (injected fault)` })),
  });

const xml = (status: number, code: string) =>
  new HttpResponse({
    statusCode: status,
    headers: { 'content-type': 'application/xml', 'x-amz-request-id': 'fault-injected' },
    body: Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code} (injected fault)</Message><RequestId>fault-injected</RequestId></Error>`,
    ),
  });

/** The HTTP answer of an error the service sends (throttling, a 500), for the client named. */
export function errorAnswer(clientName: string, kind: 'throttle' | 'throttle-alt' | 'server-error'): HttpResponse {
  if (clientName.startsWith('S3')) return kind === 'server-error' ? xml(500, 'InternalError') : xml(503, 'SlowDown');
  if (clientName.startsWith('DynamoDB')) {
    const ddb = 'application/x-amz-json-1.0';
    const prefix = 'com.amazonaws.dynamodb.v20120810#';
    if (kind === 'server-error') return json(500, `${prefix}InternalServerError`, ddb);
    return json(
      400,
      `${prefix}${kind === 'throttle' ? 'ProvisionedThroughputExceededException' : 'ThrottlingException'}`,
      ddb,
    );
  }
  // SES v2 and any other REST-JSON service
  if (kind === 'server-error') return json(500, 'InternalFailure', 'application/json');
  return json(429, kind === 'throttle' ? 'TooManyRequestsException' : 'ThrottlingException', 'application/json');
}

/** A network failure as Node's HTTP handler throws it. */
export function networkError(kind: 'timeout' | 'reset-before' | 'reset-after'): Error {
  if (kind === 'timeout') {
    return Object.assign(new Error('Connection timed out (injected fault)'), {
      name: 'TimeoutError',
      code: 'ETIMEDOUT',
    });
  }
  return Object.assign(new Error('socket hang up (injected fault)'), { code: 'ECONNRESET' });
}
