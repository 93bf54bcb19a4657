// The files of a county export (issue 28), one kind a file, JSON Lines. The record files are the import format's
// (docs/import-format.md), so `npm run import` loads them anywhere; the rest are the items as stored, so a restore
// puts back exactly what was there. What each file's items are restored into is fixed here, once.
import { importFileNames } from '@portal/shared/records/import-files';

export const FORMAT = 'county-export/1';
export const MANIFEST = 'manifest.json';

/** The files of stored items, and the table each is restored into. */
export const itemFiles = {
  'configuration.jsonl': 'app',
  'accounts.jsonl': 'app',
  'users.jsonl': 'app',
  'app-other.jsonl': 'app',
  'ledger.jsonl': 'ledger',
  'audit.jsonl': 'ledger',
  'records-other.jsonl': 'records',
} as const;
export type ItemFile = keyof typeof itemFiles;

/** Each record's import hash (`h`, which covers its TIFF too), so restored records read as unchanged to an import. */
export const RECORD_HASHES = 'record-hashes.jsonl';
/** The bucket objects: `{bucket, key, size, etag}`, and `file` and `sha256` when copied. */
export const OBJECTS = 'objects.jsonl';
/**
 * Where a copied object's bytes go in the export. A record's page JPEG goes where the import format takes a
 * record's pages (`images/<id>/page-<n>.jpg`, docs/import-format.md), so `npm run import` loads an export's records
 * with their images, and the restore puts the same bytes back; the rest (thumbnails, previews, slides, filed
 * e-file documents) under `objects/<bucket>/<key>`.
 */
export function objectFile(county: string, bucket: string, key: string): string {
  const page = bucket === 'images' ? pageOf(county, key) : undefined;
  return page ? `images/${page.docId}/page-${page.n}.jpg` : `objects/${bucket}/${key}`;
}

/** The document and page of a page image's key (functions/src/areas/imaging/page-images.ts pageImageKey). */
function pageOf(county: string, key: string): { docId: string; n: number } | undefined {
  const prefix = `C#${county}/docs/`;
  if (!key.startsWith(prefix)) return undefined;
  const m = /^([^/]+)\/page-(\d+)\.jpg$/.exec(key.slice(prefix.length));
  return m ? { docId: m[1]!, n: Number(m[2]) } : undefined;
}

export const recordFiles = importFileNames;

export interface ManifestFile {
  count: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  county: string;
  exportedAt: string;
  images: ImageMode;
  /** the buckets the objects were read from (a restore of a by-reference export copies from them) */
  sourceBuckets: Record<string, string>;
  files: Record<string, ManifestFile>;
}

export type ImageMode = 'copy' | 'reference';
