// The one construct of a job an EventBridge rule runs every so often (the maintenance jobs, the preauthorization
// sweep): its Lambda from the area's file, the rate rule (`Schedule`), no Lambda retries (the next run is the retry),
// and the app table and the ledger, which every such job reads and writes. A job subclasses it and adds only its
// own grants. The ids are the ones the two jobs had before they shared it, so the deployed resources stay.
import type { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { type AreaFunctionProps, type AreaFunctionSpec, areaFunction } from './area-function.ts';

export interface ScheduledJobSpec extends Omit<AreaFunctionSpec, 'retryAttempts'> {
  /** the Lambda's id in the construct (`<id>Function`, `<id>Logs`) */
  readonly id: string;
  /** how often it runs; keep the timeout well inside it, so two runs never overlap */
  readonly every: Duration;
  /** the rule's description */
  readonly ruleDescription: string;
}

export class ScheduledJob extends Construct {
  public readonly function: nodejs.NodejsFunction;
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: AreaFunctionProps, spec: ScheduledJobSpec) {
    super(scope, id);
    const { id: fnId, every, ruleDescription, ...fn } = spec;
    this.function = areaFunction(this, fnId, props, { ...fn, retryAttempts: 0 });
    this.rule = new events.Rule(this, 'Schedule', {
      description: ruleDescription,
      schedule: events.Schedule.rate(every),
      targets: [new targets.LambdaFunction(this.function)],
    });
    props.tables.app.grantReadWriteData(this.function);
    props.tables.ledger.grantReadWriteData(this.function);
  }
}
