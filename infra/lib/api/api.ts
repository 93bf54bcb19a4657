// One Lambda per API area (functions/src/areas/<area>/lambda.ts, a Hono app) behind one HTTP API, which routes
// each area's path prefixes to it. CloudFront sends /api/* here (see Web).
import { Duration, Fn } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketRole, TableRole } from '../data/data-stores.ts';
import type { Mail } from '../mail/mail.ts';
import { type Access, type AreaSpec, lambdaEntry } from './areas.ts';

export interface ApiProps {
  /** the areas to deploy (see deployableAreas) */
  readonly areas: readonly AreaSpec[];
  /** the functions workspace (holds src/areas/<area>/lambda.ts) */
  readonly functionsDir: string;
  /** the repository root: holds package-lock.json, esbuild runs from here */
  readonly projectRoot: string;
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketRole, s3.IBucket>>;
  readonly mail: Mail;
  readonly counties: readonly string[];
  /** bundle the handlers with esbuild (default true); unit tests turn it off and deploy a stub */
  readonly bundle?: boolean;
}

export class Api extends Construct {
  public readonly httpApi: apigw.HttpApi;
  /** the HTTP API's host name, the origin CloudFront forwards /api/* to */
  public readonly originDomainName: string;
  public readonly functions: Readonly<Record<string, lambda.IFunction>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', { description: 'Land record portal API (behind CloudFront)' });
    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com
    this.originDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    const environment = {
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

    const functions: Record<string, lambda.IFunction> = {};
    const claimed = new Map<string, string>();
    for (const area of props.areas) {
      const fn = this.areaFunction(area, props, environment);
      functions[area.name] = fn;
      this.grant(area, fn, props);
      const integration = new HttpLambdaIntegration(`${pascal(area.name)}Integration`, fn);
      for (const prefix of area.prefixes) {
        for (const path of [prefix, `${prefix}/{proxy+}`]) {
          const owner = claimed.get(path);
          if (owner) throw new Error(`Route ${path} is claimed by both ${owner} and ${area.name}.`);
          claimed.set(path, area.name);
          this.httpApi.addRoutes({ path, methods: [apigw.HttpMethod.ANY], integration });
        }
      }
    }
    this.functions = functions;
  }

  private areaFunction(area: AreaSpec, props: ApiProps, environment: Record<string, string>): nodejs.NodejsFunction {
    const id = pascal(area.name);
    return new nodejs.NodejsFunction(this, `${id}Function`, {
      description: `Portal API area ${area.name}`,
      entry: lambdaEntry(props.functionsDir, area.name),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: area.memoryMiB ?? 512,
      // the HTTP API gives up after 30 s
      timeout: Duration.seconds(29),
      environment,
      logGroup: new logs.LogGroup(this, `${id}Logs`, { retention: logs.RetentionDays.THREE_MONTHS }),
      loggingFormat: lambda.LoggingFormat.JSON,
      projectRoot: props.projectRoot,
      depsLockFilePath: `${props.projectRoot}/package-lock.json`,
      ...(props.bundle === false
        ? {
            code: lambda.Code.fromInline('exports.handler = async () => ({ statusCode: 501 });'),
            handler: 'index.handler',
          }
        : {
            handler: 'handler',
            bundling: {
              forceDockerBundling: false,
              format: nodejs.OutputFormat.ESM,
              mainFields: ['module', 'main'],
              // ESM output: give CommonJS dependencies their require
              banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
              // the same SDK version the tests ran against, not whatever the runtime ships
              bundleAwsSDK: true,
              minify: true,
              sourceMap: true,
              logLevel: nodejs.LogLevel.WARNING,
            },
          }),
    });
  }

  private grant(area: AreaSpec, fn: lambda.IFunction, props: ApiProps): void {
    props.tables.app.grantReadWriteData(fn);
    grantTable(props.tables.records, fn, area.records);
    grantTable(props.tables.ledger, fn, area.ledger);
    grantBucket(props.buckets.images, fn, area.images);
    grantBucket(props.buckets.uploads, fn, area.uploads);
    if (area.mail) props.mail.grantSend(fn);
  }
}

function grantTable(table: dynamodb.ITable, grantee: iam.IGrantable, access: Access | undefined): void {
  if (access === 'read') table.grantReadData(grantee);
  if (access === 'readWrite') table.grantReadWriteData(grantee);
}

function grantBucket(bucket: s3.IBucket, grantee: iam.IGrantable, access: Access | undefined): void {
  if (access === 'read') bucket.grantRead(grantee);
  if (access === 'readWrite') bucket.grantReadWrite(grantee);
}

function pascal(name: string): string {
  return name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
}
