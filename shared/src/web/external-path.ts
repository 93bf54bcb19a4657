// Spec 1 section 2: 'An /external... link sends the browser to the same path on the server host.' The server is
// this origin's /api (config.json's serverUrl is not used: docs/spec-departures.md), so /externalThing?x=1 goes to
// /api/externalThing?x=1. /externalsearch/... is the SPA's own deep link (spec 2) and stays. The local server and
// the SPA use this; the CloudFront viewer-request function (infra/lib/web/viewer-request.ts) has its ES5 copy.
export const SERVER_BASE = '/api';

const EXTERNAL = /^\/external(?!search(?:\/|$))/i;

/** Where an address goes on the server, or undefined when it is not an /external... address. */
export function externalServerPath(pathname: string, search = ''): string | undefined {
  return EXTERNAL.test(pathname) ? `${SERVER_BASE}${pathname}${search}` : undefined;
}
