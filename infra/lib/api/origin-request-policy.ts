// What CloudFront passes on to the API for /api/*: every cookie and query string, the request headers the API reads,
// and CloudFront-Viewer-Address, the viewer's address as CloudFront itself writes it (functions'
// platform/client-address.ts: the sign-in back-off's source, believed only beside the origin secret).
// A list, not "every viewer header but Host" (AWS's AllViewerExceptHostHeader): an origin request policy adds
// CloudFront's own headers only to a list or to every viewer header including Host, and the viewer's Host must not
// reach API Gateway, which routes by its own host name. infra/test/web.test.ts fails when the functions read a
// request header that is not here.
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/** The request headers the API reads (lower case); x-county and x-forwarded-host come from the viewer-request function. */
export const API_REQUEST_HEADERS = [
  'content-type',
  'origin',
  'x-requested-with',
  'x-anet-signature',
  'x-county',
  'x-forwarded-host',
] as const;

export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

export function apiOriginRequestPolicy(scope: Construct, id: string): cloudfront.OriginRequestPolicy {
  return new cloudfront.OriginRequestPolicy(scope, id, {
    comment: 'Portal API: cookies, query strings, the headers the API reads and the viewer address',
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_REQUEST_HEADERS, VIEWER_ADDRESS_HEADER),
  });
}
