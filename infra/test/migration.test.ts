// The LS1 migration's background runner in the cloud (issue 28): its own Lambda on the migration area's runner
// entry, retried by Lambda twice for a crash, allowed to invoke itself (the next slice) and the two tables; the
// config Lambda, which serves the migration routes, knows its name and may invoke it; no route reaches it.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { runnerVariable } from '../lib/migration/migration-runner.ts';
import { actionsOn, statementsOf, synthPortal } from './synth.ts';

const { portal } = synthPortal();
const runner = 'MigrationRunnerFunction';

describe('the LS1 migration runner', () => {
  it('is its own Lambda, with Lambda retrying a crashed slice twice, and no route', () => {
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Portal: run the LS1 migration in the background, one slice per invocation',
      Runtime: 'nodejs22.x',
      Timeout: 180,
      Environment: { Variables: Match.objectLike({ TABLE_APP: Match.anyValue(), TABLE_LEDGER: Match.anyValue() }) },
    });
    portal.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp(`^${runner}`) },
      MaximumRetryAttempts: 2,
    });
    expect(JSON.stringify(portal.findResources('AWS::ApiGatewayV2::Integration'))).not.toContain('Migration');
  });

  it('may invoke itself for the next slice, and read and write the app table and the ledger only', () => {
    const invokes = statementsOf(portal, runner).filter((s) => JSON.stringify(s.Action).includes('lambda:Invoke'));
    expect(invokes).toHaveLength(1);
    expect(JSON.stringify(invokes[0]?.Resource)).toMatch(new RegExp(`"${runner}[A-Za-z0-9]*","Arn"`));
    for (const table of ['AppTable', 'LedgerTable'])
      expect(actionsOn(portal, runner, table)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
    expect(actionsOn(portal, runner, 'RecordsTable')).toEqual([]);
    expect(actionsOn(portal, runner, 'Bucket')).toEqual([]);
  });

  it('is started by the config Lambda, which has its name and the right to invoke it; no other API Lambda', () => {
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ [runnerVariable]: { Ref: Match.stringLikeRegexp(`^${runner}`) } }),
      },
    });
    const invokers = (prefix: string) =>
      statementsOf(portal, prefix).filter(
        (s) =>
          JSON.stringify(s.Action).includes('lambda:InvokeFunction') && JSON.stringify(s.Resource).includes(runner),
      );
    expect(invokers('ApiConfigFunction')).toHaveLength(1);
    for (const area of ['ApiSearchFunction', 'ApiAuthFunction', 'ApiUsersFunction']) expect(invokers(area)).toEqual([]);
    const withVariable = Object.entries(portal.findResources('AWS::Lambda::Function'))
      .filter(([, r]) => JSON.stringify(r.Properties.Environment ?? {}).includes(runnerVariable))
      .map(([id]) => id);
    expect(withVariable).toEqual([expect.stringMatching(/^ApiConfigFunction/)]);
  });
});
