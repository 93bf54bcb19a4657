// The fraud-alert matcher's stream lag: the age of the newest record it was handed from the records table's
// stream (Lambda's IteratorAge). It gathers up to a minute before it runs (infra/lib/alerts/alert-matcher.ts), so
// a quarter of an hour means it is failing or falling behind; past 6 hours records go to its dead-letter queue
// and their subscribers are never mailed.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { AlarmTopic } from './alarm-topic.ts';

export const STREAM_LAG_MS = 15 * 60_000;

export const iteratorAge = (fn: lambda.IFunction) =>
  fn.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(5) });

export class StreamLagAlarm extends Construct {
  public readonly alarm: cloudwatch.Alarm;

  constructor(
    scope: Construct,
    id: string,
    props: { readonly consumer: lambda.IFunction; readonly topic: AlarmTopic },
  ) {
    super(scope, id);
    this.alarm = props.topic.notify(
      iteratorAge(props.consumer).createAlarm(this, 'IteratorAge', {
        alarmDescription:
          'The fraud-alert matcher is more than 15 minutes behind the records stream (docs/monitoring.md)',
        threshold: STREAM_LAG_MS,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
