// Source of the CloudFront Function run on every viewer request (JavaScript runtime 2.0, so plain ES5 style):
// - names the county for the API from the host's first label (<county>.<domain>), else the default county;
// - passes the viewer's host on as x-forwarded-host (the origin sees the API's own host), for the same-origin
//   check and e-mailed links;
// - sends an /external... address (not the SPA's /externalsearch deep links) to the same path on the server,
//   /api, with a 302 (spec 1 section 2; shared/src/web/external-path.ts is the rule the local server and the SPA use);
// - serves index.html for SPA routes: any path outside /api/ whose last segment has no file extension.
export function viewerRequestSource(counties: readonly string[]): string {
  if (counties.length === 0) throw new Error('At least one county is needed.');
  return `var COUNTIES = ${JSON.stringify(counties)};
function handler(event) {
  var request = event.request;
  var headers = request.headers;
  var host = headers.host ? headers.host.value.toLowerCase() : '';
  var label = host.split('.')[0];
  headers['x-county'] = { value: COUNTIES.indexOf(label) >= 0 ? label : COUNTIES[0] };
  headers['x-forwarded-host'] = { value: host };
  var uri = request.uri;
  if (/^\\/external(?!search(?:\\/|$))/i.test(uri)) {
    var query = [];
    var qs = request.querystring || {};
    Object.keys(qs).forEach(function (name) {
      var values = qs[name].multiValue ? qs[name].multiValue : [qs[name]];
      values.forEach(function (v) { query.push(v.value === '' ? name : name + '=' + v.value); });
    });
    var location = '/api' + uri + (query.length ? '?' + query.join('&') : '');
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: location } } };
  }
  if (uri !== '/api' && uri.indexOf('/api/') !== 0) {
    var last = uri.substring(uri.lastIndexOf('/') + 1);
    if (last.indexOf('.') < 0) request.uri = '/index.html';
  }
  return request;
}
`;
}
