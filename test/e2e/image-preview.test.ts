// Pages are not bought blind: the page view shows a readable, watermarked preview (~1,000 px) of a page, not its
// 100 px thumbnail scaled up; and the order's price is on the confirm window, before paying, for every kind of
// payer (escrow, card, invoice; a flat-fee account sees images). The page here is made like a scanned deed page
// and stored without a preview, as pages imported before previews were: the first view makes it. Its text is
// recognised as the importer does (issue 33), and Show Text puts it beside the image as real text.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newTestCounty, putDocument, setAccount } from '../../functions/src/areas/imaging/__tests__/fixtures.ts';
import { pageImageKey, thumbnailKey } from '../../functions/src/areas/imaging/page-images.ts';
import { recognisePage, writePageText } from '../../functions/src/areas/page-text/index.ts';
import { doc as fixtureDoc, party, saveFixture } from '../../functions/src/areas/search/__tests__/fixtures.ts';
import { indexPageText } from '../../functions/src/data/records/page-words/index-page-text.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';
import { buckets } from '../../functions/src/platform/buckets.ts';
import { expectAccessible } from '../support/axe.ts';
import { screenshot, useBrowser } from '../support/browser.ts';
import { field, openForm, resultRows, type Session, signIn, submitForResults } from '../support/search-flow.ts';

let county = '';
let doc: Awaited<ReturnType<typeof putDocument>>;

const LINES = [
  'WARRANTY DEED',
  'KNOW ALL PERSONS BY THESE PRESENTS that JOHN Q SMITH, a single person,',
  'Grantor, conveys and warrants to NORTHWOODS TITLE COMPANY, Grantee,',
  'real property in Lakewood County, Minnesota, described as follows:',
  'Lot 4, Block 2, LAKE SHORE ADDITION, according to the recorded plat.',
];

