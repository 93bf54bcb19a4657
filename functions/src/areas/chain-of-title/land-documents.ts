// The documents recorded on one piece of land, by the index partition of its description: a parcel's partition,
// the plat's lots and blocks or the section's metes and bounds (a legal search, CONTAINS), a Marianas tract's
// island partition narrowed to village and parcel in the key, or a Torrens certificate's memorials. One Query
// (pages of up to 1,000 index items) or one GetItem; ids only, the documents are read by key after.
import type { ChainOfTitleRequest } from '@portal/shared/chain-of-title/request';
import { docIdOf } from '@portal/shared/records/document';
import { byLegal, byParcel, byTractParcel, getCertificate, type QueryResult } from '#src/data/records/index.ts';
import { notFound } from '#src/platform/errors.ts';

export interface LandDocuments {
  land: string;
  /** oldest first, at most `max` (the newest when there are more) */
  docIds: string[];
  truncated: boolean;
  certificate?: { certificateNumber: string; status: string; cancelledBy: string[] };
}

type Found = QueryResult<{ docId: string; recordedDateTime: string }>;

export async function landDocuments(county: string, r: ChainOfTitleRequest, max: number): Promise<LandDocuments> {
  if (r.by === 'certificate') {
    const cert = await getCertificate(county, r.certificateNumber);
    if (!cert) throw notFound(`No Torrens certificate ${r.certificateNumber} is on file.`);
    const memorials = [...cert.memorials].sort((a, b) => a.recordedDate.localeCompare(b.recordedDate));
    const ids = [...new Set(memorials.map(docIdOf))];
    return {
      land: `Torrens certificate ${cert.certificateNumber}`,
      docIds: ids.slice(-max),
      truncated: ids.length > max,
      certificate: {
        certificateNumber: cert.certificateNumber,
        status: cert.shortStatus,
        cancelledBy: cert.cancelledBy,
      },
    };
  }
  // the index answers up to 1,000 ids in recorded order; the chain keeps the newest `max`
  const [land, found] = await find(county, r);
  const ordered = [...found.items].sort((a, b) => a.recordedDateTime.localeCompare(b.recordedDateTime));
  return { land, docIds: ordered.slice(-max).map((s) => s.docId), truncated: found.truncated || ordered.length > max };
}

function find(county: string, r: Exclude<ChainOfTitleRequest, { by: 'certificate' }>) {
  const at = async (land: string, q: Promise<Found>): Promise<[string, Found]> => [land, await q];
  switch (r.by) {
    case 'parcel':
      return at(`Parcel ${r.parcelId}`, byParcel(county, { parcelId: r.parcelId }));
    case 'tract':
      return at(
        `Tract ${r.parcelId}, ${r.village}, ${r.island}`,
        byTractParcel(county, { island: r.island, village: r.village, parcelId: r.parcelId }),
      );
    case 'lotBlock': {
      const { by: _, ...lot } = r;
      const words = [lot.lot && `Lot ${lot.lot}`, lot.block && `Block ${lot.block}`, lot.unit && `Unit ${lot.unit}`];
      return at(`${words.filter(Boolean).join(' ')}, plat ${lot.plat}`, byLegal(county, { legalType: 'LB', ...lot }));
    }
    case 'section': {
      const quarters = [r.qqqq, r.qqq, r.qq, r.q].filter(Boolean).join(' of ');
      const land = `${quarters ? `${quarters} of ` : ''}Section ${r.section}, Township ${r.township}, Range ${r.range}`;
      const { by: _, ...str } = r;
      return at(land, byLegal(county, { legalType: 'MB', ...str }));
    }
  }
}
