// The uploads bucket's e-file rules: files posted by browsers (presigned POST, spec 3 section 4.1) wait under the
// incoming prefix until they are filed, when the API copies them apart; what was never filed expires. Browsers
// post from the portal's pages, so the bucket answers CORS for POST; the presigned policy, not the origin, is what
// limits what may be posted (key, content type, size, 15 minutes).
import { INCOMING_EXPIRY_DAYS, INCOMING_PREFIX } from '@portal/functions/areas/efile/object-keys';
import { Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';

export const efileUploadLifecycleRules: s3.LifecycleRule[] = [
  { id: 'ExpireUnfiledEfileUploads', prefix: INCOMING_PREFIX, expiration: Duration.days(INCOMING_EXPIRY_DAYS) },
];

export const efileUploadCors: s3.CorsRule[] = [
  { allowedMethods: [s3.HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 },
];
