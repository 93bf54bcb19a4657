// The uploads bucket keeps a report too large to answer only for its short-lived download link: a day later the
// file is gone.
import { REPORT_EXPIRY_DAYS, REPORTS_PREFIX } from '@portal/functions/areas/reports/object-keys';
import { Duration } from 'aws-cdk-lib';
import type * as s3 from 'aws-cdk-lib/aws-s3';

export const reportFileLifecycleRules: s3.LifecycleRule[] = [
  { id: 'ExpireReportFiles', prefix: REPORTS_PREFIX, expiration: Duration.days(REPORT_EXPIRY_DAYS) },
];
