// The page text job's background runner in the cloud (issue 33; functions' page-text/runner-lambda.ts), built as the
// LS1 migration's runner: the config Lambda, which serves the start route, invokes it asynchronously with the job's
// first slice order, and each run reads some 20 pages and invokes it again with the next slice until the county's
// pages are read. The engine is Amazon Textract (PAGE_TEXT_ENGINE=textract): a Lambda cannot run Debian's tesseract
// without a container image, and docs/page-text.md has the figures. Lambda retries a crashed or timed-out run
// twice; the retried order's slice still owns the job, so it carries on from the last page saved.
import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { type AreaFunctionProps, areaFunction } from '../functions/area-function.ts';

export interface PageTextRunnerProps extends AreaFunctionProps {
  /** the API's Lambdas by area: the config one serves the page text routes and starts the runner */
  readonly apiFunctions: Readonly<Record<string, lambda.IFunction>>;
}

/** The variable that tells the config Lambda which function runs the slices (functions' page-text/start-runner.ts). */
export const pageTextRunnerVariable = 'PAGE_TEXT_RUNNER_FUNCTION';
/** The engine choice (functions' page-text/page-engine.ts), set on the runner and on the config Lambda. */
export const pageTextEngine = { PAGE_TEXT_ENGINE: 'textract' } as const;

export class PageTextRunner extends Construct {
  public readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: PageTextRunnerProps) {
    super(scope, id);
    this.function = areaFunction(this, 'Runner', props, {
      description: "Portal: read the words of a county's page images (Amazon Textract), one slice per invocation",
      area: 'page-text',
      file: 'runner-lambda.ts',
      // a slice reads 20 pages (run-slice.ts), a second or two each with Textract: the rest is room for throttled
      // calls the SDK retries
      timeout: Duration.minutes(3),
      retryAttempts: 2,
      // the image's size, which Textract's boxes are ratios of, is read with sharp
      nativeModules: ['sharp'],
    });
    this.function.addEnvironment('PAGE_TEXT_ENGINE', pageTextEngine.PAGE_TEXT_ENGINE);
    // the job record (app); the page images, listed and read, and their text-<n>.json written (images bucket); the
    // words of each page indexed for 'Words on the page' (records)
    props.tables.app.grantReadWriteData(this.function);
    props.tables.records.grantReadWriteData(this.function);
    props.buckets.images.grantRead(this.function);
    props.buckets.images.grantPut(this.function);
    const role = this.function.role;
    if (!role) throw new Error('PageTextRunner: the runner has no role');
    new iam.Policy(this, 'ReadPagesAndInvokeNextSlice', {
      roles: [role],
      statements: [
        // Textract's DetectDocumentText has no resource-level permissions (no ARN to name: the image travels in the
        // call), so '*' is the only resource IAM takes for it; the action is the one this function calls
        new iam.PolicyStatement({ actions: ['textract:DetectDocumentText'], resources: ['*'] }),
        // invoking itself: a policy of its own, since the function already depends on its role's default policy
        new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
      ],
    });

    const config = props.apiFunctions.config;
    if (!(config instanceof lambda.Function)) throw new Error('PageTextRunner: the API has no config Lambda');
    this.function.grantInvoke(config);
    config.addEnvironment(pageTextRunnerVariable, this.function.functionName);
    // the start route answers 503 where no engine is installed: the config Lambda's is Textract, through the runner
    config.addEnvironment('PAGE_TEXT_ENGINE', pageTextEngine.PAGE_TEXT_ENGINE);
  }
}
