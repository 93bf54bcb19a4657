// Accessibility check for browser tests: axe-core (through @axe-core/playwright) over the page as it is now, with
// the WCAG 2.0 and 2.1 A and AA rules. Any violation fails, naming the rule, each element and the help URL. The
// page must come from browser.newContext() (newPage in browser.ts does that), as AxeBuilder needs.
// Legacy mode runs axe.run in the page and its same-origin frames; the default mode opens a blank page for every
// check to merge the frames' partial results, which made a check take 1.4 s instead of under 0.5 s. Legacy mode
// leaves cross-origin frames out; the one frame the app holds is the card provider's page, which is the
// provider's and which the tests leave out (the local simulator serves it from the portal's own origin).
// Only violations are collected: the passes and inapplicable results were built and sent back for nothing.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Throws when the page (or the part matched by `include`) has any WCAG 2.0/2.1 A or AA violation. */
export async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  // options() replaces the whole options object, so it comes before withTags() adds the rule tags to it
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  if (!violations.length) return;
  const lines = violations.flatMap((v) => [
    `${v.id} (${v.impact ?? 'unknown'}): ${v.help} - ${v.helpUrl}`,
    ...v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 200)}`),
  ]);
  throw new Error(`${what}: ${violations.length} accessibility violation(s)\n${lines.join('\n')}`);
}
