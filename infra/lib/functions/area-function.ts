// A Lambda of one functions area that runs beside the API, not behind a route (the stream matcher, the scheduled
// jobs): the props every such construct takes, the function built from the area's file with the stores'
// environment, and the schedule of a job.
import { join } from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { portalFunction, type StoresEnvironment, storesEnvironment } from './portal-function.ts';

export interface AreaFunctionProps extends StoresEnvironment {
  /** the functions workspace (holds src/areas/<area>/<file>) */
  readonly functionsDir: string;
  readonly projectRoot: string;
  /** false in unit tests: the Lambda gets a stub instead of an esbuild bundle */
  readonly bundle?: boolean;
}

export interface AreaFunctionSpec {
  readonly area: string;
  /** the handler's file in the area */
  readonly file: string;
  readonly description: string;
  readonly timeout: Duration;
  /** Lambda's own retries of an asynchronous invocation (default: Lambda's) */
  readonly retryAttempts?: number;
}

/** Creates `<id>Function` and its log group in `scope` (portalFunction), reading the stores every handler reads. */
export function areaFunction(
  scope: Construct,
  id: string,
  props: AreaFunctionProps,
  spec: AreaFunctionSpec,
): nodejs.NodejsFunction {
  return portalFunction(scope, id, {
    description: spec.description,
    entry: join(props.functionsDir, 'src', 'areas', spec.area, spec.file),
    projectRoot: props.projectRoot,
    environment: storesEnvironment(props),
    timeout: spec.timeout,
    retryAttempts: spec.retryAttempts,
    bundle: props.bundle,
  });
}

export interface ScheduledJobSpec extends Omit<AreaFunctionSpec, 'retryAttempts'> {
  /** how often it runs; keep the timeout well inside it, so two runs never overlap */
  readonly every: Duration;
  /** the rule's description */
  readonly ruleDescription: string;
}

/** A job an EventBridge rule (`Schedule`) runs every so often. The next run is its retry: Lambda retries none. */
export function scheduledJob(
  scope: Construct,
  id: string,
  props: AreaFunctionProps,
  spec: ScheduledJobSpec,
): { function: nodejs.NodejsFunction; rule: events.Rule } {
  const { every, ruleDescription, ...fn } = spec;
  const handler = areaFunction(scope, id, props, { ...fn, retryAttempts: 0 });
  const rule = new events.Rule(scope, 'Schedule', {
    description: ruleDescription,
    schedule: events.Schedule.rate(every),
    targets: [new targets.LambdaFunction(handler)],
  });
  return { function: handler, rule };
}
