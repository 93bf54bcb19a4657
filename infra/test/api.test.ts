import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { Api } from '../lib/api/api.ts';
import { areaTable, deployableAreas } from '../lib/api/areas.ts';
import { DataStores } from '../lib/data/data-stores.ts';
import { Mail } from '../lib/mail/mail.ts';
import { CardProviderSettings } from '../lib/payments/card-provider-settings.ts';
import { repoRoot } from '../lib/portal-app.ts';
import { actionsOn, synthPortal, testEnv } from './synth.ts';

const functionsDir = join(repoRoot, 'functions');
const existing = deployableAreas(functionsDir).map((a) => a.name);
const { portal, dataStack } = synthPortal();

const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

describe('API Lambdas', () => {
  it('deploys one nodejs22.x arm64 Lambda per area whose lambda.ts exists', () => {
    expect(existing).toContain('auth');
    const fns = portal.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs22.x', Architectures: ['arm64'] },
    });
    const areaFns = Object.keys(fns).filter((id) => id.startsWith('Api'));
    expect(areaFns.map((id) => id.replace(/^Api(\w+?)Function.*/, '$1').toLowerCase()).sort()).toEqual(
      [...existing].sort(),
    );
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

  it('routes each prefix of an existing area, and only those, through the HTTP API', () => {
    const routes = Object.values(portal.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey as string,
    );
    expect(routes).toContain('ANY /api/auth/{proxy+}');
    expect(routes).toContain('ANY /api/currentUser/{proxy+}');
    const expected = areaTable
      .filter((a) => existing.includes(a.name))
      .flatMap((a) => a.prefixes.flatMap((p) => [`ANY ${p}`, `ANY ${p}/{proxy+}`]));
    expect(routes.sort()).toEqual(expected.sort());
  });

  it('lets auth write the app table, write the audit log, read images and send mail from the SES identity', () => {
    for (const action of writes) expect(actionsOn(portal, 'ApiAuthFunction', 'AppTable')).toContain(action);
    expect(actionsOn(portal, 'ApiAuthFunction', 'LedgerTable')).toContain('dynamodb:PutItem');
    expect(actionsOn(portal, 'ApiAuthFunction', 'ImagesBucket')).toContain('s3:GetObject*');
    expect(actionsOn(portal, 'ApiAuthFunction', 'ImagesBucket')).not.toContain('s3:PutObject');
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

  it('never grants a wildcard action or resource', () => {
    for (const policy of Object.values(portal.findResources('AWS::IAM::Policy'))) {
      for (const s of policy.Properties.PolicyDocument.Statement) {
        expect([s.Action].flat()).not.toContain('*');
        expect([s.Resource].flat()).not.toContain('*');
      }
    }
  });

  it('keeps the data stack termination-protected', () => {
    expect(dataStack.terminationProtection).toBe(true);
  });
});

describe('the area table', () => {
  // every area of the table deployed at once, as it will be when all lambda.ts files exist
  const stack = new Stack(new App(), 'All', { env: testEnv });
  const data = new DataStores(stack, 'Data');
  new Api(stack, 'Api', {
    areas: areaTable,
    functionsDir,
    projectRoot: repoRoot,
    tables: data.tables,
    buckets: data.buckets,
    mail: new Mail(stack, 'Mail', { fromAddress: 'no-reply@example.com' }),
    cardProvider: new CardProviderSettings(stack, 'Card', { paymentsEnvironment: 'sandbox', secretName: 'All/card' }),
    counties: ['lakewood', 'marianas'],
    bundle: false,
  });
  const all = Template.fromStack(stack);

  it('builds one Lambda per area, multi-county without a fixed COUNTY', () => {
    all.resourceCountIs('AWS::Lambda::Function', areaTable.length);
    const fn = Object.values(all.findResources('AWS::Lambda::Function'))[0];
    expect(fn?.Properties.Environment.Variables.DEFAULT_COUNTY).toBe('lakewood');
    expect(fn?.Properties.Environment.Variables.COUNTY).toBeUndefined();
  });

  it('sends account calls of the control panel to accounts and the rest to config', () => {
    const routes = all.findResources('AWS::ApiGatewayV2::Route');
    const integrations = all.findResources('AWS::ApiGatewayV2::Integration');
    const areaOf = (routeKey: string) => {
      const route = Object.values(routes).find((r) => r.Properties.RouteKey === routeKey);
      const integrationId = (route?.Properties.Target['Fn::Join'][1][1].Ref ?? '') as string;
      const uri = JSON.stringify(integrations[integrationId]?.Properties.IntegrationUri);
      return /Api(\w+?)Function/.exec(uri)?.[1]?.toLowerCase();
    };
    expect(areaOf('ANY /api/controlPanel/accounts/{proxy+}')).toBe('accounts');
    expect(areaOf('ANY /api/controlPanel/accountExport')).toBe('accounts');
    expect(areaOf('ANY /api/controlPanel/{proxy+}')).toBe('config');
    expect(areaOf('ANY /api/webhooks/{proxy+}')).toBe('payments');
    expect(areaOf('ANY /api/logReact')).toBe('config');
  });

  it('lets only e-file write uploads', () => {
    const writers = areaTable
      .map((a) => a.name)
      .filter((name) =>
        actionsOn(all, `Api${name[0]?.toUpperCase()}${name.slice(1)}Function`, 'UploadsBucket').includes(
          's3:PutObject',
        ),
      );
    expect(writers).toEqual(['efile']);
  });

  it('refuses two areas claiming the same path', () => {
    const stack2 = new Stack(new App(), 'Clash', { env: testEnv });
    const data2 = new DataStores(stack2, 'Data');
    const build = () =>
      new Api(stack2, 'Api', {
        areas: [
          { name: 'auth', prefixes: ['/api/auth'] },
          { name: 'home', prefixes: ['/api/auth'] },
        ],
        functionsDir,
        projectRoot: repoRoot,
        tables: data2.tables,
        buckets: data2.buckets,
        mail: new Mail(stack2, 'Mail', {}),
        cardProvider: new CardProviderSettings(stack2, 'Card', { paymentsEnvironment: 'sandbox', secretName: 'x' }),
        counties: ['lakewood'],
        bundle: false,
      });
    expect(build).toThrow('Route /api/auth is claimed by both auth and home.');
  });
});
