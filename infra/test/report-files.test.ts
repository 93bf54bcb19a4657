// Report files too large to answer are kept in the uploads bucket for their download link only: they expire.
import { REPORT_EXPIRY_DAYS, REPORTS_PREFIX, reportObjectKey } from '@portal/functions/areas/reports/object-keys';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthPortal } from './synth.ts';

const { data } = synthPortal();

describe('uploads bucket, report files', () => {
  it('expires report files a day after they are written, under the prefix every report key has', () => {
    expect(reportObjectKey('lakewood', 'u1', 'Statement.pdf').startsWith(REPORTS_PREFIX)).toBe(true);
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'ExpireReportFiles',
            Prefix: REPORTS_PREFIX,
            ExpirationInDays: REPORT_EXPIRY_DAYS,
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });
});
