// Legal descriptions: lots and blocks on a plat (LB, with condo building/unit/garage), metes and bounds by
// section-township-range with quarters (MB), and the county's other lot codes (e.g. government lots, outlots).
import { z } from 'zod';
import { code, optionalText } from './fields.ts';

const quarter = z.enum(['NE', 'NW', 'SE', 'SW']).optional();
const lotText = optionalText(10).transform((s) => s?.toUpperCase());

export const lotsAndBlocksLegal = z.object({
  kind: z.literal('LB'),
  platCode: code(20).transform((s) => s.toUpperCase()),
  lot: lotText,
  block: lotText,
  sublot: lotText,
  building: lotText,
  unit: lotText,
  garage: lotText,
  otherLotType: optionalText(10),
  otherLot: lotText,
  comment: optionalText(200),
});

export const metesAndBoundsLegal = z.object({
  kind: z.literal('MB'),
  section: z.number().int().min(1).max(36),
  township: z.number().int().min(1).max(999),
  range: z.number().int().min(1).max(999),
  /** quarter of quarter of quarter of quarter ... q is the largest (the quarter of the section) */
  qqqq: quarter,
  qqq: quarter,
  qq: quarter,
  q: quarter,
  base: optionalText(10),
  meridian: optionalText(10),
  municipality: optionalText(60),
  otherLotType: optionalText(10),
  otherLot: lotText,
  /** the metes and bounds text itself */
  description: optionalText(2000),
  comment: optionalText(200),
});

export const legal = z.discriminatedUnion('kind', [lotsAndBlocksLegal, metesAndBoundsLegal]);
export type Legal = z.infer<typeof legal>;
export type LotsAndBlocksLegal = z.infer<typeof lotsAndBlocksLegal>;
export type MetesAndBoundsLegal = z.infer<typeof metesAndBoundsLegal>;

/** The one-line description shown in results and detail panes, e.g. 'L 4 B 2 OAK RIDGE ADDITION'. */
export function describeLegal(l: Legal, platName?: string): string {
  if (l.kind === 'LB') {
    const parts = [
      l.lot && `L ${l.lot}`,
      l.sublot && `SL ${l.sublot}`,
      l.block && `B ${l.block}`,
      l.building && `BLDG ${l.building}`,
      l.unit && `UNIT ${l.unit}`,
      l.garage && `GAR ${l.garage}`,
      l.otherLot && `${l.otherLotType ?? 'OL'} ${l.otherLot}`,
      platName ?? l.platCode,
    ];
    return parts.filter(Boolean).join(' ');
  }
  const quarters = [l.qqqq, l.qqq, l.qq, l.q].filter(Boolean).join(' ');
  const parts = [
    quarters,
    l.otherLot && `${l.otherLotType ?? 'OL'} ${l.otherLot}`,
    `S${l.section} T${l.township} R${l.range}`,
    l.municipality,
  ];
  return parts.filter(Boolean).join(' ');
}
