// Card payments in the cloud: the provider's settings and merchant secret reach exactly the Lambdas that call the
// provider, the secret's value never enters the template, and a schedule sweeps expired preauthorizations.
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiAreaSpecs, areaAccess } from '../lib/api/areas.ts';
import { actionsOn, synthPortal } from './synth.ts';

const existing = apiAreaSpecs().map((a) => a.name);
const callers = apiAreaSpecs()
  .filter((a) => a.cardPayments)
  .map((a) => a.name);
const fnId = (area: string) => `Api${area[0]?.toUpperCase()}${area.slice(1)}Function`;
const secretRead = ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'];

// Merchant keys a developer may have in the shell while synthesizing: none of them may reach the template.
const shellKeys = {
  ANET_API_LOGIN_ID: 'shell-login-5f2a',
  ANET_TRANSACTION_KEY: 'shell-transaction-key-9c1e',
  ANET_SIGNATURE_KEY: 'SHELLSIGNATUREKEY7d3b',
};
Object.assign(process.env, shellKeys);
const { portal } = synthPortal();
for (const name of Object.keys(shellKeys)) delete process.env[name];

function variablesOf(template: Template, idPrefix: string): Record<string, unknown> {
  const fns = template.findResources('AWS::Lambda::Function');
  const id = Object.keys(fns).find((k) => k.startsWith(idPrefix));
  if (!id) throw new Error(`No Lambda ${idPrefix}`);
  return (fns[id]?.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
}

describe('card provider settings', () => {
  it('are the areas that reach the provider: payments, e-file, and charges (searches, chain of title reports, feed files), image orders and logout closing a preauthorization; the status page checks its keys', () => {
    expect(callers.sort()).toEqual([
      'auth',
      'chainOfTitle',
      'efile',
      'feed',
      'imaging',
      'payments',
      'search',
      'status',
    ]);
    expect(areaAccess.efile?.cardPayments).toBe(true);
  });

  it('give those Lambdas and the sweep the environment, the API and payment page hosts and the secret name', () => {
    for (const prefix of [...callers.map(fnId), 'PreauthSweepSweepFunction']) {
      expect(variablesOf(portal, prefix)).toMatchObject({
        ANET_ENVIRONMENT: 'sandbox',
        ANET_API_URL: 'https://apitest.authorize.net/xml/v1/request.api',
        ANET_SECRET_ID: 'Portal/card-provider',
      });
    }
  });

  it('let only those Lambdas read the merchant secret, and only it', () => {
    for (const prefix of [...callers.map(fnId), 'PreauthSweepSweepFunction']) {
      expect(actionsOn(portal, prefix, 'secret:Portal/card-provider-??????')).toEqual(secretRead);
    }
    for (const area of existing.filter((a) => !callers.includes(a))) {
      expect(Object.keys(variablesOf(portal, fnId(area))).filter((k) => k.startsWith('ANET_'))).toEqual([]);
      expect(actionsOn(portal, fnId(area), 'secretsmanager')).toEqual([]);
    }
  });

  it('never put a merchant key in the template, not even one from the shell or by a dynamic reference', () => {
    const text = JSON.stringify(portal.toJSON());
    for (const value of Object.values(shellKeys)) expect(text).not.toContain(value);
    for (const name of Object.keys(shellKeys)) expect(text).not.toContain(name);
    // the one secret the stack makes and resolves is CloudFront's origin secret (api/origin-secret.ts)
    const made = Object.keys(portal.findResources('AWS::SecretsManager::Secret'));
    expect(made).toEqual([expect.stringMatching(/^ApiOriginSecret/)]);
    expect(text.match(/resolve:secretsmanager:",\{"Ref":"\w+"/g)).toEqual([
      `resolve:secretsmanager:",{"Ref":"${made[0]}"`,
    ]);
  });

  it('follow the deployment: production hosts, another secret name', () => {
    const { portal: prod } = synthPortal({ paymentsEnvironment: 'production', cardSecretName: 'lakewood/anet' });
    expect(variablesOf(prod, 'ApiPaymentsFunction')).toMatchObject({
      ANET_ENVIRONMENT: 'production',
      ANET_API_URL: 'https://api.authorize.net/xml/v1/request.api',
      ANET_SECRET_ID: 'lakewood/anet',
    });
    expect(actionsOn(prod, 'ApiPaymentsFunction', 'secret:lakewood/anet-??????')).toEqual(secretRead);
    expect(variablesOf(synthPortal({ stackPrefix: 'Marianas' }).portal, 'ApiAuthFunction').ANET_SECRET_ID).toBe(
      'Marianas/card-provider',
    );
  });

  it('refuse a secret name Secrets Manager would not take, or would read as an ARN suffix', () => {
    expect(() => synthPortal({ cardSecretName: 'card provider' })).toThrow('cardSecretName');
    expect(() => synthPortal({ cardSecretName: 'card-a1B2c3' })).toThrow('cardSecretName');
  });
});

describe('expired preauthorization sweep', () => {
  it('runs every 15 minutes and targets the sweep Lambda', () => {
    const rules = portal.findResources('AWS::Events::Rule', {
      Properties: { ScheduleExpression: 'rate(15 minutes)', State: 'ENABLED' },
    });
    expect(Object.keys(rules)).toHaveLength(1);
    const targets = Object.values(rules)[0]?.Properties.Targets as Array<{ Arn: { 'Fn::GetAtt': string[] } }>;
    expect(targets).toHaveLength(1);
    expect(targets[0]?.Arn['Fn::GetAtt']?.[0]).toMatch(/^PreauthSweepSweepFunction/);
    portal.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PreauthSweepSweepFunction'), 'Arn'] },
    });
  });

  it('is the payments sweep entry on Node 22 arm64, with no retry of its own and no route on the HTTP API', () => {
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Portal: close expired card preauthorizations',
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 300,
      Environment: { Variables: Match.objectLike({ COUNTY: 'lakewood', TABLE_APP: Match.anyValue() }) },
    });
    portal.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^PreauthSweepSweepFunction') },
      MaximumRetryAttempts: 0,
    });
    const integrations = JSON.stringify(portal.findResources('AWS::ApiGatewayV2::Integration'));
    expect(integrations).not.toContain('PreauthSweep');
  });

  it('may read and write the app table and the ledger, and nothing else', () => {
    const sweep = 'PreauthSweepSweepFunction';
    for (const table of ['AppTable', 'LedgerTable']) {
      expect(actionsOn(portal, sweep, table)).toEqual(
        expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']),
      );
    }
    expect(actionsOn(portal, sweep, 'RecordsTable')).toEqual([]);
    expect(actionsOn(portal, sweep, 'Bucket')).toEqual([]);
    expect(actionsOn(portal, sweep, 'MailFromAddress')).toEqual([]);
  });
});
