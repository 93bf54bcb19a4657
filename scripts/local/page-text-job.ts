// npm start's page text (issue 33): after the demo records are loaded, each demo county's recognition job runs
// behind the running portal, one county after the other (one engine process at a time, at a lower priority, so
// the portal keeps a core), printing its progress. A job a stopped start left RUNNING is resumed at its cursor;
// a county whose pages were all read finds nothing to do.

import { engineVersion } from '../../functions/src/areas/page-text/engine.ts';
import { pageTextIdle, runPageTextInProcess, startPageTextJob } from '../../functions/src/areas/page-text/index.ts';
import { readJob } from '../../functions/src/data/app/page-text-job.ts';

/** Pages between progress lines. */
const EVERY = 25;

export async function runDemoPageText(counties: string[], log: (line: string) => void): Promise<void> {
  if (!(await engineVersion())) {
    log('Page text: tesseract-ocr is not installed (node scripts/ensure.mjs installs it); pages are not read.');
    return;
  }
  for (const county of counties) {
    const job = await startPageTextJob(county, 'npm start', { resume: true });
    let printed = job.recognised;
    await runPageTextInProcess({ county, jobId: job.jobId }, async () => {
      const now = await readJob(county);
      if (now && (now.recognised - printed >= EVERY || now.state !== 'RUNNING')) {
        printed = now.recognised;
        log(`${county}: page text ${now.state === 'RUNNING' ? `${now.recognised} pages read` : now.message}`);
      }
    });
  }
  await pageTextIdle();
}
