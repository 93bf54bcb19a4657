// How every AWS client of the functions retries (DynamoDB, S3, SES): the SDK's standard retry mode, whose jittered
// exponential back-off and retry quota are the SDK's own, with a bound. A throttle, a 500, a timeout or a dropped
// connection is retried inside the SDK; after the last attempt the error reaches the handler, which answers 503
// "try again" (platform/transient.ts). A Lambda answers within its timeout: 4 attempts wait a few seconds at most.
export const sdkRetry = { retryMode: 'standard', maxAttempts: 4 } as const;
