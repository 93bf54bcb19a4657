// The monthly statement e-mail in the cloud (issue 31): an EventBridge rule runs the money-alerts statements Lambda
// every hour, with no retry (the next run is the retry); it may read and write the app table and the ledger and send
// mail from the SES identity, and reads no document, image or upload. The charging areas (search, imaging) may send
// mail too: a charge that takes an escrow balance below its threshold mails the account's administrators.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { actionsOn, synthPortal } from './synth.ts';

const { portal } = synthPortal();
const job = 'MonthlyStatementsStatementsFunction';

describe('monthly statements', () => {
  it('run every hour from one rule targeting the statements Lambda, without retries', () => {
    const rules = portal.findResources('AWS::Events::Rule', {
      Properties: { ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' },
    });
    const targets = Object.values(rules).flatMap(
      (r) => r.Properties.Targets as Array<{ Arn: { 'Fn::GetAtt': string[] } }>,
    );
    expect(targets.map((t) => t.Arn['Fn::GetAtt']?.[0])).toEqual([expect.stringMatching(new RegExp(`^${job}`))]);
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: "Portal: e-mail each account administrator the month's statement",
      Timeout: 900,
      Environment: { Variables: Match.objectLike({ TABLE_APP: Match.anyValue(), TABLE_LEDGER: Match.anyValue() }) },
    });
    portal.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp(`^${job}`) },
      MaximumRetryAttempts: 0,
    });
  });

  it('may use the app table and the ledger and send mail, and nothing else', () => {
    expect(actionsOn(portal, job, 'AppTable')).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem']));
    expect(actionsOn(portal, job, 'LedgerTable')).toEqual(expect.arrayContaining(['dynamodb:Query']));
    expect(actionsOn(portal, job, 'MailFromAddress')).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(actionsOn(portal, job, 'RecordsTable')).toEqual([]);
    expect(actionsOn(portal, job, 'Bucket')).toEqual([]);
  });

  it('alarms on any error of a run (a county whose statements failed) and on a throttle', () => {
    const resources = portal.toJSON().Resources as Record<
      string,
      { Type: string; Properties: Record<string, unknown> }
    >;
    const fn = Object.keys(resources).find(
      (id) => id.startsWith(job) && resources[id]?.Type === 'AWS::Lambda::Function',
    );
    const alarms = Object.values(resources).filter(
      (r) => r.Type === 'AWS::CloudWatch::Alarm' && JSON.stringify(r.Properties).includes(`{"Ref":"${fn}"}`),
    );
    expect(alarms.map((a) => [a.Properties.MetricName, a.Properties.Threshold]).sort()).toEqual([
      ['Errors', 1],
      ['Throttles', 1],
    ]);
  });

  it('lets the charging areas mail a low-balance alert', () => {
    for (const area of ['ApiSearchFunction', 'ApiImagingFunction', 'ApiPaymentsFunction']) {
      expect(actionsOn(portal, area, 'MailFromAddress')).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    }
  });
});
