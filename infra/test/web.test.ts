import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_CACHE_KEY_HEADERS } from '../lib/api/api-cache-policy.ts';
import { API_REQUEST_HEADERS } from '../lib/api/origin-request-policy.ts';
import { repoRoot } from '../lib/portal-app.ts';
import { placeWebAcl } from '../lib/web/edge-placement.ts';
import { viewerRequestSource } from '../lib/web/viewer-request.ts';
import { publicConfig } from '../lib/web/web.ts';
import { synthPortal } from './synth.ts';

// A tiny built SPA, so the deployment of web/dist is synthesized too.
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)\n//# sourceMappingURL=index-abc123.js.map');
writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
writeFileSync(join(dist, 'stray.js.map'), '{"version":3}');
// the build's precompressed copies for the local server; CloudFront compresses itself
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'br');
writeFileSync(join(dist, 'index.html.gz'), 'gz');

const { portal, portalStack } = synthPortal(
  {
    counties: ['lakewood', 'marianas'],
    domainName: 'portal.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/abc',
  },
  { webDist: dist },
);
const distribution = Object.values(portal.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
  .DistributionConfig;
const fnId = Object.keys(portal.findResources('AWS::CloudFront::Function'))[0];
const headersId = Object.keys(portal.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];

describe('CloudFront', () => {
  it('runs the viewer-request function and adds the security headers on the SPA and on /api/*', () => {
    const api = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    for (const behavior of [distribution.DefaultCacheBehavior, api]) {
      expect(behavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
      ]);
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: headersId });
    }
  });

  it('forwards /api/* uncached to the HTTP API with the headers the API reads, never the Host', () => {
    expect(distribution.CacheBehaviors).toHaveLength(1);
    const [api] = distribution.CacheBehaviors;
    const policyId = Object.keys(portal.findResources('AWS::CloudFront::OriginRequestPolicy'))[0];
    const cachePolicyId = Object.keys(portal.findResources('AWS::CloudFront::CachePolicy'))[0];
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      // keeps nothing (its own test below), but forwards an API key's Authorization header
      CachePolicyId: { Ref: cachePolicyId },
      OriginRequestPolicyId: { Ref: policyId },
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = distribution.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('HttpApi');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('passes every cookie and query string, and CloudFront-Viewer-Address for the per-viewer sign-in back-off', () => {
    const [policy] = Object.values(portal.findResources('AWS::CloudFront::OriginRequestPolicy'));
    const config = policy?.Properties.OriginRequestPolicyConfig;
    expect(config.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    expect(config.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(config.HeadersConfig.Headers).toEqual([...API_REQUEST_HEADERS, 'CloudFront-Viewer-Address']);
    expect(config.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
  });

  it('passes every request header the functions read (a new one must be added to the policy)', () => {
    const src = join(repoRoot, 'functions', 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.includes('__tests__') && !f.endsWith('.test.ts'),
    );
    const read = new Set(
      files.flatMap((f) =>
        [...readFileSync(join(src, f), 'utf8').matchAll(/(?:\.header|headers\.get)\('([A-Za-z-]+)'\)/g)].map((m) =>
          m[1]!.toLowerCase(),
        ),
      ),
    );
    // read from S3's or a provider's answers, not from the request; Host behind CloudFront is API Gateway's own
    const notFromTheViewer = ['content-disposition', 'cache-control', 'host'];
    const passed = [...API_REQUEST_HEADERS, ...API_CACHE_KEY_HEADERS, 'cloudfront-viewer-address', ...notFromTheViewer];
    expect([...read].filter((h) => !passed.includes(h))).toEqual([]);
    expect(read).toContain('cloudfront-viewer-address');
  });

  it("forwards an API key's Authorization header through a cache policy that keeps nothing for another caller", () => {
    portal.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 0,
        MinTTL: 0,
        MaxTTL: 1,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          CookiesConfig: { CookieBehavior: 'all' },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
        }),
      }),
    });
  });

  it('reads the SPA bucket through origin access control and has no error pages that would hide API errors', () => {
    portal.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(distribution.CustomErrorResponses).toBeUndefined();
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('answers on <county>.<domain> with the certificate', () => {
    expect(distribution.Aliases).toEqual(['lakewood.portal.example.com', 'marianas.portal.example.com']);
    expect(distribution.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/abc',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
  });

  it('sends HSTS, nosniff, SAMEORIGIN, a referrer policy and a CSP that admits only the card provider and uploads', () => {
    portal.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
      },
    });
    // The policy names the uploads bucket of the data stack, so it is a join of text and that bucket's host.
    const [policy] = Object.values(portal.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
    expect(csp.Override).toBe(true);
    const text = JSON.stringify(csp.ContentSecurityPolicy);
    expect(text).toMatch(
      /default-src 'self'.*connect-src 'self' https:\/\/.*frame-src 'self' blob: https:\/\/test.authorize.net.*form-action 'self' https:\/\/test.authorize.net/,
    );
    expect(text).toMatch(/Uploads.*RegionalDomainName/);
  });

  it('uploads the built SPA plus config.json, revalidated, and the hashed assets cached for a year', () => {
    portal.resourceCountIs('Custom::CDKBucketDeployment', 2);
    portal.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.anyValue(), Match.anyValue()],
      Exclude: ['assets/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    portal.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('uploads no source map nor precompressed copy: they are left out of the staged assets', () => {
    const outdir = (portalStack.node.root as App).outdir;
    const staged = readdirSync(outdir)
      .filter((name) => name.startsWith('asset.') && statSync(join(outdir, name)).isDirectory())
      .flatMap((name) => readdirSync(join(outdir, name), { recursive: true, encoding: 'utf8' }));
    expect(staged).toEqual(expect.arrayContaining(['index.html', 'index-abc123.js']));
    expect(staged.filter((file) => /\.(map|br|gz)$/.test(file))).toEqual([]);
  });

  it('points the SPA at /api and at the provider hosted form', () => {
    expect(publicConfig('sandbox')).toMatchObject({
      serverUrl: '/api',
      cardPaymentPageUrl: 'https://test.authorize.net/payment/payment',
    });
    expect(publicConfig('production').cardPaymentPageUrl).toBe('https://accept.authorize.net/payment/payment');
  });

  it('uploads nothing when the SPA is not built', () => {
    const { portal: bare } = synthPortal();
    bare.resourceCountIs('Custom::CDKBucketDeployment', 0);
    bare.resourceCountIs('AWS::CloudFront::Distribution', 1);
  });
});

