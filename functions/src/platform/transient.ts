// AWS errors that say "busy or briefly down, nothing was done": the API answers them 503 (try again), not 500.
// The SDK has already retried them with back-off by the time they reach a handler.

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
]);

/** A cancelled transaction whose items were refused for throttling or contention, not for a condition. */
const transientReasons = new Set(['ThrottlingError', 'TransactionConflict', 'ProvisionedThroughputExceeded']);

export function isTransientAwsError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (transientNames.has(err.name)) return true;
  if ((err as { $retryable?: unknown }).$retryable) return true;
  if (err.name === 'TransactionCanceledException') {
    const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    return (
      reasons.some((r) => transientReasons.has(r.Code ?? '')) &&
      !reasons.some((r) => r.Code === 'ConditionalCheckFailed')
    );
  }
  return false;
}
