// Stateful stack: tables and buckets live here, apart from everything that is redeployed freely.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { DataStores } from '../data/data-stores.ts';

export class PortalDataStack extends Stack {
  public readonly data: DataStores;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { terminationProtection: true, ...props });
    this.data = new DataStores(this, 'Data');
  }
}
