// Lighthouse 12 (desktop preset, simulated throttling) in Debian's Chromium, driven through puppeteer-core (a
// dependency of lighthouse), so a signed-in page can be measured: the sign-in sets the session cookie in the same
// browser profile Lighthouse then loads the page in. A cold load each time: Lighthouse empties the HTTP cache.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export interface PageScore {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  /** first and largest contentful paint, total blocking time (ms), layout shift */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** the audits that failed, worst first, with what they point at */
  failing: string[];
}

export async function withLighthouse<T>(work: (lh: LighthouseRunner) => Promise<T>): Promise<T> {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return await work(new LighthouseRunner(browser));
  } finally {
    await browser.close();
  }
}

export class LighthouseRunner {
  constructor(private readonly browser: Browser) {}

  /** Signs in through the API in this browser, as the login form does: the cookie serves the later runs. */
  async signIn(baseUrl: string, username: string, password: string): Promise<void> {
    const page = await this.browser.newPage();
    await page.goto(`${baseUrl}/config.json`);
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'portal' },
            body,
          })
        ).status,
      JSON.stringify({ username, password }),
    );
    await page.close();
    if (status !== 200) throw new Error(`Lighthouse bench: signing in as ${username} answered ${status}`);
  }

  /** One navigation, measured; `prepare` may add a script that runs in the page (opening a window, say). */
  async measure(name: string, url: string, prepare?: (page: Page) => Promise<void>): Promise<PageScore> {
    const page = await this.browser.newPage();
    try {
      await prepare?.(page);
      const result = await lighthouse(
        url,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
        desktopConfig,
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
        .map((a) => `${a.id} ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}${itemsOf(a.details)}`);
      return {
        name,
        url,
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        metrics: {
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
        },
        failing,
      };
    } finally {
      await page.close();
    }
  }
}

/** The first few elements or URLs an audit names, so the failing line says where to look. */
function itemsOf(details: unknown): string {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const named = items
    .slice(0, 3)
    .map((item) => {
      const node = item.node as { snippet?: string } | undefined;
      return node?.snippet ?? (typeof item.url === 'string' ? item.url : '');
    })
    .filter(Boolean);
  return named.length ? `: ${named.join(' | ')}` : '';
}
