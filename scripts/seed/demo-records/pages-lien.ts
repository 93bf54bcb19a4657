// The notice of a tax lien, as the IRS (Form 668(Y)(c)) or the state's revenue department files it: taxpayer,
// serial number, a table of assessments and the release information.
import { stampDateTime } from './calendar.ts';
import { Page } from './canvas.ts';
import type { TaxLienInput } from './draft.ts';
import { money } from './format.ts';
import { heading } from './glyphs.ts';
import { givenFirst } from './names.ts';
import { footer, LEFT, type PageContext, RIGHT, recorderStamp, signatures, TEXT_WIDTH } from './pages-common.ts';

export async function lienPages(ctx: PageContext, row: TaxLienInput, moment: number, count: number): Promise<Page[]> {
  const { fonts, profile, rng } = ctx;
  const federal = row.lienType === 'FEDERAL';
  const pages: Page[] = [];
  const page = new Page(rng);
  recorderStamp(page, ctx, [
    profile.office,
    profile.countyName,
    `TAX LIEN DOCUMENT NO. ${row.docNumber}`,
    'FILED ON',
    stampDateTime(moment),
    profile.recorder,
  ]);
  page.text(fonts.small, LEFT, 60, federal ? 'Form 668(Y)(c)' : 'Form STL-1');
  page.text(fonts.small, LEFT, 76, federal ? 'Department of the Treasury' : profile.taxAuthorities.STATE.lastName);
  page.text(fonts.small, LEFT, 92, federal ? 'Internal Revenue Service' : 'Collection Division');
  const title = await heading(federal ? 'NOTICE OF FEDERAL TAX LIEN' : 'NOTICE OF STATE TAX LIEN', 26);
  page.bitmap(title, Math.max(LEFT, 425 - title.width / 2), 240);
  let y = 320;
  page.text(fonts.bold, LEFT, y, `Serial Number: ${row.lienNumber}`);
  y += 30;
  y = page.paragraph(
    fonts.body,
    LEFT,
    y,
    TEXT_WIDTH,
    `As provided by ${federal ? 'sections 6321, 6322, and 6323 of the Internal Revenue Code' : 'Minnesota Statutes section 270C.63'}, we are giving a notice that taxes (including interest and penalties) have been assessed against the following-named taxpayer. We have made a demand for payment of this liability, but it remains unpaid. Therefore, there is a lien in favor of the ${federal ? 'United States' : 'State'} on all property and rights to property belonging to this taxpayer for the amount of these taxes, and additional penalties, interest, and costs that may accrue.`,
  );
  y += 12;
  const taxpayer = row.taxpayers[0];
  page.text(fonts.bold, LEFT, y, `Name of Taxpayer: ${row.taxpayers.map((t) => givenFirst(t)).join(' & ')}`);
  y += 22;
  page.text(fonts.body, LEFT, y, `Residence: ${taxpayer?.address ?? ''}`);
  y += 36;
  y = page.paragraph(
    fonts.body,
    LEFT,
    y,
    TEXT_WIDTH,
    `IMPORTANT RELEASE INFORMATION: For each assessment listed below, unless notice of the lien is refiled by the date given in column (e), this notice shall, on the day following such date, operate as a certificate of release.`,
  );
  y += 14;
  const columns = ['Kind of Tax', 'Period Ending', 'Identifying No.', 'Assessed', 'Refile By', 'Unpaid Balance'];
  const widths = [100, 110, 130, 100, 100, 170];
  const tableTop = y;
  let x = LEFT;
  columns.forEach((c, i) => {
    page.text(fonts.small, x + 4, y + 14, c);
    x += widths[i] as number;
  });
  y += 24;
  page.hline(LEFT, tableTop, TEXT_WIDTH, 2);
  page.hline(LEFT, y, TEXT_WIDTH, 1);
  const lines = rng.int(1, 4);
  let left = row.totalAmountCents;
  const lienYear = Number(row.lienDate.slice(0, 4));
  for (let i = 0; i < lines; i++) {
    const amount = i === lines - 1 ? left : Math.round((left * rng.next()) / 2);
    left -= amount;
    const cells = [
      federal ? rng.pick(['1040', '941', '940', '1120']) : rng.pick(['INC', 'SALES', 'WTH']),
      `12/31/${lienYear - 1 - i}`,
      `XXX-XX-${String(rng.int(1000, 9999))}`,
      `${rng.int(1, 12)}/${rng.int(1, 28)}/${lienYear - (i > 1 ? 1 : 0)}`,
      `${rng.int(1, 12)}/${rng.int(1, 28)}/${lienYear + 10}`,
      money(amount),
    ];
    x = LEFT;
    cells.forEach((c, j) => {
      page.text(fonts.small, x + 4, y + 18, c);
      x += widths[j] as number;
    });
    y += 26;
  }
  page.hline(LEFT, y, TEXT_WIDTH, 1);
  page.right(fonts.bold, RIGHT - 4, y + 22, `Total ${money(row.totalAmountCents)}`);
  page.rect(LEFT, tableTop, TEXT_WIDTH, y - tableTop + 32, 1);
  y += 60;
  page.text(fonts.body, LEFT, y, `Place of Filing: ${profile.office}, ${profile.countyName}`.slice(0, 78));
  y += 30;
  const officer = profile.taxAuthorities[row.lienType];
  page.text(fonts.body, LEFT, y, `This notice was prepared and signed on ${row.lienDate}.`);
  signatures(page, ctx, y + 20, [officer]);
  footer(page, ctx, 1, count);
  pages.push(page);
  for (let n = 2; n <= count; n++) {
    const more = new Page(rng);
    more.text(fonts.small, LEFT, 50, `CONTINUATION - SERIAL NUMBER ${row.lienNumber}`);
    let yy = 100;
    for (let i = 0; i < 25; i++) {
      const period = `12/31/${lienYear - 2 - i}`;
      more.text(
        fonts.small,
        LEFT,
        yy,
        `${rng.pick(['1040', '941', 'INC'])}  PERIOD ENDING ${period}  ${money(rng.int(10_000, 900_000))}`,
      );
      yy += 24;
    }
    footer(more, ctx, n, count);
    pages.push(more);
  }
  for (const p of pages) p.specks(rng, rng.int(20, 80));
  return pages;
}
