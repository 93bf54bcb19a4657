// Bench: the index feed (issue 31). A county of 1,000 documents recorded today (the demo generator's, imported as
// a county loads them), then today's feed file built as the nightly job builds it: the changed-on-day index read a
// page at a time, the entity items fetched, the lines gzipped and put in the uploads bucket. Prints the time (goal:
// under 30 s on the local stack) and the file's size per document.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDayFile } from '../../functions/src/areas/feed/build-day-file.ts';
import { putCounty } from '../../functions/src/platform/config.ts';
import { countyToday } from '../../functions/src/platform/county-clock.ts';
import { importCounty } from '../import/import-county.ts';
import { generateDemoRecords } from '../seed/demo-records/generate.ts';
import { withThrowawayStack } from './throwaway-stack.ts';

export const FEED_GOAL_SECONDS = 30;

export async function benchFeed({ documents = 1_000, log }: { documents?: number; log: (line: string) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-feed-'));
  try {
    await withThrowawayStack('feed', async () => {
      const county = 'bench-feed';
      await putCounty({ id: county, name: 'Feed Bench County', stateCode: 'MN' });
      await generateDemoRecords({ profile: 'marianas', documents, imageDocuments: 0, seed: 31, outDir: dir });
      const loaded = await importCounty({ county, dir, indexOnly: true, stateDir: join(dir, 'state') });
      if (!loaded.ok) throw new Error('the bench county did not load');
      const day = await countyToday(county);
      const started = performance.now();
      const file = await buildDayFile(county, day);
      const seconds = (performance.now() - started) / 1000;
      log(
        `feed: a day's file of ${file.documents.toLocaleString()} documents built in ${seconds.toFixed(1)} s ` +
          `(goal < ${FEED_GOAL_SECONDS} s: ${seconds < FEED_GOAL_SECONDS ? 'met' : 'MISSED'}), ` +
          `${file.bytes.toLocaleString()} bytes gzipped, ${Math.round(file.bytes / Math.max(1, file.documents))} bytes per document`,
      );
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
