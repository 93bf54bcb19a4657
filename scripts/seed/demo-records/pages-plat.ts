// A plat's drawing: its blocks divided into numbered lots (a condominium's buildings into units, a registered land
// survey into lettered tracts), the streets between them, a north arrow and a scale.
import type { Page } from './canvas.ts';
import { heading } from './glyphs.ts';
import { LEFT, type PageContext, RIGHT } from './pages-common.ts';
import type { Plat } from './profile.ts';

export async function platDrawing(page: Page, ctx: PageContext, plat: Plat, top: number): Promise<void> {
  const { fonts } = ctx;
  const title = await heading(plat.name, plat.name.length > 30 ? 22 : 28);
  page.bitmap(title, Math.max(LEFT, 425 - title.width / 2), top - 10);
  const where =
    plat.section !== undefined
      ? `PART OF SECTION ${plat.section}, TOWNSHIP ${plat.township}, RANGE ${plat.range}`
      : `${plat.village}, ${plat.island}`;
  page.centered(fonts.small, 425, top + 50, where);

  const areaTop = top + 80;
  const areaBottom = 930;
  const blocks = Math.max(1, Math.min(plat.blocks || 1, 6));
  const columns = blocks > 3 ? 3 : blocks;
  const rows = Math.ceil(blocks / columns);
  const street = 46;
  const blockW = (RIGHT - LEFT - (columns - 1) * street) / columns;
  const blockH = Math.min(260, (areaBottom - areaTop - (rows - 1) * street) / rows);
  const perBlock = plat.lotsPerBlock;
  for (let b = 0; b < blocks; b++) {
    const x = LEFT + (b % columns) * (blockW + street);
    const y = areaTop + Math.floor(b / columns) * (blockH + street);
    page.rect(x, y, blockW, blockH, 3);
    const perRow = Math.ceil(Math.min(perBlock, 24) / 2);
    const lotW = blockW / perRow;
    page.hline(x, y + blockH / 2, blockW, 1);
    for (let i = 1; i < perRow; i++) page.vline(x + i * lotW, y, blockH, 1);
    for (let i = 0; i < Math.min(perBlock, 24); i++) {
      const col = i % perRow;
      const half = i < perRow ? 0 : 1;
      const label =
        plat.kind === 'SURVEY'
          ? String.fromCharCode(65 + i)
          : plat.kind === 'CONDOMINIUM'
            ? `${101 + i}`
            : String(i + 1);
      page.centered(fonts.small, x + col * lotW + lotW / 2, y + half * (blockH / 2) + blockH / 4 + 4, label);
    }
    const name =
      plat.kind === 'CONDOMINIUM' ? `BUILDING ${String.fromCharCode(65 + b)}` : plat.blocks ? `BLOCK ${b + 1}` : '';
    if (name) page.centered(fonts.bold, x + blockW / 2, y - 8, name);
  }
  // streets between the blocks
  plat.streets.slice(0, rows).forEach((s, i) => {
    const y = areaTop + (i + 1) * blockH + i * street + street / 2 + 5;
    if (y < areaBottom) page.centered(fonts.bold, 425, y, s);
  });
  // north arrow and scale
  const nx = RIGHT - 20;
  const ny = top - 2;
  page.line(nx, ny + 34, nx, ny, 2);
  page.line(nx, ny, nx - 8, ny + 14, 2);
  page.line(nx, ny, nx + 8, ny + 14, 2);
  page.centered(fonts.bold, nx + 2, ny + 52, 'N');
  page.hline(LEFT, 965, 200, 3);
  for (let i = 0; i <= 4; i++) page.vline(LEFT + i * 50, 958, 14, 2);
  page.text(fonts.small, LEFT, 990, 'SCALE: 1 INCH = 100 FEET');
  page.text(
    fonts.small,
    LEFT + 260,
    990,
    `${plat.kind === 'SURVEY' ? 'TRACTS' : plat.kind === 'CONDOMINIUM' ? 'UNITS' : 'LOTS'} SHOWN ARE NUMBERED IN ORDER`,
  );
  page.text(
    fonts.small,
    LEFT,
    1010,
    'I certify that this plat was prepared by me and is a correct representation of the survey.',
  );
  page.signature(ctx.rng, 500, 1035, 180);
}
