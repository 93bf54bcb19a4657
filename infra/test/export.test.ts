// The scheduled county export in the cloud (issue 28): with a county's bucket in the settings, a daily rule runs
// the export Lambda, which reads the tables and the county's objects and may write only under that county's
// prefix of its bucket, in the account the settings name; the stack outputs the bucket policy statement. Every
// table keeps point-in-time recovery (the restore drill's first tool). No setting, no export.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { exportWriteActions } from '../lib/export/county-export.ts';
import { actionsOn, statementsOf, synthPortal } from './synth.ts';

const target = {
  bucketArn: 'arn:aws:s3:::lakewood-land-records-export',
  account: '444455556666',
  prefix: 'portal/',
};
const { portal, data } = synthPortal({ countyExports: { lakewood: target } });
const fn = 'CountyExportExportFunction';

describe('scheduled county export', () => {
  it('runs daily from one rule targeting the export Lambda, which answers no route', () => {
    const rules = portal.findResources('AWS::Events::Rule', {
      Properties: { ScheduleExpression: 'cron(0 7 * * ? *)', State: 'ENABLED' },
    });
    expect(Object.keys(rules)).toHaveLength(1);
    const targets = Object.values(rules)[0]?.Properties.Targets as Array<{ Arn: { 'Fn::GetAtt': string[] } }>;
    expect(targets.map((t) => t.Arn['Fn::GetAtt'][0])).toEqual([expect.stringMatching(/^CountyExportExportFunction/)]);
    portal.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^CountyExportExportFunction') },
      MaximumRetryAttempts: 0,
    });
    expect(JSON.stringify(portal.findResources('AWS::ApiGatewayV2::Integration'))).not.toContain('CountyExport');
  });

  it("tells the Lambda each county's bucket and prefix, and reads the stores' names like every handler", () => {
    portal.hasResourceProperties('AWS::Lambda::Function', {
      Description: "Portal: export each county's whole data to the county's own bucket",
      Timeout: 900,
      Environment: {
        Variables: Match.objectLike({
          TABLE_APP: Match.anyValue(),
          TABLE_RECORDS: Match.anyValue(),
          TABLE_LEDGER: Match.anyValue(),
          BUCKET_IMAGES: Match.anyValue(),
          EXPORT_TARGETS: JSON.stringify([
            { county: 'lakewood', bucketName: 'lakewood-land-records-export', prefix: 'portal/', images: 'reference' },
          ]),
        }),
      },
    });
  });

  it("may read the tables and buckets, write nothing of the portal's, and write only under the county's prefix", () => {
    for (const table of ['AppTable', 'RecordsTable', 'LedgerTable']) {
      const actions = actionsOn(portal, fn, table);
      expect(actions).toContain('dynamodb:Scan');
      expect(actions.filter((a) => /Put|Write|Delete|Update/.test(a))).toEqual([]);
    }
    for (const bucket of ['ImagesBucket', 'UploadsBucket']) {
      const actions = actionsOn(portal, fn, bucket);
      expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:List*']));
      expect(actions.filter((a) => /Put|Delete/.test(a))).toEqual([]);
    }
    const writes = statementsOf(portal, fn).filter((s) => JSON.stringify(s.Action).includes('s3:PutObject'));
    expect(writes).toEqual([
      {
        Action: exportWriteActions,
        Effect: 'Allow',
        Resource: 'arn:aws:s3:::lakewood-land-records-export/portal/lakewood/*',
        Condition: { StringEquals: { 's3:ResourceAccount': '444455556666' } },
      },
    ]);
  });

  it('outputs the statement the county adds to its bucket policy, naming the export role', () => {
    const outputs = portal.findOutputs('*', { Description: Match.stringLikeRegexp('lakewood-land-records-export') });
    expect(Object.keys(outputs)).toHaveLength(1);
    const value = JSON.stringify(Object.values(outputs)[0]?.Value);
    expect(value).toContain('lakewood-land-records-export/portal/lakewood/*');
    expect(value).toMatch(/"Fn::GetAtt":\["CountyExportExportFunctionServiceRole\w+","Arn"\]/);
  });

  it('is not deployed without a county bucket in the settings', () => {
    const plain = synthPortal().portal;
    expect(JSON.stringify(plain.findResources('AWS::Lambda::Function'))).not.toContain('CountyExport');
  });

  it('refuses a setting it cannot use, saying what to correct', () => {
    expect(() => synthPortal({ countyExports: { marianas: target } })).toThrow(/not one of this deployment's counties/);
    expect(() => synthPortal({ countyExports: { lakewood: { ...target, bucketArn: 'lakewood-export' } } })).toThrow(
      /bucketArn must be an S3 bucket ARN/,
    );
    expect(() => synthPortal({ countyExports: { lakewood: { ...target, account: '42' } } })).toThrow(/12-digit/);
  });
});

describe('point-in-time recovery', () => {
  it('is on for every table', () => {
    const tables = data.findResources('AWS::DynamoDB::Table');
    expect(Object.keys(tables)).toHaveLength(3);
    for (const t of Object.values(tables))
      expect(t.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });
});
