// The SNS topic every portal alarm notifies (vendor staff), with an e-mail subscription per configured address
// (cdk.json context "alarmEmails"); staff may add SMS, chat or a pager to the same topic by hand.
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  /** addresses mailed when an alarm fires or clears */
  readonly emails?: readonly string[];
}

export class AlarmTopic extends Construct {
  public readonly topic: sns.Topic;
  private readonly action: SnsAction;
  /** every alarm that notifies the topic, for the dashboards' alarm status */
  public readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmTopicProps = {}) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Land record portal alarms', enforceSSL: true });
    for (const email of props.emails ?? []) this.topic.addSubscription(new subscriptions.EmailSubscription(email));
    this.action = new SnsAction(this.topic);
  }

  /** Sends the alarm's firing and its clearing to the topic. */
  notify(alarm: cloudwatch.Alarm): cloudwatch.Alarm {
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }
}
