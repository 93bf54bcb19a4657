// Lambda errors and throttles of every portal function. An API function's error is a crash or a 29 s timeout
// (the app answers its own failures as envelopes), so a few are worth a look; a scheduled job fails its invocation
// on purpose when a county's work failed (payments/sweep-lambda.ts, maintenance-lambda.ts), so one is. A throttle
// means the account's concurrency is spent (docs/capacity.md section 5): always an alarm.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { AlarmTopic } from './alarm-topic.ts';

export const API_ERRORS_PER_5_MIN = 5;
export const JOB_ERRORS_PER_5_MIN = 1;

export interface FunctionAlarmsProps {
  /** the API's Lambdas by area */
  readonly apiFunctions: Readonly<Record<string, lambda.IFunction>>;
  /** scheduled and stream-driven Lambdas by name */
  readonly jobFunctions: Readonly<Record<string, lambda.IFunction>>;
  readonly topic: AlarmTopic;
}

export class FunctionAlarms extends Construct {
  public readonly errors: Readonly<Record<string, cloudwatch.Alarm>>;
  public readonly throttles: Readonly<Record<string, cloudwatch.Alarm>>;

  constructor(scope: Construct, id: string, props: FunctionAlarmsProps) {
    super(scope, id);
    const errors: Record<string, cloudwatch.Alarm> = {};
    const throttles: Record<string, cloudwatch.Alarm> = {};
    const watch = (name: string, fn: lambda.IFunction, errorThreshold: number) => {
      const period = Duration.minutes(5);
      errors[name] = props.topic.notify(
        fn.metricErrors({ period, statistic: 'Sum' }).createAlarm(this, `${name}Errors`, {
          alarmDescription: `The ${name} Lambda failed ${errorThreshold} time(s) or more in 5 minutes (docs/monitoring.md)`,
          threshold: errorThreshold,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
      throttles[name] = props.topic.notify(
        fn.metricThrottles({ period, statistic: 'Sum' }).createAlarm(this, `${name}Throttles`, {
          alarmDescription: `The ${name} Lambda was throttled (docs/monitoring.md)`,
          threshold: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    };
    for (const [area, fn] of Object.entries(props.apiFunctions)) watch(`Api${pascal(area)}`, fn, API_ERRORS_PER_5_MIN);
    for (const [name, fn] of Object.entries(props.jobFunctions)) watch(pascal(name), fn, JOB_ERRORS_PER_5_MIN);
    this.errors = errors;
    this.throttles = throttles;
  }
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
