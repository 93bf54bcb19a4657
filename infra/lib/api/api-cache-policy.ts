// What CloudFront keys /api/* by, so that it forwards an API key (issue 31): CloudFront passes the Authorization
// header to an origin only when a cache policy names it (an origin request policy may not), and a policy with
// caching wholly off may name nothing. So: a default and a minimum of 0 s (nothing is kept unless the API says so)
// and a maximum of 1 s, with the key made of the Authorization header, every cookie and the whole query string,
// so that even a response the API marked cacheable is only ever given back to the same caller, for at most a
// second. CloudFront never caches a POST, which is nearly every API call.
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/** The request headers CloudFront forwards to the API through the cache key (lower case). */
export const API_CACHE_KEY_HEADERS = ['authorization'] as const;

export function apiCachePolicy(scope: Construct, id: string): cloudfront.CachePolicy {
  return new cloudfront.CachePolicy(scope, id, {
    comment: 'Portal API: nothing kept; Authorization, cookies and query strings in the key (API keys reach the API)',
    defaultTtl: Duration.seconds(0),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(1),
    headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
    cookieBehavior: cloudfront.CacheCookieBehavior.all(),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
  });
}
