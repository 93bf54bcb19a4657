// The first page as a visitor gets it (issue 20): the scripts arrive compressed and cached for a year, and the login
// form is there before the county's login page answer (county name, links) arrives, which then fills in.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the SPA as delivered', () => {
  it('sends its scripts brotli-compressed and immutable, and index.html to revalidate', async () => {
    const { page, url } = await newPage(browser.current);
    const scripts: Array<{ url: string; encoding?: string; cache?: string }> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        scripts.push({ url: r.url(), encoding: r.headers()['content-encoding'], cache: r.headers()['cache-control'] });
    });
    const index = await page.goto(url('/login'));
    expect(index?.headers()['cache-control']).toBe('no-cache');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.encoding === 'br')).toBe(true);
    for (const s of scripts) {
      expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
      // as CloudFront, a file under 1 KB goes as it is (the build writes no compressed copy of it)
      if (s.encoding !== 'br') expect((await (await fetch(s.url)).arrayBuffer()).byteLength, s.url).toBeLessThan(1024);
    }
  });

  it('shows the sign-in form while the county’s login page answer is still on its way', async () => {
    const { page, url } = await newPage(browser.current);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/loginPage', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/login'));
    const logIn = page.getByRole('button', { name: 'Log In' });
    await logIn.waitFor();
    await expect.poll(() => page.getByLabel(/^Username/).isVisible()).toBe(true);
    await screenshot(page, 'spa-login-before-county');
    release();
    await page.getByText('Lakewood County, Minnesota').first().waitFor();
    await page.getByRole('link', { name: 'Forgot Password?' }).waitFor();
    await expectAccessible(page, 'login page');
  });
});
