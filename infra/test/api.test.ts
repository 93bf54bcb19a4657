import { join } from 'node:path';
import { apiAreas } from '@portal/functions/areas/api-areas';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { Api } from '../lib/api/api.ts';
import { type AreaSpec, areaAccess, gatewayPath } from '../lib/api/areas.ts';
import { DataStores } from '../lib/data/data-stores.ts';
import { Mail } from '../lib/mail/mail.ts';
import { CardProviderSettings } from '../lib/payments/card-provider-settings.ts';
import { repoRoot } from '../lib/portal-app.ts';
import { actionsOn, synthPortal, testEnv } from './synth.ts';

const functionsDir = join(repoRoot, 'functions');
const existing = Object.keys(apiAreas);
const { portal, dataStack } = synthPortal();

const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

describe('API Lambdas', () => {
  it("deploys one nodejs22.x arm64 Lambda per area of the functions' apiAreas", () => {
    expect(existing).toEqual(expect.arrayContaining(['auth', 'config', 'home', 'imaging', 'payments', 'search']));
    const fns = portal.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs22.x', Architectures: ['arm64'] },
    });
    const areaFns = Object.keys(fns).filter((id) => id.startsWith('Api'));
    expect(areaFns.map((id) => id.replace(/^Api(\w+?)Function.*/, '$1').toLowerCase()).sort()).toEqual(
      // an area of two words ('chainOfTitle') is lower case here
      existing.map((a) => a.toLowerCase()).sort(),
    );
  });

  it('lets API Gateway invoke each area with one permission, so the stack stays under 500 resources', () => {
    const invokers = Object.values(portal.findResources('AWS::Lambda::Permission')).filter(
      (r) => r.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(invokers).toHaveLength(existing.length);
    // CloudFormation refuses a stack of more than 500 resources; keep room for the next areas
    expect(Object.keys(portal.toJSON().Resources).length).toBeLessThan(450);
  });

  it('gives every area the table and bucket names and the county', () => {
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Portal API area auth',
      Environment: {
        Variables: Match.objectLike({
          TABLE_APP: { 'Fn::ImportValue': Match.stringLikeRegexp('AppTable') },
          TABLE_RECORDS: { 'Fn::ImportValue': Match.stringLikeRegexp('RecordsTable') },
          TABLE_LEDGER: { 'Fn::ImportValue': Match.stringLikeRegexp('LedgerTable') },
          BUCKET_IMAGES: { 'Fn::ImportValue': Match.stringLikeRegexp('ImagesBucket') },
          BUCKET_UPLOADS: { 'Fn::ImportValue': Match.stringLikeRegexp('UploadsBucket') },
          COUNTY: 'lakewood',
          DEFAULT_COUNTY: 'lakewood',
        }),
      },
    });
  });

  it('lets auth write the app table, write the audit log, read images (its only put there: imaging-previews.test.ts) and send mail from the SES identity', () => {
    for (const action of writes) expect(actionsOn(portal, 'ApiAuthFunction', 'AppTable')).toContain(action);
    expect(actionsOn(portal, 'ApiAuthFunction', 'LedgerTable')).toContain('dynamodb:PutItem');
    expect(actionsOn(portal, 'ApiAuthFunction', 'ImagesBucket')).toContain('s3:GetObject*');
    expect(actionsOn(portal, 'ApiAuthFunction', 'UploadsBucket')).toEqual([]);
    expect(actionsOn(portal, 'ApiAuthFunction', 'RecordsTable')).toEqual([]);
    expect(actionsOn(portal, 'ApiAuthFunction', 'MailFromAddress')).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
  });

  it('creates the SES identity of the configured from address', () => {
    portal.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.com' });
  });

  it('keeps home to reading the ledger and records, without mail', () => {
    const ledger = actionsOn(portal, 'ApiHomeFunction', 'LedgerTable');
    expect(ledger).toContain('dynamodb:Query');
    for (const action of writes) expect(ledger).not.toContain(action);
    expect(actionsOn(portal, 'ApiHomeFunction', 'MailFromAddress')).toEqual([]);
  });

  it('never grants a wildcard action, nor a wildcard resource but to the reads that have no other', () => {
    // GetMetricData, ListMetrics and ListStreams take no resource ARN (IAM's service reference): the monitoring
    // page's two reads, and the one the fraud-alert matcher's stream event source adds; Textract's DetectDocumentText
    // (the page text runner's engine, issue 33) has no resource-level permissions either
    const resourceless = [
      'cloudwatch:GetMetricData',
      'cloudwatch:ListMetrics',
      'dynamodb:ListStreams',
      'textract:DetectDocumentText',
    ];
    for (const policy of Object.values(portal.findResources('AWS::IAM::Policy'))) {
      for (const s of policy.Properties.PolicyDocument.Statement) {
        const actions = [s.Action].flat() as string[];
        expect(actions).not.toContain('*');
        if ([s.Resource].flat().includes('*')) expect(actions.filter((a) => !resourceless.includes(a))).toEqual([]);
      }
    }
  });

  it('keeps the data stack termination-protected', () => {
    expect(dataStack.terminationProtection).toBe(true);
  });
});

