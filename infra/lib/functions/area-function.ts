// A Lambda of one functions area that runs beside the API, not behind a route (the stream matcher, the scheduled
// jobs, the migration runner): the props every such construct takes, and the function built from the area's file
// with the stores' environment. A scheduled job's rule is scheduled-job.ts's.
import { join } from 'node:path';
import type { Duration } from 'aws-cdk-lib';
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
  /** packages with native code (sharp), installed beside the bundle for Lambda */
  readonly nativeModules?: readonly string[];
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
    nativeModules: spec.nativeModules,
    bundle: props.bundle,
  });
}
