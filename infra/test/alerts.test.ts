// Property fraud alerts in the cloud (issue 22): the records table streams new images; the matcher Lambda reads the
// stream through an event source mapping that passes only document entity items, in batches, with retries, bisect
// on error and an SQS dead-letter queue; it may write the app table and send mail, and nothing else.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { actionsOn, statementsOf, synthPortal } from './synth.ts';

const { data, portal } = synthPortal();
const matcher = 'AlertsMatcherFunction';

describe('fraud alert matching', () => {
  it('streams the records table (new images) and no other table', () => {
    const tables = Object.entries(data.findResources('AWS::DynamoDB::Table'));
    const streamed = tables.filter(([, t]) => t.Properties.StreamSpecification);
    expect(streamed.map(([id]) => id)).toEqual([expect.stringMatching(/RecordsTable/)]);
    expect(streamed[0]?.[1].Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('runs the matcher on document records in batches, retried, bisected, then sent to a dead-letter queue', () => {
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Portal: property fraud alerts, matching recorded documents with the watches',
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
    });
    portal.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: Match.stringLikeRegexp(`^${matcher}`) },
      EventSourceArn: Match.anyValue(),
      StartingPosition: 'LATEST',
      BatchSize: 1000,
      MaximumBatchingWindowInSeconds: 60,
      MaximumRetryAttempts: 5,
      BisectBatchOnFunctionError: true,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AlertsDeadLetters'), 'Arn'] } },
      },
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT', 'MODIFY'],
              dynamodb: { NewImage: { sk: { S: ['DOC'] }, t: { S: ['DOC'] } } },
            }),
          },
        ],
      },
    });
    portal.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it('may read the stream, write the app table and send mail, and read no document nor image', () => {
    const actions = statementsOf(portal, matcher).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'sqs:SendMessage']),
    );
    expect(actionsOn(portal, matcher, 'AppTable')).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']),
    );
    expect(actionsOn(portal, matcher, 'RecordsTable').filter((a) => !/Stream|Shard|GetRecords/.test(a))).toEqual([]);
    expect(actionsOn(portal, matcher, 'Bucket')).toEqual([]);
    expect(actions.some((a) => a.startsWith('ses:'))).toBe(true);
  });
});
