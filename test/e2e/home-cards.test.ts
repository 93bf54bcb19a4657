// The home page in a real browser: each card on or off by the county's homeSelections (set straight in the
// config store, since the configuration pages come later), transaction totals from the audit log, and the
// transaction report window.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { auditItem } from '../../functions/src/platform/audit.ts';
import { putConfig } from '../../functions/src/platform/config.ts';
import { seedDemoCounties } from '../../scripts/seed/demo-counties.ts';
import { readGroup } from '../../shared/src/config/groups.ts';
import { expectAccessible } from '../support/axe.ts';
import { screenshot, signedInPage, useBrowser } from '../support/browser.ts';

Object.assign(process.env, inject('stackEnv'));

// Two counties of this file's own, configured before the server first reads them.
const suffix = Math.random().toString(36).slice(2, 7);
const allCards = `homeall${suffix}`;
const noCards = `homenone${suffix}`;
const cardNames = ['Slides', 'Transactions', 'Latest News', 'Notable Dates', 'Links', 'Contact Us', 'Disclaimer'];

beforeAll(async () => {
  const links = Array.from({ length: 10 }, (_, i) => ({
    heading: `County office ${i + 1}`,
    paragraphContent: `https://county.example/office/${i + 1}`,
  }));
  await seedDemoCounties([
    {
      id: allCards,
      name: 'All Cards County',
      stateCode: 'MN',
      config: {
        common: {
          countyName: 'All Cards County, Minnesota',
          contactName: 'Dana Lindqvist',
          contactTitle: 'County Recorder',
          contactPhone: '(218) 555-0142',
          contactEmail: 'recorder@allcards.example',
          disclaimerUrl: 'https://allcards.example/disclaimer.pdf',
        },
        externalLinks: { paragraphs: links },
        latestNews: {
          paragraphs: [
            {
              heading: 'Images back to 1952',
              paragraphContent:
                'Abstract images are now online from January 1952 forward. Torrens images follow in the spring, once the certificates are verified page by page against the bound books.',
            },
          ],
        },
        loginPageSlides: { numberOfSlides: 3 },
        homeSelections: { latestNewsMore: true, linksMore: true },
        notableDates: {
          showNotableDates: true,
          useVerificationDate: true,
          abstractVerified: true,
          abstractVerifiedDate: '2026-11-13',
          abstractPosted: true,
          abstractPostedDate: '2026-11-20',
          torrensPosted: true,
          torrensPostedDate: '2026-11-18',
        } as never,
      },
    },
    { id: noCards, name: 'No Cards County', stateCode: 'MN', config: {} },
  ]);
  await putConfig(
    noCards,
    'homeSelections',
    readGroup('homeSelections', {
      contactUs: false,
      disclaimer: false,
      latestNews: false,
      links: false,
      loginSlides: false,
      notableDates: false,
      transactions: false,
    }),
  );
  // One charge today for title.examiner, so the totals show money.
  await db().send(
    new PutCommand({
      TableName: tables.ledger,
      Item: auditItem({
        county: allCards,
        type: 'IMAGE_PURCHASE',
        userId: 'demo-title-examiner',
        accountId: 'demo-title',
        amountCents: 123_450,
      }),
    }),
  );
});
const browser = useBrowser();

async function signIn(county: string, username: string) {
  const { page, context } = await signedInPage(browser.current, username, { county });
  await page.getByRole('heading', { name: 'Home', exact: true }).waitFor();
  return { page, context };
}

const cardHeadings = async (page: Page) =>
  (await page.locator('main section h2').allTextContents()).filter((h) => cardNames.includes(h));

it('shows every card the county enables, with totals, two link columns, dates and the news window', async () => {
  const { page, context } = await signIn(allCards, 'title.examiner');
  await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
  expect(await cardHeadings(page)).toEqual(cardNames);
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));
  // Money and counts in the reader's format; the link list in two columns above 8 links.
  const totals = page.getByRole('region', { name: 'Transactions' });
  expect(await totals.getByText('$1,234.50').count()).toBe(3);
  expect(await page.locator('ul[data-columns="2"] a').count()).toBe(10);
  expect(await page.getByRole('row', { name: /Posted/ }).textContent()).toContain('11/20/2026');
  await screenshot(page, 'home-01-all-cards');

  await page.getByRole('button', { name: 'Enlarge slide 2' }).click();
  const slide = page.getByRole('dialog', { name: 'Slide 2 of 3' });
  await slide.getByRole('img').waitFor();
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0));
  await screenshot(page, 'home-02-slide-enlarged');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Expand latest news' }).click();
  await page
    .getByRole('dialog', { name: 'Latest News' })
    .getByText(/bound books/)
    .waitFor();
  await page.getByRole('dialog', { name: 'Latest News' }).getByRole('button', { name: 'Close' }).last().click();

  // The links card's More window lists every link with its address.
  await page.getByRole('button', { name: 'More links' }).click();
  const linksWindow = page.getByRole('dialog', { name: 'Links' });
  await linksWindow.getByText('https://county.example/office/10').waitFor();
  expect(await linksWindow.getByRole('link').count()).toBe(10);
  await expectAccessible(page, 'Links window', '[role=dialog]');
  await screenshot(page, 'home-03b-links-window');
  await linksWindow.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('button', { name: 'Details' }).click();
  const report = page.getByRole('dialog', { name: 'Transaction Report' });
  expect(await report.getByRole('radio', { name: 'YTD' }).isChecked()).toBe(true);
  await report.getByRole('radio', { name: 'Custom' }).click();
  await report.getByLabel('From Date').fill('13/45/2026');
  await report.getByRole('button', { name: 'View Report' }).click();
  await report.getByText('MM/DD/YYYY', { exact: true }).last().waitFor();
  await screenshot(page, 'home-03-transaction-report');
  await context.close();
});

