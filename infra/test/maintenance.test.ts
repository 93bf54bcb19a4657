// The scheduled maintenance jobs in the cloud: an EventBridge rule runs the maintenance Lambda every 10 minutes
// (purges and the monthly renewal, issue 15), with the app table and the ledger only; the config Lambda may read
// the API's CloudWatch metrics for the performance monitoring page.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { metricsReadActions } from '../lib/maintenance/maintenance-jobs.ts';
import { actionsOn, statementsOf, synthPortal } from './synth.ts';

const { portal } = synthPortal();
const jobs = 'MaintenanceJobsFunction';

describe('maintenance jobs', () => {
  it('run every 10 minutes from one rule targeting the maintenance Lambda', () => {
    const rules = portal.findResources('AWS::Events::Rule', {
      Properties: { ScheduleExpression: 'rate(10 minutes)', State: 'ENABLED' },
    });
    expect(Object.keys(rules)).toHaveLength(1);
    const targets = Object.values(rules)[0]?.Properties.Targets as Array<{ Arn: { 'Fn::GetAtt': string[] } }>;
    expect(targets).toHaveLength(1);
    expect(targets[0]?.Arn['Fn::GetAtt']?.[0]).toMatch(/^MaintenanceJobsFunction/);
    portal.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MaintenanceJobsFunction'), 'Arn'] },
    });
  });

  it('are the maintenance entry on Node 22 arm64, inside the interval, with no retry and no route', () => {
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Portal: purge inactive card users and old audit entries, run the monthly renewal',
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: 480,
      Environment: { Variables: Match.objectLike({ TABLE_APP: Match.anyValue(), TABLE_LEDGER: Match.anyValue() }) },
    });
    portal.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^MaintenanceJobsFunction') },
      MaximumRetryAttempts: 0,
    });
    expect(JSON.stringify(portal.findResources('AWS::ApiGatewayV2::Integration'))).not.toContain('Maintenance');
  });

  it("may send mail: a renewal charge can cross an account's low-balance threshold (issue 31)", () => {
    expect(actionsOn(portal, jobs, 'MailFromAddress')).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
  });

  it('may read and write the app table and the ledger, and nothing else', () => {
    for (const table of ['AppTable', 'LedgerTable']) {
      expect(actionsOn(portal, jobs, table)).toEqual(
        expect.arrayContaining(['dynamodb:Query', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']),
      );
    }
    expect(actionsOn(portal, jobs, 'RecordsTable')).toEqual([]);
    expect(actionsOn(portal, jobs, 'Bucket')).toEqual([]);
    expect(statementsOf(portal, jobs).flatMap((s) => s.Action)).not.toContain('cloudwatch:GetMetricData');
  });
});

describe('performance monitoring', () => {
  it('lets the config Lambda, and no other API Lambda, read the metrics', () => {
    const reads = (prefix: string) =>
      statementsOf(portal, prefix).filter((s) => JSON.stringify(s.Action).includes('cloudwatch:'));
    expect(reads('ApiConfigFunction')).toEqual([{ Action: metricsReadActions, Effect: 'Allow', Resource: '*' }]);
    for (const area of ['ApiSearchFunction', 'ApiAuthFunction', 'ApiUsersFunction']) expect(reads(area)).toEqual([]);
  });
});
