import { tableDesign } from '@portal/functions/data/dynamo/tables';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../lib/settings.ts';
import { synthPortal } from './synth.ts';

const { data, portal } = synthPortal();

describe('data stack', () => {
  it('has the three tables with pk/sk, gsi1, gsi2, TTL, PITR, on demand, retained', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 3);
    const tables = data.findResources('AWS::DynamoDB::Table', {
      Properties: {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: tableDesign.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    expect(Object.keys(tables).map((id) => id.replace(/Table.*/, ''))).toEqual([
      'DataApp',
      'DataRecords',
      'DataLedger',
    ]);
  });

  it('never hard-codes a physical table or bucket name', () => {
    for (const [type, key] of [
      ['AWS::DynamoDB::Table', 'TableName'],
      ['AWS::S3::Bucket', 'BucketName'],
    ] as const) {
      for (const resource of Object.values(data.findResources(type))) expect(resource.Properties[key]).toBeUndefined();
    }
  });

  it('keeps images and uploads private, encrypted, TLS-only and retained; images versioned', () => {
    data.resourceCountIs('AWS::S3::Bucket', 2);
    const buckets = data.findResources('AWS::S3::Bucket', {
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      },
      DeletionPolicy: 'Retain',
    });
    expect(Object.keys(buckets)).toHaveLength(2);
    const images = Object.entries(buckets).find(([id]) => id.startsWith('DataImagesBucket'))?.[1];
    expect(images?.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const policies = data.findResources('AWS::S3::BucketPolicy', {
      Properties: {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      },
    });
    expect(Object.keys(policies)).toHaveLength(2);
  });

  it('keeps the stateful resources out of the portal stack', () => {
    portal.resourceCountIs('AWS::DynamoDB::Table', 0);
    // the only bucket there is the SPA bucket, rebuilt at every deploy
    portal.resourceCountIs('AWS::S3::Bucket', 1);
  });
});

describe('cdk.json context', () => {
  const settings = (context: Record<string, unknown>) => readSettings(new App({ context }).node);

  it('reads counties as a list or a comma-separated -c value', () => {
    expect(settings({ counties: 'lakewood, marianas' }).counties).toEqual(['lakewood', 'marianas']);
    expect(settings({ counties: ['lakewood'] })).toMatchObject({
      paymentsEnvironment: 'sandbox',
      stackPrefix: 'Portal',
    });
  });

  it('refuses what cannot be deployed', () => {
    expect(() => settings({})).toThrow('must list one county id or more');
    expect(() => settings({ counties: ['Lake Wood'] })).toThrow('is not a county id');
    expect(() => settings({ counties: ['lakewood'], domainName: 'portal.example.com' })).toThrow('certificateArn');
    expect(() => settings({ counties: ['lakewood'], paymentsEnvironment: 'live' })).toThrow('sandbox or production');
  });
});
