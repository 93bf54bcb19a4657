// Bench: text recognition of page images (issue 33). Demo pages of both profiles, made as the demo counties' are
// (their newest documents: deeds, mortgages, releases, now and then a plat or a lien) and stored as the importer
// stores them, are read one after another by the portal's recognition (functions/src/areas/page-text): pages per
// minute on this machine, wall clock and the engine's processor time, and word accuracy against the words the
// generator typed on them (goal >= 95%).
import { readFileSync } from 'node:fs';
import { recognisePage } from '../../functions/src/areas/page-text/recognise-page.ts';
import type { ProfileId } from '../seed/demo-records/codes.ts';
import { type KnownPage, knownPages, wordMatches } from './page-text-samples.ts';

export const PAGE_TEXT_ACCURACY_GOAL = 0.95;

export async function benchPageText(opts: { pagesPerProfile?: number; log?: (line: string) => void } = {}) {
  const log = opts.log ?? console.log;
  const perProfile = opts.pagesPerProfile ?? 15;
  log(`Page text: ${perProfile} demo pages of each profile...`);
  const rows: Array<{ profile: ProfileId; pages: number; known: number; found: number; ms: number; cpuMs: number }> =
    [];
  for (const profile of ['minnesota', 'marianas'] as const) {
    const pages: KnownPage[] = await knownPages(profile, perProfile);
    let known = 0;
    let found = 0;
    // the engine runs as a child process: its processor time is the children's in this process's usage
    const cpuBefore = childCpuMs();
    const started = performance.now();
    for (const p of pages) {
      const text = await recognisePage({ jpeg: p.jpeg, documentId: p.docId, page: p.page });
      const m = wordMatches(
        p.typed,
        text.lines.flatMap((l) => l.words.map((w) => w.text)),
      );
      known += m.known;
      found += m.found;
    }
    rows.push({
      profile,
      pages: pages.length,
      known,
      found,
      ms: performance.now() - started,
      cpuMs: childCpuMs() - cpuBefore,
    });
  }
  for (const r of rows) {
    log(
      `  ${r.profile.padEnd(10)} ${r.pages} pages: ${perMinute(r.pages, r.ms)} pages/min (${perMinute(r.pages, r.cpuMs)} per processor-minute of the engine), word accuracy ${pct(r.found / r.known)} (${r.found}/${r.known})`,
    );
  }
  const all = rows.reduce(
    (a, r) => ({ pages: a.pages + r.pages, known: a.known + r.known, found: a.found + r.found, ms: a.ms + r.ms }),
    {
      pages: 0,
      known: 0,
      found: 0,
      ms: 0,
    },
  );
  const accuracy = all.found / all.known;
  log(
    `Page text: ${perMinute(all.pages, all.ms)} pages/min, word accuracy ${pct(accuracy)} (goal >= ${pct(PAGE_TEXT_ACCURACY_GOAL)}: ${accuracy >= PAGE_TEXT_ACCURACY_GOAL ? 'met' : 'NOT met'})`,
  );
  return { pagesPerMinute: (all.pages * 60_000) / all.ms, accuracy };
}

/** Processor time of this process's finished children (user + system): /proc/self/stat's cutime and cstime, in
 *  clock ticks (100 a second on Linux); 0 where there is no /proc. */
function childCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // after the command's closing parenthesis, field 3 (state) is index 0: cutime is field 16, cstime 17
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

const perMinute = (pages: number, ms: number) => ((pages * 60_000) / Math.max(1, ms)).toFixed(1);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