describe('viewer-request function', () => {
  const handler = new Function(`${viewerRequestSource(['lakewood', 'marianas'])}; return handler;`)() as (
    e: unknown,
  ) => {
    uri: string;
    headers: Record<string, { value: string }>;
  };
  const run = (host: string, uri: string) => handler({ request: { uri, headers: { host: { value: host } } } });

  it('serves index.html for SPA routes and leaves files and the API alone', () => {
    expect(run('lakewood.portal.example.com', '/search/results').uri).toBe('/index.html');
    expect(run('lakewood.portal.example.com', '/').uri).toBe('/index.html');
    expect(run('lakewood.portal.example.com', '/passwordReset/abc-123').uri).toBe('/index.html');
    expect(run('lakewood.portal.example.com', '/assets/index-abc.js').uri).toBe('/assets/index-abc.js');
    expect(run('lakewood.portal.example.com', '/config.json').uri).toBe('/config.json');
    expect(run('lakewood.portal.example.com', '/api/auth/login').uri).toBe('/api/auth/login');
  });

  it('sends an /external... address to the same path under /api with its query, and serves /externalsearch as the SPA', () => {
    const answer = handler({
      request: {
        uri: '/externalLink/abc',
        headers: { host: { value: 'lakewood.portal.example.com' } },
        querystring: { x: { value: '1' }, tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] } },
      },
    }) as unknown as { statusCode: number; headers: Record<string, { value: string }> };
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toEqual({ value: '/api/externalLink/abc?x=1&tag=a&tag=b' });
    expect(run('lakewood.portal.example.com', '/externalsearch/parcelid/R100').uri).toBe('/index.html');
    expect(run('lakewood.portal.example.com', '/ExternalSearch/documentnumber/7').uri).toBe('/index.html');
  });

  it('names the county from the host, else the first county, and passes the host on', () => {
    const request = run('Marianas.Portal.Example.com', '/api/auth/login');
    expect(request.headers['x-county']).toEqual({ value: 'marianas' });
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'marianas.portal.example.com' });
    expect(run('d111111abcdef8.cloudfront.net', '/').headers['x-county']).toEqual({ value: 'lakewood' });
  });

  it('overrides an x-county sent by the viewer', () => {
    const request = handler({
      request: {
        uri: '/api/home/all',
        headers: { host: { value: 'lakewood.portal.example.com' }, 'x-county': { value: 'marianas' } },
      },
    });
    expect(request.headers['x-county']).toEqual({ value: 'lakewood' });
  });
});

