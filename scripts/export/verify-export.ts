// The restore's first step: an export directory is whole, or nothing is restored. Its manifest names every file
// with its line count and sha256, and each copied object's sha256 (or, copied bucket to bucket, its size) is in
// objects.jsonl; any file missing, changed, cut short or of another format is a problem.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT, MANIFEST, type Manifest, OBJECTS } from '../../functions/src/areas/export/export-files.ts';
import { readLines } from '../import/read-lines.ts';

export class RestoreError extends Error {}

async function digest(path: string): Promise<{ sha256: string; lines: number }> {
  const hash = createHash('sha256');
  let lines = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    for (const b of chunk) if (b === 10) lines += 1;
  }
  return { sha256: hash.digest('hex'), lines };
}

/** The manifest of a whole export; otherwise a RestoreError listing every problem found. */
export async function verifyExport(dir: string): Promise<Manifest> {
  const manifestPath = join(dir, MANIFEST);
  if (!existsSync(manifestPath)) throw new RestoreError(`${dir} has no ${MANIFEST}: it is not a county export.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT)
    throw new RestoreError(`${MANIFEST} says format '${manifest.format}'; this restore reads '${FORMAT}'.`);
  const problems: string[] = [];
  for (const [name, want] of Object.entries(manifest.files)) {
    const path = join(dir, name);
    if (!existsSync(path)) {
      problems.push(`${name}: missing`);
      continue;
    }
    const got = await digest(path);
    if (got.sha256 !== want.sha256 || got.lines !== want.count)
      problems.push(`${name}: checksum does not match the manifest (${got.lines} lines, ${want.count} expected)`);
  }
  if (!problems.length && existsSync(join(dir, OBJECTS))) {
    for await (const { text } of readLines(join(dir, OBJECTS))) {
      const o = JSON.parse(text) as { file?: string; sha256?: string; size: number };
      if (!o.file) continue;
      const path = join(dir, o.file);
      if (!existsSync(path)) problems.push(`${o.file}: missing`);
      else if (o.sha256 ? (await digest(path)).sha256 !== o.sha256 : statSync(path).size !== o.size)
        problems.push(`${o.file}: checksum does not match objects.jsonl`);
    }
  }
  if (problems.length)
    throw new RestoreError(`The export in ${dir} is damaged; nothing was restored:\n${problems.join('\n')}`);
  return manifest;
}
