// The LS1 migration's background runner (functions' migration/runner-lambda.ts): the config Lambda, which serves
// the migration routes, invokes it asynchronously with a job's first slice order, and each run invokes it again with
// the next one until the job ends, so the job carries on with no page open. Chosen over a Step Functions loop: one
// function and one grant, and the order (LS1 password included) stays in Lambda's encrypted event queue instead of a
// state machine's execution history. Lambda retries a crashed or timed-out run twice; a failed slice is the code's
// own to retry (from the last saved step), so it never throws for one.
import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { type AreaFunctionProps, areaFunction } from '../functions/area-function.ts';

export interface MigrationRunnerProps extends AreaFunctionProps {
  /** the API's Lambdas by area: the config one serves the migration routes and starts the runner */
  readonly apiFunctions: Readonly<Record<string, lambda.IFunction>>;
}

/** The variable that tells the config Lambda which function runs the slices (functions' start-runner.ts). */
export const runnerVariable = 'MIGRATION_RUNNER_FUNCTION';

export class MigrationRunner extends Construct {
  public readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: MigrationRunnerProps) {
    super(scope, id);
    this.function = areaFunction(this, 'Runner', props, {
      description: 'Portal: run the LS1 migration in the background, one slice per invocation',
      area: 'migration',
      file: 'runner-lambda.ts',
      // a slice stops after a minute (run-slice.ts): the rest is room for the step it is on
      timeout: Duration.minutes(3),
      retryAttempts: 2,
    });
    // jobs, accounts, users, sessions and list entries (app); opening balances and audit entries (ledger)
    props.tables.app.grantReadWriteData(this.function);
    props.tables.ledger.grantReadWriteData(this.function);
    // invoking itself: a policy of its own, since the function already depends on its role's default policy
    const role = this.function.role;
    if (!role) throw new Error('MigrationRunner: the runner has no role');
    new iam.Policy(this, 'InvokeNextSlice', {
      roles: [role],
      statements: [
        new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
      ],
    });

    const config = props.apiFunctions.config;
    if (!(config instanceof lambda.Function)) throw new Error('MigrationRunner: the API has no config Lambda');
    this.function.grantInvoke(config);
    config.addEnvironment(runnerVariable, this.function.functionName);
  }
}
