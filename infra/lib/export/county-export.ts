// The scheduled county export (issue 28, "the county's data is the county's"): once a day an EventBridge rule runs
// the export Lambda (functions' export/export-lambda.ts), which writes each county's whole data, the same export
// as `npm run export`, to a bucket the county owns in its own AWS account. The Lambda reads the three tables (a
// Scan: a batch job) and the county's objects, and may put objects only under each county's prefix in its bucket;
// the bucket's policy, which the county applies on its side, is output with this role's ARN filled in.
import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { type AreaFunctionProps, areaFunction } from '../functions/area-function.ts';
import type { CountyExportTarget } from './export-settings.ts';

export interface CountyExportProps extends AreaFunctionProps {
  readonly targets: readonly CountyExportTarget[];
  /** when it runs (default 07:00 UTC daily, the small hours in the counties' time zones) */
  readonly schedule?: events.Schedule;
}

/** What the export puts in a county's bucket: its files as multipart uploads, and objects copied in. */
export const exportWriteActions = ['s3:PutObject', 's3:AbortMultipartUpload'];

/** The statement a county adds to its bucket's policy so that the export role may write under its prefix. */
export function countyBucketStatement(roleArn: string, target: CountyExportTarget) {
  return {
    Sid: 'LandRecordPortalExport',
    Effect: 'Allow',
    Principal: { AWS: roleArn },
    Action: exportWriteActions,
    Resource: `${target.bucketArn}/${target.prefix}${target.county}/*`,
  };
}

export class CountyExport extends Construct {
  public readonly function: nodejs.NodejsFunction;
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: CountyExportProps) {
    super(scope, id);
    this.function = areaFunction(this, 'Export', props, {
      area: 'export',
      file: 'export-lambda.ts',
      description: "Portal: export each county's whole data to the county's own bucket",
      timeout: Duration.minutes(15),
      // the next day's run is the retry: an export is whole or is not used (its manifest is written last)
      retryAttempts: 0,
    });
    this.function.addEnvironment(
      'EXPORT_TARGETS',
      JSON.stringify(
        props.targets.map((t) => ({ county: t.county, bucketName: t.bucketName, prefix: t.prefix, images: t.images })),
      ),
    );
    for (const table of Object.values(props.tables)) table.grantReadData(this.function);
    for (const bucket of Object.values(props.buckets)) bucket.grantRead(this.function);
    for (const t of props.targets) {
      this.function.addToRolePolicy(
        new iam.PolicyStatement({
          actions: exportWriteActions,
          resources: [`${t.bucketArn}/${t.prefix}${t.county}/*`],
          // only into the bucket of the account the settings name
          conditions: { StringEquals: { 's3:ResourceAccount': t.account } },
        }),
      );
      new CfnOutput(this, `BucketPolicy${t.county.replace(/[^A-Za-z0-9]/g, '')}`, {
        description: `The statement ${t.county} adds to the policy of ${t.bucketName} (account ${t.account})`,
        value: Stack.of(this).toJsonString(countyBucketStatement(this.function.role!.roleArn, t)),
      });
    }
    this.rule = new events.Rule(this, 'Schedule', {
      description: "Export each county's data to its own bucket",
      schedule: props.schedule ?? events.Schedule.cron({ minute: '0', hour: '7' }),
      targets: [new targets.LambdaFunction(this.function)],
    });
  }
}
