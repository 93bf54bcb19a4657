// Entry of the scheduled export (infra/lib/export): each county with an export target in the deployment's settings
// is exported to its own bucket, under `<prefix><county>/<instant>/`. Every county is tried before the invocation
// fails, so one county's refused bucket does not keep the others from their copy.
import { exportCounty } from './export-county.ts';
import type { ImageMode } from './export-files.ts';
import { s3Sink } from './s3-sink.ts';

export interface ExportTarget {
  county: string;
  bucketName: string;
  prefix: string;
  images: ImageMode;
}

/** EXPORT_TARGETS: the targets as JSON, set by infra/lib/export/county-export.ts. */
export function exportTargets(env = process.env): ExportTarget[] {
  return JSON.parse(env.EXPORT_TARGETS ?? '[]') as ExportTarget[];
}

export async function handler(): Promise<Array<{ county: string; key?: string; error?: string }>> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const results = [];
  for (const t of exportTargets()) {
    const prefix = `${t.prefix}${t.county}/${stamp}/`;
    try {
      const manifest = await exportCounty({ county: t.county, images: t.images, sink: s3Sink(t.bucketName, prefix) });
      const items = Object.values(manifest.files).reduce((a, f) => a + f.count, 0);
      console.log(JSON.stringify({ county: t.county, bucket: t.bucketName, prefix, items }));
      results.push({ county: t.county, key: prefix });
    } catch (err) {
      console.error(JSON.stringify({ county: t.county, bucket: t.bucketName, error: String(err) }));
      results.push({ county: t.county, error: String(err) });
    }
  }
  const failed = results.filter((r) => r.error);
  if (failed.length) throw new Error(`Export failed for ${failed.map((r) => r.county).join(', ')}.`);
  return results;
}
