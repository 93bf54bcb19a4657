// The index feed's job in the cloud (issue 31): an EventBridge rule runs the feed Lambda every 30 minutes, with no
// retry (the next run is the retry); it may read and write the records table (the changed-on-day index, the feed
// file items) and put objects only under the counties' feed prefix of the uploads bucket; its errors alarm.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { actionsOn, statementsOf, synthPortal } from './synth.ts';

const { portal } = synthPortal();
const job = 'FeedJobFeedFunction';

describe('the feed job', () => {
  it('runs every 30 minutes from one rule targeting the feed Lambda, without retries', () => {
    const rules = portal.findResources('AWS::Events::Rule', {
      Properties: { ScheduleExpression: 'rate(30 minutes)', State: 'ENABLED' },
    });
    const targets = Object.values(rules).flatMap(
      (r) => r.Properties.Targets as Array<{ Arn: { 'Fn::GetAtt': string[] } }>,
    );
    expect(targets.map((t) => t.Arn['Fn::GetAtt']?.[0])).toEqual([expect.stringMatching(new RegExp(`^${job}`))]);
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: "Portal: build each county's daily index feed file and the snapshots asked for",
      Timeout: 900,
      Environment: {
        Variables: Match.objectLike({ TABLE_RECORDS: Match.anyValue(), BUCKET_UPLOADS: Match.anyValue() }),
      },
    });
    portal.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp(`^${job}`) },
      MaximumRetryAttempts: 0,
    });
  });

  it('reads and writes the records table and puts only feed files into the uploads bucket', () => {
    expect(actionsOn(portal, job, 'RecordsTable')).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:Scan']),
    );
    const puts = statementsOf(portal, job).filter((s) => JSON.stringify(s.Action).includes('s3:PutObject'));
    expect(puts.length).toBe(1);
    expect(JSON.stringify(puts[0]!.Resource)).toContain('/C#*/feed/*');
    expect(actionsOn(portal, job, 'ImagesBucket')).toEqual([]);
  });

  it('lets the feed area sign links to the uploads bucket', () => {
    expect(actionsOn(portal, 'ApiFeedFunction', 'UploadsBucket')).toEqual(expect.arrayContaining(['s3:GetObject*']));
  });
});
