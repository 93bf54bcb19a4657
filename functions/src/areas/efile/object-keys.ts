// Where e-filed files live in the uploads bucket: a browser's upload waits under the incoming prefix (the bucket's
// lifecycle rule expires what was never filed, infra/lib/data/efile-uploads.ts); a filed one is copied apart.
export const INCOMING_PREFIX = 'efile/incoming/';
/** days an unfiled upload is kept: its upload record lives two days, its presigned POST 15 minutes */
export const INCOMING_EXPIRY_DAYS = 3;
export const incomingObjectKey = (county: string, imageId: string) => `${INCOMING_PREFIX}${county}/${imageId}`;
export const filedObjectKey = (county: string, filingId: string) => `efile/filed/${county}/${filingId}`;