/** A letter page at 100 dpi with a deed's opening lines, as the demo scans are (850 x 1100). */
async function deedPage(): Promise<Buffer> {
  const text = LINES.map(
    (line, i) =>
      `<text x="70" y="${160 + i * 34}" font-family="DejaVu Sans Mono, monospace" font-size="${i ? 15 : 30}" ${i ? '' : 'font-weight="bold"'}>${line}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="850" height="1100"><rect width="850" height="1100" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).grayscale().jpeg({ quality: 80 }).toBuffer();
}

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  county = await newTestCounty('e2eprev');
  doc = await putDocument(county, 2);
  const page = await deedPage();
  const thumb = await sharp(page).resize({ width: 100 }).jpeg().toBuffer();
  for (const [Key, Body] of [
    [pageImageKey(county, doc.docId, 1), page],
    [thumbnailKey(county, doc.docId, 1), thumb],
  ] as const) {
    await s3Client().send(new PutObjectCommand({ Bucket: buckets.images, Key, Body }));
  }
  // the document recorded in the index too, so its words are indexed for the 'Words on the page' search
  await saveFixture(county, {
    documents: [
      fixtureDoc(doc.documentNumber, 'WD', '2026-11-02T10:00', {
        grantors: [party('SMITH', 'JOHN')],
        grantees: [party('NORTHWOODS TITLE COMPANY')],
      }),
    ],
  });
  const text = await recognisePage({ jpeg: page, documentId: doc.docId, page: 1 });
  await writePageText(county, text);
  expect((await indexPageText(county, text)).items).toBeGreaterThan(10);
});
const browser = useBrowser();

/** Opens the flow the way the search area's Image button does (through the imaging provider). */
async function openImages(page: Page) {
  await page.evaluate((key) => {
    window.dispatchEvent(new CustomEvent('portal:open-image', { detail: { documentKey: key } }));
  }, doc.documentKey);
  const preview = page.getByRole('dialog', { name: `Abstract document ${doc.documentNumber} has 2 page(s)` });
  await preview.waitFor();
  return preview;
}

/** Continue to the confirm window; answers its fee table's rows as 'label value' lines, then cancels. */
async function priceLines(session: Session, shot: string): Promise<string[]> {
  const preview = await openImages(session.page);
  await preview.getByRole('button', { name: 'Continue' }).click();
  const confirm = session.page.getByRole('dialog', { name: /Download$|Preauthorization/ });
  await confirm.waitFor();
  const rows = await confirm.getByRole('table', { name: 'Fees' }).getByRole('row').allInnerTexts();
  await screenshot(session.page, `image-preview-${shot}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  return rows.map((r) => r.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

describe('the page view of a paying user', () => {
  let session: Session;
  beforeAll(async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 5000, paymentMethod: 'ESCROW' });
    session = await signIn(browser.current, 'title.examiner', county);
  });

  it('shows a watermarked preview about 1,000 px wide, not the thumbnail', async () => {
    const { page } = session;
    const preview = await openImages(page);
    await preview.getByRole('button', { name: 'Enlarge page 1' }).click();
    const view = page.getByRole('dialog', { name: 'Page 1' });
    await view.waitFor();
    const image = view.getByRole('img', { name: 'Preview of page 1' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const { naturalWidth, src } = await image.evaluate((img: HTMLImageElement) => ({
      naturalWidth: img.naturalWidth,
      src: img.getAttribute('src') ?? '',
    }));
    expect(naturalWidth).toBeGreaterThanOrEqual(900);
    expect(src).toBe(`/api/imaging/previewImage/A/${doc.documentNumber}/1`);
    expect(src.startsWith('data:')).toBe(false);
    await expectAccessible(page, 'page view window', '[role=dialog]:last-of-type');
    await screenshot(page, 'image-preview-01-page-view');

    // Show Text, from the keyboard: the recognised lines beside the image, as text, under the machine's note
    const showText = view.getByRole('button', { name: 'Show Text' });
    await showText.focus();
    await page.keyboard.press('Enter');
    expect(await showText.getAttribute('aria-pressed')).toBe('true');
    const panel = view.getByRole('region', { name: 'Text of page 1' });
    await panel.getByTestId('page-text').waitFor();
    await expect.poll(() => panel.innerText()).toContain('NORTHWOODS TITLE COMPANY');
    expect(await panel.innerText()).toContain('Recognised by machine from the page image');
    expect(await panel.getByTestId('page-text').locator('p').first().innerText()).toBe(LINES[0]);
    expect(await panel.evaluate((el) => (el as HTMLElement).tabIndex)).toBe(0);
    await expectAccessible(page, 'page view window with its text', '[role=dialog]:last-of-type');
    await screenshot(page, 'image-preview-01b-page-text');
    await view.getByRole('button', { name: 'Close' }).click();
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await preview.waitFor({ state: 'detached' });
  });

  it('marks the words a Words on the page search found on the page view, where they are on the page', async () => {
    const { page } = session;
    await openForm(session, 'Words on the page');
    await field(page, 'Words').fill('northwoods');
    expect(await submitForResults(page)).toBe(1);
    await resultRows(page).first().click();
    await page.getByRole('button', { name: 'Image' }).click();
    const preview = page.getByRole('dialog', { name: `Abstract document ${doc.documentNumber} has 2 page(s)` });
    await preview.getByRole('button', { name: 'Enlarge page 1' }).click();
    const view = page.getByRole('dialog', { name: 'Page 1' });
    const boxes = view.getByTestId('word-highlights').locator('span');
    await expect.poll(() => boxes.count()).toBe(1);
    // NORTHWOODS is on the third line (y 228 of 1,100), in its left half: the box sits there on the shown image
    const [box, image] = await Promise.all([
      boxes.first().boundingBox(),
      view.getByRole('img', { name: 'Preview of page 1' }).boundingBox(),
    ]);
    const top = (box!.y - image!.y) / image!.height;
    const left = (box!.x - image!.x) / image!.width;
    expect([top > 0.17 && top < 0.21, left > 0.2 && left < 0.6, box!.width > 40]).toEqual([true, true, true]);
    await expectAccessible(page, 'page view window with its words marked', '[role=dialog]:last-of-type');
    await screenshot(page, 'image-preview-01c-words-marked');
    await view.getByRole('button', { name: 'Close' }).click();
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await preview.waitFor({ state: 'detached' });
  });

  it('shows the price before paying to an escrow payer and to an invoice payer', async () => {
    expect(await priceLines(session, '02-escrow-price')).toEqual([
      'Beginning Balance $50.00',
      `You are purchasing 2 pages of Abstract document ${doc.documentNumber}.`,
      'Download Charges',
      'First page $1.00',
      'Additional pages (1 x $0.25) $0.25',
      'Total $1.25',
      'Ending Balance $48.75',
    ]);
    await setAccount(county, 'demo-title', { paymentMethod: 'INVOICE', usageBalanceCents: 0 });
    // billed later: the balance grows by the order's total
    expect(await priceLines(session, '03-invoice-price')).toEqual(
      expect.arrayContaining(['First page $1.00', 'Total $1.25', 'Ending Balance $1.25']),
    );
  });
});

describe('the price before paying, by card and by flat fee', () => {
  it('a card payer with no preauthorization sees the charges', async () => {
    const card = await signIn(browser.current, 'card.customer', county);
    expect(await priceLines(card, '04-card-price')).toEqual(
      expect.arrayContaining(['First page $1.00', 'Additional pages (1 x $0.25) $0.25', 'Total $1.25']),
    );
  });

  it('a flat-fee account sees the images the order takes', async () => {
    const flat = await signIn(browser.current, 'flatfee.admin', county);
    expect(await priceLines(flat, '05-flat-fee-price')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^2 pages 2 images$/)]),
    );
  });
});