describe('the area table', () => {
  // every area of the access table deployed at once, as it will be when all are written, each with a route of its own
  const areas: AreaSpec[] = Object.entries(areaAccess).map(([name, access]) => ({
    name,
    ...access,
    routes: [{ method: 'POST', path: `/api/${name}Only/:id{[0-9]+}` }],
  }));
  const api = (stack: Stack, specs: readonly AreaSpec[], counties: string[]) => {
    const data = new DataStores(stack, 'Data');
    return new Api(stack, 'Api', {
      areas: specs,
      functionsDir,
      projectRoot: repoRoot,
      tables: data.tables,
      buckets: data.buckets,
      mail: new Mail(stack, 'Mail', { fromAddress: 'no-reply@example.com' }),
      cardProvider: new CardProviderSettings(stack, 'Card', { paymentsEnvironment: 'sandbox', secretName: 'All/card' }),
      counties,
      bundle: false,
    });
  };
  const stack = new Stack(new App(), 'All', { env: testEnv });
  api(stack, areas, ['lakewood', 'marianas']);
  const all = Template.fromStack(stack);

  it('builds one Lambda per area, multi-county without a fixed COUNTY', () => {
    all.resourceCountIs('AWS::Lambda::Function', areas.length);
    const fn = Object.values(all.findResources('AWS::Lambda::Function'))[0];
    expect(fn?.Properties.Environment.Variables.DEFAULT_COUNTY).toBe('lakewood');
    expect(fn?.Properties.Environment.Variables.COUNTY).toBeUndefined();
  });

  it("routes each area its own method and path, with Hono parameters as the HTTP API's", () => {
    const keys = Object.values(all.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(areas.map((a) => `POST /api/${a.name}Only/{id}`).sort());
  });

  it('writes Hono paths as API Gateway paths and refuses what it cannot route', () => {
    expect(gatewayPath('/api/auth/loginPageSlide/:n')).toBe('/api/auth/loginPageSlide/{n}');
    expect(gatewayPath('/api/controlPanel/accountReload/:id/:name')).toBe(
      '/api/controlPanel/accountReload/{id}/{name}',
    );
    expect(gatewayPath('/api/files/*')).toBe('/api/files/{proxy+}');
    expect(() => gatewayPath('/api/user/:id?')).toThrow('cannot route');
  });

  it('lets only e-file (the filed documents) and reports (files too large to answer) write uploads', () => {
    const writers = areas
      .map((a) => a.name)
      .filter((name) =>
        actionsOn(all, `Api${name[0]?.toUpperCase()}${name.slice(1)}Function`, 'UploadsBucket').includes(
          's3:PutObject',
        ),
      );
    expect(writers).toEqual(['efile', 'reports']);
  });

  it('refuses two areas claiming the same route', () => {
    const route = { method: 'GET', path: '/api/auth/loginPage' };
    const build = () =>
      api(
        new Stack(new App(), 'Clash', { env: testEnv }),
        [
          { name: 'auth', routes: [route] },
          { name: 'home', routes: [route] },
        ],
        ['lakewood'],
      );
    expect(build).toThrow('Route GET /api/auth/loginPage is claimed by both auth and home.');
  });
});
