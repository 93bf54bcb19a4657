// Demo pages whose words are known: a small demo county is generated (the same generator as the demo counties),
// the generator tells what it typed on each page, and each page is made into the JPEG the importer stores. The
// page text bench and the recognition tests measure word accuracy on these.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodedPage, pageJpeg } from '../import/page-images.ts';
import type { ProfileId } from '../seed/demo-records/codes.ts';
import { generateDemoRecords } from '../seed/demo-records/generate.ts';

export interface KnownPage {
  profile: ProfileId;
  docId: string;
  page: number;
  /** the stored page image, as the importer makes it */
  jpeg: Buffer;
  /** every string typed on the page */
  typed: string[];
}

/** The first `pages` pages of the newest documents of a small demo set of the profile: as in the demo counties,
 *  whose newest documents have images, mostly deeds, mortgages and releases, with a plat or a lien now and then. */
export async function knownPages(profile: ProfileId, pages: number, documents = 500): Promise<KnownPage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'page-text-'));
  try {
    const typed = new Map<string, string[][]>();
    await generateDemoRecords({
      profile,
      documents,
      // a document has one page or more: as many documents as pages wanted are enough
      imageDocuments: pages,
      outDir: dir,
      onPages: (docId, composed) => {
        if (typed.size < pages)
          typed.set(
            docId,
            composed.map((p) => [...p.typed]),
          );
      },
    });
    const out: KnownPage[] = [];
    for (const [docId, docPages] of [...typed].sort(([a], [b]) => a.localeCompare(b))) {
      for (let n = 1; n <= docPages.length && out.length < pages; n++) {
        const jpeg = await pageJpeg(await decodedPage(join(dir, 'images', `${docId}.tif`), n));
        out.push({ profile, docId, page: n, jpeg, typed: docPages[n - 1] ?? [] });
      }
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A word as it is compared: letters and digits with the punctuation at its ends cut off, in lower case. */
export const comparable = (word: string): string => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase();

const wordsOf = (texts: string[]) =>
  texts
    .flatMap((t) => t.split(/\s+/))
    .map(comparable)
    .filter(Boolean);

/** Of the words typed on a page, how many the recognition read (each typed word matched at most once). */
export function wordMatches(typed: string[], recognised: string[]): { known: number; found: number } {
  const known = wordsOf(typed);
  const bag = new Map<string, number>();
  for (const w of wordsOf(recognised)) bag.set(w, (bag.get(w) ?? 0) + 1);
  let found = 0;
  for (const w of known) {
    const left = bag.get(w) ?? 0;
    if (left > 0) {
      found += 1;
      bag.set(w, left - 1);
    }
  }
  return { known: known.length, found };
}
