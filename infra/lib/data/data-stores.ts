// The stateful part: three DynamoDB tables and two S3 buckets, all retained when a stack is deleted. The key
// design comes from the functions' own tableDesign, so the cloud and the local stack cannot drift apart.
import { tableDesign, tableRoles, tableStreams } from '@portal/functions/data/dynamo/tables';
import type { bucketRoles } from '@portal/functions/platform/buckets';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { efileUploadCors, efileUploadLifecycleRules } from './efile-uploads.ts';
import { reportFileLifecycleRules } from './report-files.ts';

export type TableRole = (typeof tableRoles)[number];
export type BucketRole = (typeof bucketRoles)[number];

export interface DataStoresProps {
  /** refuse deletion of the tables through CloudFormation (on by default) */
  readonly deletionProtection?: boolean;
}

export class DataStores extends Construct {
  public readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  public readonly buckets: Readonly<Record<BucketRole, s3.IBucket>>;

  constructor(scope: Construct, id: string, props: DataStoresProps = {}) {
    super(scope, id);
    const tables = {} as Record<TableRole, dynamodb.ITable>;
    for (const role of tableRoles) tables[role] = this.table(role, props.deletionProtection ?? true);
    this.tables = tables;

    this.buckets = {
      images: this.bucket('images', { versioned: true }),
      uploads: this.bucket('uploads', {
        // unfinished multipart uploads of e-filed documents are garbage after a week
        lifecycleRules: [
          { abortIncompleteMultipartUploadAfter: Duration.days(7) },
          ...efileUploadLifecycleRules,
          ...reportFileLifecycleRules,
        ],
        cors: efileUploadCors,
      }),
    };
  }

  private table(role: TableRole, deletionProtection: boolean): dynamodb.Table {
    const string = dynamodb.AttributeType.STRING;
    const table = new dynamodb.Table(this, `${capitalize(role)}Table`, {
      partitionKey: { name: tableDesign.partitionKey, type: string },
      sortKey: { name: tableDesign.sortKey, type: string },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDesign.ttlAttribute,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection,
      removalPolicy: RemovalPolicy.RETAIN,
      // the records table's new images feed the fraud-alert matcher (infra/lib/alerts)
      ...(tableStreams[role] ? { stream: dynamodb.StreamViewType.NEW_IMAGE } : {}),
    });
    for (const index of tableDesign.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: string },
        sortKey: { name: index.sortKey, type: string },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    return table;
  }

  private bucket(role: BucketRole, extra: Partial<s3.BucketProps>): s3.Bucket {
    return new s3.Bucket(this, `${capitalize(role)}Bucket`, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      ...extra,
    });
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
