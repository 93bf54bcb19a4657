// Where a report too large to answer is kept for its download link: under one prefix, so a lifecycle rule of the
// uploads bucket (infra/lib/data) deletes every such file a day later; the link itself lapses in minutes.
import { randomUUID } from 'node:crypto';

export const REPORTS_PREFIX = 'reports/';
export const REPORT_EXPIRY_DAYS = 1;

/** The S3 key of a report file: the county's, the user's, one per call. */
export const reportObjectKey = (county: string, userId: string, fileName: string) =>
  `${REPORTS_PREFIX}C#${county}/${userId}/${randomUUID()}/${fileName}`;
