// Stateful stack: tables and buckets live here, apart from everything that is redeployed freely.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { DataStores } from '../data/data-stores.ts';

export class PortalDataStack extends Stack {
  public readonly data: DataStores;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { terminationProtection: true, ...props });
    this.data = new DataStores(this, 'Data');
    // the names scripts need (seed, import) when pointed at the cloud: TABLE_APP=... npm run import
    for (const [role, table] of Object.entries(this.data.tables)) {
      new CfnOutput(this, `Table${role[0]?.toUpperCase()}${role.slice(1)}`, { value: table.tableName });
    }
    for (const [role, bucket] of Object.entries(this.data.buckets)) {
      new CfnOutput(this, `Bucket${role[0]?.toUpperCase()}${role.slice(1)}`, { value: bucket.bucketName });
    }
  }
}
