// Where an export is written: a directory (`npm run export`, scripts/export/dir-sink.ts) or the county's own bucket
// (the scheduled export, s3-sink.ts). The export decides what goes in each file; a sink only stores bytes.
export interface SinkFile {
  write(chunk: Buffer): Promise<void>;
  close(): Promise<void>;
}

export interface ExportSink {
  /** a new file of the export, by its path inside the export */
  open(name: string): Promise<SinkFile>;
  /**
   * An object of the portal's buckets copied into the export under `name`. The sha256 of its bytes when the sink
   * reads them (a directory); a bucket-to-bucket copy does not, and the restore then checks the object's size.
   * Its content type, when read, so a restore puts it back with it.
   */
  copyObject(from: { bucket: string; key: string }, name: string): Promise<{ sha256?: string; contentType?: string }>;
}
