// An export written to the county's own bucket (the scheduled export): each file a multipart upload of 8 MB parts,
// so a county of any size streams through a Lambda's memory; an object copied bucket to bucket, never through it.
// The bucket's policy lets this Lambda's role put objects (docs/operations.md); with the bucket's Object Ownership
// set to 'bucket owner enforced', what it writes belongs to the county.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { s3Client } from '#src/platform/aws.ts';
import type { ExportSink, SinkFile } from './export-sink.ts';

const PART = 8 << 20;

export function s3Sink(bucket: string, prefix: string): ExportSink {
  const key = (name: string) => `${prefix}${name}`;
  return {
    async open(name): Promise<SinkFile> {
      const Key = key(name);
      const { UploadId } = await s3Client().send(new CreateMultipartUploadCommand({ Bucket: bucket, Key }));
      const parts: Array<{ ETag: string; PartNumber: number }> = [];
      let buffered: Buffer[] = [];
      let size = 0;
      const upload = async () => {
        const PartNumber = parts.length + 1;
        const Body = Buffer.concat(buffered);
        buffered = [];
        size = 0;
        const res = await s3Client().send(new UploadPartCommand({ Bucket: bucket, Key, UploadId, PartNumber, Body }));
        parts.push({ ETag: res.ETag!, PartNumber });
      };
      return {
        async write(chunk) {
          buffered.push(chunk);
          size += chunk.length;
          if (size >= PART) await upload();
        },
        async close() {
          try {
            // a part may be small only when it is the last; an empty file is one empty part
            if (size > 0 || parts.length === 0) await upload();
            await s3Client().send(
              new CompleteMultipartUploadCommand({ Bucket: bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
            );
          } catch (err) {
            await s3Client().send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
            throw err;
          }
        },
      };
    },
    async copyObject(from, name) {
      await s3Client().send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: key(name),
          CopySource: `${from.bucket}/${encodeURIComponent(from.key)}`,
        }),
      );
      return {};
    },
  };
}