// Issue 28: AWS WAF on the distribution. A CLOUDFRONT-scope web ACL exists only in us-east-1 (edge-placement.ts).
describe('WAF', () => {
  const acl = () => Object.values(portal.findResources('AWS::WAFv2::WebACL'))[0]?.Properties;
  type Rule = { Name: string; Priority: number; Statement: Record<string, Record<string, unknown>> };

  it('puts a CloudFront web ACL in front of the distribution of a us-east-1 portal', () => {
    portal.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(acl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const aclId = Object.keys(portal.findResources('AWS::WAFv2::WebACL'))[0];
    expect(distribution.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('limits calls per client address: the API at 30,000 and sign-in at 500 per 5 minutes, before the managed rules', () => {
    const rules = acl()?.Rules as Rule[];
    const rate = (name: string) => rules.find((r) => r.Name === name);
    expect(rate('ApiRatePerAddress')).toMatchObject({
      Priority: 0,
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: 30000,
          AggregateKeyType: 'IP',
          EvaluationWindowSec: 300,
          ScopeDownStatement: {
            ByteMatchStatement: {
              SearchString: '/api/',
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'STARTS_WITH',
            },
          },
        },
      },
    });
    expect(rate('SignInRatePerAddress')?.Statement.RateBasedStatement).toMatchObject({
      Limit: 500,
      AggregateKeyType: 'IP',
      ScopeDownStatement: { ByteMatchStatement: { SearchString: '/api/auth/login' } },
    });
  });

  it("runs AWS's IP reputation, common and known-bad-inputs rule groups, counting (not blocking) large bodies", () => {
    const rules = acl()?.Rules as Rule[];
    const managed = rules.filter((r) => r.Statement.ManagedRuleGroupStatement);
    expect(managed.map((r) => [r.Statement.ManagedRuleGroupStatement?.VendorName, r.Name])).toEqual([
      ['AWS', 'AWSManagedRulesAmazonIpReputationList'],
      ['AWS', 'AWSManagedRulesCommonRuleSet'],
      ['AWS', 'AWSManagedRulesKnownBadInputsRuleSet'],
    ]);
    expect(managed.every((r) => r.Priority > 1)).toBe(true);
    expect(managed[1]?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it('keeps the web ACL of a portal in another region in a us-east-1 edge stack, read across regions', () => {
    const elsewhere = synthPortal({}, { env: { account: '111122223333', region: 'eu-west-1' } });
    elsewhere.portal.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(elsewhere.edgeStack?.region).toBe('us-east-1');
    Template.fromStack(elsewhere.edgeStack!).hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    const [cdn] = Object.values(elsewhere.portal.findResources('AWS::CloudFront::Distribution'));
    expect(JSON.stringify(cdn?.Properties.DistributionConfig.WebACLId)).toMatch(/ExportsReader/);
  });

  it("uses a configured web ACL's ARN and makes none; refuses an ARN that is not a CloudFront ACL's", () => {
    const arn = 'arn:aws:wafv2:us-east-1:111122223333:global/webacl/vendor-portals/0a1b2c3d-4e5f';
    const env = { account: '111122223333', region: 'eu-west-1' };
    expect(placeWebAcl(new App({ context: { webAclArn: arn } }), 'P', env)).toEqual({
      kind: 'configured',
      webAclArn: arn,
    });
    const regional = 'arn:aws:wafv2:eu-west-1:111122223333:regional/webacl/x/0a1b';
    expect(() => placeWebAcl(new App({ context: { webAclArn: regional } }), 'P', env)).toThrow(/CloudFront/);
    expect(placeWebAcl(new App(), 'P', { account: '111122223333', region: 'us-east-1' })).toEqual({
      kind: 'inPortalStack',
    });
    expect(placeWebAcl(new App(), 'P', undefined)).toEqual({ kind: 'none' });
  });
});
