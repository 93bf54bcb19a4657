// Property fraud alerts' matcher (issue 22): the records table's DynamoDB Stream (new images) triggers the matcher
// Lambda (functions' areas/alerts/matcher-lambda.ts). The event source mapping passes only document entity items
// (the same filter the local poller applies), in batches gathered up to a minute so one import's matches go out in
// one e-mail per subscriber; a failing batch is retried, split in halves to isolate a bad record, and its records'
// positions end in a dead-letter queue. The matcher's sent markers make a retried batch mail nobody twice.
import { join } from 'node:path';
import { documentRecordFilter } from '@portal/functions/areas/alerts/stream-records';
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { BucketRole, TableRole } from '../data/data-stores.ts';
import { portalFunction, storesEnvironment } from '../functions/portal-function.ts';
import type { Mail } from '../mail/mail.ts';

export interface AlertMatcherProps {
  readonly functionsDir: string;
  readonly projectRoot: string;
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketRole, s3.IBucket>>;
  readonly counties: readonly string[];
  readonly mail: Mail;
  readonly bundle?: boolean;
}

export class AlertMatcher extends Construct {
  public readonly function: nodejs.NodejsFunction;
  public readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: AlertMatcherProps) {
    super(scope, id);
    this.function = portalFunction(this, 'Matcher', {
      description: 'Portal: property fraud alerts, matching recorded documents with the watches',
      entry: join(props.functionsDir, 'src', 'areas', 'alerts', 'matcher-lambda.ts'),
      projectRoot: props.projectRoot,
      environment: storesEnvironment(props),
      timeout: Duration.minutes(5),
      bundle: props.bundle,
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
