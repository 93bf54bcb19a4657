// A page of an old index book or tract book: ruled columns of entries typed (or written) over decades.
import { Page } from './canvas.ts';
import type { LedgerLine } from './old-books.ts';
import { footer, LEFT, type PageContext, RIGHT, TEXT_WIDTH } from './pages-common.ts';

const COLUMNS: Array<[string, number]> = [
  ['GRANTOR', 200],
  ['GRANTEE', 200],
  ['INST', 60],
  ['DATE', 110],
  ['BOOK/PAGE', 140],
];

export function ledgerPage(ctx: PageContext, title: string, lines: LedgerLine[]): Page {
  const { fonts, rng } = ctx;
  const page = new Page(rng);
  page.centered(fonts.heading, 425, 70, ctx.profile.countyName);
  page.centered(fonts.bold, 425, 100, title.slice(0, 78));
  const top = 130;
  const rowHeight = 28;
  const bottom = top + rowHeight * (lines.length + 1);
  page.rect(LEFT, top, TEXT_WIDTH, bottom - top, 2);
  let x = LEFT;
  for (const [name, width] of COLUMNS) {
    page.text(fonts.stamp, x + 6, top + 19, name);
    x += width;
    if (x < RIGHT) page.vline(x, top, bottom - top, 1);
  }
  page.hline(LEFT, top + rowHeight, TEXT_WIDTH, 2);
  lines.forEach((line, i) => {
    const y = top + rowHeight * (i + 1);
    page.hline(LEFT, y, TEXT_WIDTH, 1);
    let cx = LEFT;
    line.forEach((cell, j) => {
      const width = (COLUMNS[j] as [string, number])[1];
      page.text(fonts.small, cx + 5, y + 19, cell.slice(0, Math.floor((width - 8) / fonts.small.pitch)));
      cx += width;
    });
  });
  footer(page, ctx, 1, 1);
  page.specks(rng, rng.int(150, 400));
  return page;
}
