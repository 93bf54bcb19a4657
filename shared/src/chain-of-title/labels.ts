// The words of a chain of title in its PDF and sheet (the screen translates the same words): each group's heading,
// a recorded date and time, and a reference as the examiner reads it.
import type { ChainReference } from './chain.ts';
import type { ChainGroup } from './roles.ts';

export const chainGroupLabels: Record<ChainGroup, string> = {
  conveyances: 'Conveyances',
  mortgages: 'Mortgages',
  liens: 'Liens',
  platsAndEasements: 'Plats and easements',
  other: 'Other',
};

/** 'YYYY-MM-DDTHH:mm' -> 'MM/DD/YYYY HH:mm' (the county's clock, as recorded). */
export function recordedText(recordedDateTime: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(recordedDateTime);
  if (!m) return recordedDateTime;
  return `${m[2]}/${m[3]}/${m[1]}${m[4] ? ` ${m[4]}` : ''}`;
}

/** The number of a document of the chain by its id, or the id itself for one off the land. */
export function referenceText(r: ChainReference, numberOf: (docId: string) => string | undefined): string {
  if (r.status === 'notOnFile') return `${r.docId} (not on file)`;
  if (r.status === 'onFileElsewhere') return `${r.docId} (${r.description || 'on file'}, not on this land)`;
  return numberOf(r.docId) ?? r.docId;
}
