// docs/accessibility-conformance-report.md is kept true to the suite: it rates every WCAG 2.1 Level A and AA success
// criterion exactly once (one table row each, with a conformance level the VPAT allows), and it names every screen
// and window test/e2e/a11y-coverage.test.ts checks (the `what` its axe calls report).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const report = readFileSync(join(root, 'docs', 'accessibility-conformance-report.md'), 'utf8');
const coverage = readFileSync(join(root, 'test', 'e2e', 'a11y-coverage.test.ts'), 'utf8');

/** WCAG 2.1 (W3C Recommendation, 5 June 2018, updated 21 September 2023): 30 Level A and 20 Level AA criteria. */
const levelA = [
  '1.1.1',
  '1.2.1',
  '1.2.2',
  '1.2.3',
  '1.3.1',
  '1.3.2',
  '1.3.3',
  '1.4.1',
  '1.4.2',
  '2.1.1',
  '2.1.2',
  '2.1.4',
  '2.2.1',
  '2.2.2',
  '2.3.1',
  '2.4.1',
  '2.4.2',
  '2.4.3',
  '2.4.4',
  '2.5.1',
  '2.5.2',
  '2.5.3',
  '2.5.4',
  '3.1.1',
  '3.2.1',
  '3.2.2',
  '3.3.1',
  '3.3.2',
  '4.1.1',
  '4.1.2',
];
const levelAA = [
  '1.2.4',
  '1.2.5',
  '1.3.4',
  '1.3.5',
  '1.4.3',
  '1.4.4',
  '1.4.5',
  '1.4.10',
  '1.4.11',
  '1.4.12',
  '1.4.13',
  '2.4.5',
  '2.4.6',
  '2.4.7',
  '3.1.2',
  '3.2.3',
  '3.2.4',
  '3.3.3',
  '3.3.4',
  '4.1.3',
];
const levels = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'];

/** The report's criterion rows: `| 1.4.10 Reflow (Level AA) | Supports | remarks | tested by |`. */
const rows = [
  ...report.matchAll(/^\| (\d\.\d{1,2}\.\d{1,2}) ([^|]+?) \(Level (A{1,2})\) \| ([^|]+) \|([^|]*)\|([^|]*)\|$/gm),
].map((m) => ({
  number: m[1]!,
  level: m[3]!,
  conformance: m[4]!.trim(),
  remarks: m[5]!.trim(),
  tested: m[6]!.trim(),
}));

/** The arguments of a call that starts at `open` (the index of its '('), split at its top-level commas. */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote = '';
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  throw new Error(`unclosed call at ${open}`);
}

/** What each check of the coverage test calls its screen: checkWindow's and checkOpenWindow's fourth argument,
 * expectAccessible's second, when it is written as a string. */
function coveredScreens(): string[] {
  const names: string[] = [];
  for (const m of coverage.matchAll(/\b(checkWindow|checkOpenWindow|expectAccessible)\(/g)) {
    const arg = argumentsAt(coverage, m.index + m[0].length - 1)[m[1] === 'expectAccessible' ? 1 : 3];
    const literal = arg && /^'([^']+)'$/.exec(arg);
    if (literal) names.push(literal[1]!);
  }
  return names;
}

describe('the Accessibility Conformance Report', () => {
  it('rates each WCAG 2.1 A and AA criterion exactly once, at its level, with a VPAT conformance level', () => {
    const numbers = rows.map((r) => r.number);
    expect(
      numbers.filter((n, i) => numbers.indexOf(n) !== i),
      'criteria rated twice',
    ).toEqual([]);
    expect([...numbers].sort()).toEqual([...levelA, ...levelAA].sort());
    for (const r of rows) {
      expect(r.level, r.number).toBe(levelA.includes(r.number) ? 'A' : 'AA');
      expect(levels, r.number).toContain(r.conformance);
      expect(r.remarks, `${r.number} remarks`).not.toBe('');
      expect(r.tested, `${r.number}: how it was tested`).not.toBe('');
    }
    // every number appears once in the whole report, not only once as a row
    for (const n of [...levelA, ...levelAA]) {
      const mentions = report.match(new RegExp(`(?<![\\d.])${n.replaceAll('.', '\\.')}(?![\\d.])`, 'g')) ?? [];
      expect(mentions.length, `${n} mentioned`).toBe(1);
    }
  });

  it('names every screen and window the a11y coverage test checks', () => {
    const screens = coveredScreens();
    expect(screens.length).toBeGreaterThanOrEqual(10);
    const text = report.toLowerCase().replace(/\s+/g, ' ');
    expect(screens.filter((s) => !text.includes(s.toLowerCase()))).toEqual([]);
  });
});
