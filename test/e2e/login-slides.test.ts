// The login page's slide as a phone and a desktop fetch it (issue H5): a <picture> whose WebP copy the browser
// picks by its width, versioned so the server lets it be cached for good; a phone downloads the 480 px copy.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** Opens /login at the width and answers the slide images the page downloaded, and the first slide's element. */
async function loginAt(
  width: number,
): Promise<{ page: Page; slides: Array<{ url: URL; type: string; cache: string }> }> {
  const { page, url } = await newPage(browser.current, { width, height: 860 });
  const slides: Array<{ url: URL; type: string; cache: string }> = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (!u.pathname.startsWith('/api/auth/loginPageSlide/')) return;
    const h = res.headers();
    slides.push({ url: u, type: h['content-type'] ?? '', cache: h['cache-control'] ?? '' });
  });
  await page.goto(url('/login'));
  const img = page.getByRole('img', { name: /^Slide 1 of/ });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  return { page, slides };
}

describe('login slides', () => {
  it('a phone downloads the 480 px WebP copy, versioned and cached for good, and nothing larger', async () => {
    const { page, slides } = await loginAt(375);
    expect(slides).toHaveLength(1);
    const [slide] = slides;
    expect(slide!.url.pathname).toBe('/api/auth/loginPageSlide/1');
    expect(slide!.url.searchParams.get('w')).toBe('480');
    expect(slide!.url.searchParams.get('format')).toBe('webp');
    expect(slide!.url.searchParams.get('v')).toMatch(/^[0-9a-f]{16}$/);
    expect([slide!.type, slide!.cache]).toEqual(['image/webp', 'public, max-age=31536000, immutable']);
    await expectAccessible(page, 'login at 375 px with its WebP slide');
    await screenshot(page, 'login-slides-375');
  });

  it('a desktop downloads the WebP copy wide enough for its slide box', async () => {
    const { page, slides } = await loginAt(1280);
    // the box is 872 px wide beside the sign-in card: the 1200 px copy is the first at least that wide
    expect(slides.map((s) => [s.url.searchParams.get('w'), s.type])).toEqual([['1200', 'image/webp']]);
    await screenshot(page, 'login-slides-1280');
  });
});
