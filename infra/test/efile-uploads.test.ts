// The uploads bucket's e-file rules in the synthesized template: unfiled uploads expire, browsers may POST.
import { INCOMING_EXPIRY_DAYS, INCOMING_PREFIX } from '@portal/functions/areas/efile/object-keys';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
import { synthPortal } from './synth.ts';

const { data } = synthPortal();

describe('uploads bucket, e-file', () => {
  it('expires unfiled e-file uploads under the incoming prefix and keeps the multipart cleanup', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 }, Status: 'Enabled' }),
          Match.objectLike({
            Id: 'ExpireUnfiledEfileUploads',
            Prefix: INCOMING_PREFIX,
            ExpirationInDays: INCOMING_EXPIRY_DAYS,
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('answers CORS for the browser POST of a presigned upload', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'] })] },
    });
  });
});
