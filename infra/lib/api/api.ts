// One Lambda per API area (functions/src/areas/<area>/lambda.ts, a Hono app) behind one HTTP API, which routes
// to it exactly the routes (method and path) its app answers. CloudFront sends /api/* here (see Web).
import { Duration, Fn } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketRole, TableRole } from '../data/data-stores.ts';
import { portalFunction, storesEnvironment } from '../functions/portal-function.ts';
import type { Mail } from '../mail/mail.ts';
import type { CardProviderSettings } from '../payments/card-provider-settings.ts';
import { AreaIntegration } from './area-integration.ts';
import { type Access, type AreaSpec, gatewayPath, lambdaEntry } from './areas.ts';
import { OriginSecret } from './origin-secret.ts';

export interface ApiProps {
  /** the areas to deploy, with their routes (see apiAreaSpecs) */
  readonly areas: readonly AreaSpec[];
  /** the functions workspace (holds src/areas/<area>/lambda.ts) */
  readonly functionsDir: string;
  /** the repository root: holds package-lock.json, esbuild runs from here */
  readonly projectRoot: string;
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketRole, s3.IBucket>>;
  readonly mail: Mail;
  /** the card provider's settings and merchant secret, for the areas that call it */
  readonly cardProvider: CardProviderSettings;
  readonly counties: readonly string[];
  /** bundle the handlers with esbuild (default true); unit tests turn it off and deploy a stub */
  readonly bundle?: boolean;
}

export class Api extends Construct {
  public readonly httpApi: apigw.HttpApi;
  /** the HTTP API's host name, the origin CloudFront forwards /api/* to */
  public readonly originDomainName: string;
  public readonly functions: Readonly<Record<string, lambda.IFunction>>;
  /** what CloudFront must send for the API to answer */
  public readonly originSecret: OriginSecret;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', { description: 'Land record portal API (behind CloudFront)' });
    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com
    this.originDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    const environment = storesEnvironment(props);
    this.originSecret = new OriginSecret(this, 'OriginSecret');

    const functions: Record<string, lambda.IFunction> = {};
    const claimed = new Map<string, string>();
    for (const area of props.areas) {
      const fn = this.areaFunction(area, props, environment);
      functions[area.name] = fn;
      this.grant(area, fn, props);
      const integration = new AreaIntegration(`${pascal(area.name)}Integration`, fn);
      for (const route of area.routes) {
        const key = `${route.method} ${gatewayPath(route.path)}`;
        const owner = claimed.get(key);
        if (owner) throw new Error(`Route ${key} is claimed by both ${owner} and ${area.name}.`);
        claimed.set(key, area.name);
        this.httpApi.addRoutes({ path: gatewayPath(route.path), methods: [httpMethod(route.method)], integration });
      }
    }
    this.functions = functions;
  }

  private areaFunction(area: AreaSpec, props: ApiProps, environment: Record<string, string>): nodejs.NodejsFunction {
    return portalFunction(this, pascal(area.name), {
      description: `Portal API area ${area.name}`,
      entry: lambdaEntry(props.functionsDir, area.name),
      projectRoot: props.projectRoot,
      environment,
      // the HTTP API gives up after 30 s
      timeout: Duration.seconds(29),
      memoryMiB: area.memoryMiB,
      bundle: props.bundle,
      nativeModules: area.nativeModules,
    });
  }

  private grant(area: AreaSpec, fn: lambda.Function, props: ApiProps): void {
    this.originSecret.grantCheck(fn);
    props.tables.app.grantReadWriteData(fn);
    grantTable(props.tables.records, fn, area.records);
    grantTable(props.tables.ledger, fn, area.ledger);
    grantBucket(props.buckets.images, fn, area.images);
    // the key pattern of imaging/page-images.ts previewKey: no overwriting of page images or thumbnails
    if (area.putImagePreviews) props.buckets.images.grantPut(fn, 'C#*/docs/*/preview-*.jpg');
    // auth/slides.ts slideCopyKey (<n>-<version>-w<width>): never the slide itself (<n>.jpg)
    if (area.putSlideCopies) props.buckets.images.grantPut(fn, 'C#*/slides/*-w*');
    grantBucket(props.buckets.uploads, fn, area.uploads);
    if (area.mail) props.mail.grantSend(fn);
    if (area.cardPayments) props.cardProvider.grantUse(fn);
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

function httpMethod(method: string): apigw.HttpMethod {
  const known = Object.values(apigw.HttpMethod) as string[];
  if (!known.includes(method)) throw new Error(`The HTTP API has no method ${method}.`);
  return method as apigw.HttpMethod;
}

function pascal(name: string): string {
  return name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
}
