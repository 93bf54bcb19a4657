// Property fraud alerts' matcher (issue 22): the records table's DynamoDB Stream (new images) triggers the matcher
// Lambda (functions' areas/alerts/matcher-lambda.ts). The event source mapping passes only document entity items
// (the same filter the local poller applies), in batches gathered up to a minute so one import's matches go out in
// one e-mail per subscriber; a failing batch is retried, split in halves to isolate a bad record, and its records'
// positions end in a dead-letter queue. The matcher's sent markers make a retried batch mail nobody twice.
import { documentRecordFilter } from '@portal/functions/areas/alerts/stream-records';
import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type AreaFunctionProps, areaFunction } from '../functions/area-function.ts';
import type { Mail } from '../mail/mail.ts';

export interface AlertMatcherProps extends AreaFunctionProps {
  readonly mail: Mail;
}

export class AlertMatcher extends Construct {
  public readonly function: nodejs.NodejsFunction;
  public readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: AlertMatcherProps) {
    super(scope, id);
    this.function = areaFunction(this, 'Matcher', props, {
      description: 'Portal: property fraud alerts, matching recorded documents with the watches',
      area: 'alerts',
      file: 'matcher-lambda.ts',
      timeout: Duration.minutes(5),
    });
    // watches, subscriptions, sent markers and counts (app); nothing else: the documents come in the event
    props.tables.app.grantReadWriteData(this.function);
    props.mail.grantSend(this.function);

    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.function.addEventSource(
      new DynamoEventSource(props.tables.records, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 1000,
        maxBatchingWindow: Duration.seconds(60),
        retryAttempts: 5,
        bisectBatchOnError: true,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [lambda.FilterCriteria.filter(documentRecordFilter)],
      }),
    );
  }
}