it('gives an ACCOUNT administrator the all-or-mine choice and a GUEST no transactions card', async () => {
  const admin = await signIn(allCards, 'account.admin');
  await admin.page.getByRole('button', { name: 'Details' }).click();
  const report = admin.page.getByRole('dialog', { name: 'Transaction Report' });
  expect(await report.getByRole('radio', { name: 'My transactions only' }).isChecked()).toBe(true);
  expect(await report.getByRole('radio', { name: 'All transactions for the account' }).isChecked()).toBe(false);
  await admin.context.close();

  const guest = await signIn(allCards, 'guestuser1');
  await guest.page.getByRole('heading', { name: 'Contact Us' }).waitFor();
  expect(await cardHeadings(guest.page)).toEqual(cardNames.filter((n) => n !== 'Transactions'));
  expect(await guest.page.getByRole('button', { name: 'Details' }).count()).toBe(0);
  await guest.context.close();
});

it('shows no cards when the county turns them all off', async () => {
  const { page, context } = await signIn(noCards, 'title.examiner');
  // home/all has answered once the loading line is gone.
  await page.getByText('Loading', { exact: true }).waitFor({ state: 'detached' });
  expect(await cardHeadings(page)).toEqual([]);
  // Not a failed call: home/all answers, with every card off.
  const selections = await page.evaluate(async () => {
    const res = await fetch('/api/home/all', { credentials: 'include' });
    return res.ok
      ? ((await res.json()) as { content: { selections: Record<string, boolean> } }).content.selections
      : null;
  });
  expect(selections && Object.values(selections).every((on) => on === false)).toBe(true);
  await screenshot(page, 'home-04-no-cards');
  await context.close();
});

it('TRIMIN posts an incident on the status page; it is every home page banner until resolved (issue 28)', async () => {
  const { page, context, url } = await signedInPage(browser.current, 'trimin.admin', { county: allCards });
  await page.goto(url('/status'));
  await page.getByRole('heading', { level: 1, name: 'System status: All Cards County, Minnesota' }).waitFor();
  const services = page.getByRole('region', { name: 'Services' });
  expect(await services.getByRole('row').count()).toBe(5);
  expect(
    await page
      .getByRole('region', { name: 'Index dates' })
      .getByRole('row', { name: /Abstract/ })
      .textContent(),
  ).toBe('Abstract11/13/202611/20/2026');

  const post = page.getByRole('region', { name: 'Post an incident or planned maintenance' });
  await post.getByRole('button', { name: 'Post' }).click();
  await post.getByRole('textbox', { name: 'Title', exact: true }).and(page.locator('[aria-invalid=true]')).waitFor();
  await post.getByLabel('Severity').selectOption('MAJOR');
  await post.getByRole('textbox', { name: 'Title', exact: true }).fill('Image viewing is slow');
  await post.getByRole('textbox', { name: 'Message', exact: true }).fill('Document images open slowly. We are on it.');
  await post.getByRole('textbox', { name: 'Title in Spanish (optional)' }).fill('Las imágenes tardan');
  await post
    .getByRole('textbox', { name: 'Message in Spanish (optional)' })
    .fill('Las imágenes de los documentos se abren despacio.');
  await post.getByRole('button', { name: 'Post' }).click();
  const current = page.getByRole('region', { name: 'Current incidents and maintenance' });
  await current.getByRole('heading', { name: 'Image viewing is slow' }).waitFor();
  await expectAccessible(page, 'status page, TRIMIN, an open incident');
  await screenshot(page, 'status-01-trimin-open-incident');

  await page.goto(url('/home'));
  const banner = page.getByRole('region', { name: 'Service notices' });
  await banner.getByText('Image viewing is slow').waitFor();
  await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
  await expectAccessible(page, 'home with the incident banner');
  await screenshot(page, 'status-02-home-banner');

  await banner.getByRole('link', { name: 'See the system status page' }).click();
  await current.getByRole('button', { name: 'Resolve' }).click();
  await current.getByText('None at this time.').waitFor();
  const past = page.getByRole('region', { name: 'Past 90 days' });
  expect(await past.getByRole('listitem').filter({ hasText: 'Image viewing is slow' }).textContent()).toContain(
    'Resolved',
  );
  await page.goto(url('/home'));
  await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
  expect(await page.getByRole('region', { name: 'Service notices' }).count()).toBe(0);
  await context.close();
});
