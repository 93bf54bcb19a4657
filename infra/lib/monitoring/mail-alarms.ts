// SES bounces and complaints. SES publishes the account's reputation rates (AWS/SES Reputation.BounceRate and
// Reputation.ComplaintRate, no dimensions): it reviews an account from a 5% bounce or 0.1% complaint rate and may
// pause its sending from 10% and 0.5%, which would stop every county's mail. The alarms fire at half the review
// levels, while there is time to act.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import type { AlarmTopic } from './alarm-topic.ts';

export const BOUNCE_RATE = 0.025;
export const COMPLAINT_RATE = 0.0005;

export const sesReputation = (name: 'Reputation.BounceRate' | 'Reputation.ComplaintRate') =>
  new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: name, statistic: 'Maximum', period: Duration.hours(1) });

export class MailAlarms extends Construct {
  public readonly bounces: cloudwatch.Alarm;
  public readonly complaints: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: { readonly topic: AlarmTopic }) {
    super(scope, id);
    this.bounces = props.topic.notify(
      sesReputation('Reputation.BounceRate').createAlarm(this, 'BounceRate', {
        alarmDescription: `SES bounce rate over ${BOUNCE_RATE * 100}% (review at 5%) (docs/monitoring.md)`,
        threshold: BOUNCE_RATE,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
    this.complaints = props.topic.notify(
      sesReputation('Reputation.ComplaintRate').createAlarm(this, 'ComplaintRate', {
        alarmDescription: `SES complaint rate over ${COMPLAINT_RATE * 100}% (review at 0.1%) (docs/monitoring.md)`,
        threshold: COMPLAINT_RATE,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
