// A Lambda of the functions workspace, built the one way all of them are: Node 22 on arm64, JSON logs kept three
// months, an esbuild bundle of its entry file split into chunks loaded on first use (lambda-bundle.ts; in unit tests,
// a stub), and the environment every handler reads.
import type { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { BucketRole, TableRole } from '../data/data-stores.ts';
import { BUNDLE_HANDLER, lambdaBundle } from './lambda-bundle.ts';

export interface PortalFunctionProps {
  /** the handler's file (it exports `handler`) */
  readonly entry: string;
  readonly description: string;
  /** the repository root: holds package-lock.json, esbuild runs from here */
  readonly projectRoot: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly timeout: Duration;
  readonly memoryMiB?: number;
  /** bundle the handler with esbuild (default true); unit tests turn it off and deploy a stub */
  readonly bundle?: boolean;
  /** packages with native code (sharp): left out of the bundle and installed beside it for linux-arm64 */
  readonly nativeModules?: readonly string[];
  /** Lambda's own retries of an asynchronous invocation (default: Lambda's, two) */
  readonly retryAttempts?: number;
}

/** Creates `<id>Function` and its log group `<id>Logs` in `scope`. */
export function portalFunction(scope: Construct, id: string, props: PortalFunctionProps): nodejs.NodejsFunction {
  return new nodejs.NodejsFunction(scope, `${id}Function`, {
    description: props.description,
    entry: props.entry,
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: props.memoryMiB ?? 512,
    timeout: props.timeout,
    environment: { ...props.environment },
    ...(props.retryAttempts !== undefined ? { retryAttempts: props.retryAttempts } : {}),
    logGroup: new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.THREE_MONTHS }),
    loggingFormat: lambda.LoggingFormat.JSON,
    projectRoot: props.projectRoot,
    depsLockFilePath: `${props.projectRoot}/package-lock.json`,
    handler: BUNDLE_HANDLER,
    code:
      props.bundle === false
        ? lambda.Code.fromInline('exports.handler = async () => ({ statusCode: 501 });')
        : lambdaBundle({ entry: props.entry, projectRoot: props.projectRoot, nativeModules: props.nativeModules }),
  });
}

export interface StoresEnvironment {
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketRole, s3.IBucket>>;
  readonly counties: readonly string[];
}

/** The table and bucket names and the counties: what every handler reads (functions' platform/tables.ts). */
export function storesEnvironment(props: StoresEnvironment): Record<string, string> {
  return {
    TABLE_APP: props.tables.app.tableName,
    TABLE_RECORDS: props.tables.records.tableName,
    TABLE_LEDGER: props.tables.ledger.tableName,
    BUCKET_IMAGES: props.buckets.images.bucketName,
    BUCKET_UPLOADS: props.buckets.uploads.bucketName,
    DEFAULT_COUNTY: props.counties[0] ?? '',
    ...(props.counties.length === 1 ? { COUNTY: props.counties[0] ?? '' } : {}),
    COOKIE_SECURE: 'true',
    NODE_OPTIONS: '--enable-source-maps',
  };
}
