// Accessibility check for browser tests: axe-core (through @axe-core/playwright) over the page as it is now, with
// the WCAG 2.0 and 2.1 A and AA rules. Any violation fails, naming the rule, each element and the help URL. The
// page must come from browser.newContext() (newPage in browser.ts does that), as AxeBuilder needs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Throws when the page (or the part matched by `include`) has any WCAG 2.0/2.1 A or AA violation. */
export async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  if (!violations.length) return;
  const lines = violations.flatMap((v) => [
    `${v.id} (${v.impact ?? 'unknown'}): ${v.help} - ${v.helpUrl}`,
    ...v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 200)}`),
  ]);
  throw new Error(`${what}: ${violations.length} accessibility violation(s)\n${lines.join('\n')}`);
}
