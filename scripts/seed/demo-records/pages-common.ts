// What every recorded page has: the recorder's stamp on the first page, 'Page N of M' at the foot, the document
// number on the following pages, signatures and the notary's acknowledgment on the last.
import { displayNameOf } from '@portal/shared/records/fields';
import { PAGE_HEIGHT, type Page, wrap } from './canvas.ts';
import type { Fonts } from './glyphs.ts';
import type { Party } from './names.ts';
import type { CountyProfile } from './profile.ts';
import type { Random } from './random.ts';

export const LEFT = 70;
export const RIGHT = 780;
export const TEXT_WIDTH = RIGHT - LEFT;
export const FOOTER_Y = 1065;

export interface PageContext {
  fonts: Fonts;
  profile: CountyProfile;
  rng: Random;
}

/** The recorder's stamp, a box at the top right of the first page. */
export function recorderStamp(page: Page, ctx: PageContext, lines: string[]): void {
  const { stamp } = ctx.fonts;
  const x = 455;
  const y = 28;
  const width = 350;
  const height = 24 + lines.length * 16;
  page.rect(x, y, width, height, 3);
  page.rect(x + 5, y + 5, width - 10, height - 10, 1);
  lines.forEach((line, i) => {
    page.centered(stamp, x + width / 2, y + 26 + i * 16, line.slice(0, 46));
  });
}

export function footer(page: Page, ctx: PageContext, n: number, of: number): void {
  page.centered(ctx.fonts.small, 425, FOOTER_Y, `Page ${n} of ${of}`);
}

export function continuationHeader(page: Page, ctx: PageContext, title: string, docLabel: string): number {
  page.text(ctx.fonts.small, LEFT, 50, title.toUpperCase());
  page.right(ctx.fonts.small, RIGHT, 50, docLabel);
  page.hline(LEFT, 58, TEXT_WIDTH, 1);
  return 95;
}

/** Where a document is in its fine print: the next clause of the pool, and its number. */
export interface ClauseCursor {
  pool: readonly string[];
  next: number;
  numbered: boolean;
}

/** Fills the page from y down to `bottom` with the next clauses of the document; returns where it stopped. */
export function fillParagraphs(page: Page, ctx: PageContext, y: number, bottom: number, cursor: ClauseCursor): number {
  const { body } = ctx.fonts;
  const columns = Math.floor(TEXT_WIDTH / body.pitch);
  for (let guard = 0; guard < 40; guard++) {
    const text = cursor.pool[cursor.next % cursor.pool.length] as string;
    const para = cursor.numbered ? `${cursor.next + 1}. ${text}` : text;
    const lines = wrap(para, columns);
    if (y + lines.length * body.lineHeight > bottom) break;
    for (const line of lines) {
      page.text(body, LEFT, y, line);
      y += body.lineHeight;
    }
    y += Math.round(body.lineHeight * 0.6);
    cursor.next += 1;
  }
  return y;
}

/** Signature lines for the signers, two to a row; a business signs by an officer. Returns the y below them. */
export function signatures(page: Page, ctx: PageContext, y: number, signers: readonly Party[]): number {
  const { small } = ctx.fonts;
  const shown = signers.slice(0, 4);
  shown.forEach((s, i) => {
    const x = i % 2 === 0 ? LEFT : 440;
    const top = y + Math.floor(i / 2) * 90;
    const business = !s.firstName;
    if (business) page.text(small, x, top, displayNameOf(s).slice(0, 46));
    page.signature(ctx.rng, x + 10, top + 40, ctx.rng.int(150, 230));
    page.hline(x, top + 48, 300, 1);
    page.text(small, x, top + 64, business ? 'By: Its Authorized Officer' : displayNameOf(s).slice(0, 46));
  });
  return y + Math.ceil(shown.length / 2) * 90 + 10;
}

/** The notary's acknowledgment with the seal. */
export function acknowledgment(
  page: Page,
  ctx: PageContext,
  y: number,
  date: string,
  signers: readonly Party[],
  island = 'SAIPAN',
): number {
  const { small, body } = ctx.fonts;
  const marianas = ctx.profile.id === 'marianas';
  const state = marianas ? 'COMMONWEALTH OF THE NORTHERN MARIANA ISLANDS' : 'STATE OF MINNESOTA';
  const county = marianas ? `ISLAND OF ${island}` : 'COUNTY OF LAKEWOOD';
  page.text(body, LEFT, y, `${state} )`);
  page.text(body, LEFT + state.length * body.pitch + body.pitch, y + body.lineHeight, ') ss.');
  page.text(body, LEFT, y + 2 * body.lineHeight, `${county}${' '.repeat(Math.max(1, state.length - county.length))} )`);
  y += 3 * body.lineHeight + 10;
  const names = signers.map((s) => displayNameOf(s)).join(', ');
  y = page.paragraph(
    body,
    LEFT,
    y,
    TEXT_WIDTH,
    `The foregoing instrument was acknowledged before me on ${date}, by ${names}.`,
  );
  const cy = Math.min(y + 76, PAGE_HEIGHT - 120);
  page.circle(LEFT + 70, cy, 68, 2);
  page.circle(LEFT + 70, cy, 61, 1);
  page.centered(small, LEFT + 70, cy - 14, 'NOTARY PUBLIC');
  page.centered(small, LEFT + 70, cy + 2, marianas ? 'CNMI' : 'MINNESOTA');
  page.centered(small, LEFT + 70, cy + 18, `EXP 1/31/${ctx.rng.int(2027, 2031)}`);
  page.signature(ctx.rng, 450, cy + 10, 200);
  page.hline(440, cy + 18, 300, 1);
  page.text(small, 440, cy + 34, 'Notary Public');
  return cy + 80;
}
