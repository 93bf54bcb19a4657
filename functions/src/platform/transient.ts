// AWS errors that say "busy or briefly down, nothing was done": the API answers them 503 (try again), not 500.
// The SDK has already retried them with back-off (its standard mode, data/dynamo/sdk-retry.ts) by the time they
// reach a handler.

const transientNames = new Set([
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'TransactionConflictException',
  'TransactionInProgressException',
  'TimeoutError',
  'RequestTimeout',
  'SlowDown',
  'TooManyRequestsException',
  'InternalError',
  'InternalFailure',
]);

/** Node's network failures: the connection dropped or timed out, before or after the service did the work. */
const networkCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/** A cancelled transaction whose items were refused for throttling or contention, not for a condition. */
const transientReasons = new Set(['ThrottlingError', 'TransactionConflict', 'ProvisionedThroughputExceeded']);

export function isTransientAwsError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (transientNames.has(err.name)) return true;
  if ((err as { $retryable?: unknown }).$retryable) return true;
  if (networkCodes.has((err as { code?: string }).code ?? '')) return true;
  // a 5xx the SDK gave up retrying, or a 429, whatever the service named it
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
  if (status >= 500 || status === 429) return true;
  if (err.name === 'TransactionCanceledException') {
    const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    return (
      reasons.some((r) => transientReasons.has(r.Code ?? '')) &&
      !reasons.some((r) => r.Code === 'ConditionalCheckFailed')
    );
  }
  return false;
}
