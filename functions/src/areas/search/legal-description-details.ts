// The legal description details pop-up (spec 2): a document's legals in up to three tables, metes and bounds,
// lots and blocks, and condominiums (lots-and-blocks legals with a building, unit or garage). Columns follow the
// county's landlink flags (qqqq, qqq, baseline, meridian, municipality, mbOtherLot, sublot).
import type { LotsAndBlocksLegal, MetesAndBoundsLegal } from '@portal/shared/records/legal';
import type { LegalDescriptionDetails } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import { getDocument, loadCodeBook } from '#src/data/records/index.ts';
import { getConfig } from '#src/platform/config.ts';
import { notFound } from '#src/platform/errors.ts';

type Column<L> = [header: string, cell: (l: L) => string | number | undefined, shown?: boolean];

const otherLot = (l: { otherLotType?: string; otherLot?: string }) =>
  l.otherLot ? `${l.otherLotType ?? ''} ${l.otherLot}`.trim() : '';

function table<L>(columns: Column<L>[], legals: L[]) {
  const shown = columns.filter(([, , on]) => on !== false);
  return {
    headers: shown.map(([header]) => header),
    rows: { legalDescriptionTypeDetails: legals.map((l) => shown.map(([, cell]) => String(cell(l) ?? ''))) },
  };
}

export async function legalDescriptionDetails(county: string, docId: string): Promise<LegalDescriptionDetails> {
  const [d, codes, flags] = await Promise.all([
    getDocument(county, docId.trim().toUpperCase()),
    loadCodeBook(county),
    getConfig(county, 'landlink'),
  ]);
  if (!d) throw notFound(m.documentNotFound);
  const plat = (l: LotsAndBlocksLegal) => codes.platName(l.platCode);
  const lb = d.legals.filter((l): l is LotsAndBlocksLegal => l.kind === 'LB');
  const isCondo = (l: LotsAndBlocksLegal) => !!(l.building || l.unit || l.garage);
  const mb = table<MetesAndBoundsLegal>(
    [
      ['Section', (l) => l.section],
      ['Township', (l) => l.township],
      ['Range', (l) => l.range],
      ['QQQQ', (l) => l.qqqq, flags.qqqq],
      ['QQQ', (l) => l.qqq, flags.qqq],
      ['QQ', (l) => l.qq],
      ['Q', (l) => l.q],
      ['Base', (l) => l.base, flags.baseline],
      ['Meridian', (l) => l.meridian, flags.meridian],
      ['Municipality', (l) => l.municipality, flags.municipality],
      ['Other Lot', otherLot, flags.mbOtherLot],
      ['Description', (l) => l.description],
      ['Comment', (l) => l.comment],
    ],
    d.legals.filter((l): l is MetesAndBoundsLegal => l.kind === 'MB'),
  );
  const lots = table<LotsAndBlocksLegal>(
    [
      ['Plat', plat],
      ['Block', (l) => l.block],
      ['Lot', (l) => l.lot],
      ['Sublot', (l) => l.sublot, flags.sublot],
      ['Other Lot', otherLot],
      ['Comment', (l) => l.comment],
    ],
    lb.filter((l) => !isCondo(l)),
  );
  const condo = table<LotsAndBlocksLegal>(
    [
      ['Plat', plat],
      ['Block', (l) => l.block],
      ['Lot', (l) => l.lot],
      ['Building', (l) => l.building],
      ['Unit', (l) => l.unit],
      ['Garage', (l) => l.garage],
      ['Comment', (l) => l.comment],
    ],
    lb.filter(isCondo),
  );
  return {
    metesAndBoundsHeaders: mb.headers,
    metesAndBoundsRows: mb.rows,
    lotsAndBlocksHeaders: lots.headers,
    lotsAndBlocksRows: lots.rows,
    condoHeaders: condo.headers,
    condoRows: condo.rows,
  };
}
