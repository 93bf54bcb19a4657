// Builds a chain of title from the documents recorded on one piece of land. Pure: the server reads the documents
// (and whether references outside the land are on file) and this orders, groups, links and concludes.
import type { ChainDocument, ChainEntry, ChainOfTitle, ChainReference, Encumbrance, VestedOwner } from './chain.ts';
import { chainGroupOf, chainGroups, chainRoleOf } from './roles.ts';

/** Recorded order: date and time, then the document number as a number, then the id. */
export function recordedOrder(a: ChainDocument, b: ChainDocument): number {
  if (a.recordedDateTime !== b.recordedDateTime) return a.recordedDateTime < b.recordedDateTime ? -1 : 1;
  const n = a.displayNumber.localeCompare(b.displayNumber, 'en', { numeric: true });
  return n || a.docId.localeCompare(b.docId);
}

/**
 * @param docs the documents recorded on the land, in any order, each once
 * @param elsewhere referenced records that are on file but not on this land: id -> their instrument description
 */
export function buildChain(docs: ChainDocument[], elsewhere: ReadonlyMap<string, string> = new Map()): ChainOfTitle {
  const sorted = [...docs].sort(recordedOrder);
  const ids = new Set(sorted.map((d) => d.docId));
  const entries: ChainEntry[] = sorted.map(({ instrumentGroup, references, ...d }) => {
    const role = chainRoleOf(d.instrumentCode, instrumentGroup, d.instrumentDescription);
    return {
      ...d,
      role,
      group: chainGroupOf(role),
      references: [...new Set(references)].filter((r) => r !== d.docId).map((r) => resolve(r, ids, elsewhere)),
      referencedBy: [],
    };
  });
  const byId = new Map(entries.map((e) => [e.docId, e]));
  for (const e of entries) {
    for (const r of e.references) if (r.status === 'inChain') byId.get(r.docId)?.referencedBy.push(e.docId);
  }
  const encumbrances = entries
    .filter((e) => e.role === 'mortgage' || e.role === 'lien')
    .map((e) => encumbranceOf(e, byId));
  const open = (x: Encumbrance) => x.releasedBy.length === 0;
  return {
    documents: entries,
    groups: chainGroups
      .map((group) => ({ group, docIds: entries.filter((e) => e.group === group).map((e) => e.docId) }))
      .filter((g) => g.docIds.length > 0),
    vestedOwner: vestedOwnerOf(entries),
    openEncumbrances: encumbrances.filter(open),
    releasedEncumbrances: encumbrances.filter((x) => !open(x)),
    missingReferences: entries.flatMap((e) =>
      e.references.filter((r) => r.status === 'notOnFile').map((r) => ({ from: e.docId, docId: r.docId })),
    ),
  };
}

function resolve(docId: string, ids: Set<string>, elsewhere: ReadonlyMap<string, string>): ChainReference {
  if (ids.has(docId)) return { docId, status: 'inChain' };
  const description = elsewhere.get(docId);
  return description === undefined ? { docId, status: 'notOnFile' } : { docId, status: 'onFileElsewhere', description };
}

/** The grantees of the last conveyance. */
function vestedOwnerOf(entries: ChainEntry[]): VestedOwner | undefined {
  const deed = entries.findLast((e) => e.role === 'conveyance' && e.grantees.length > 0);
  if (!deed) return undefined;
  return {
    names: deed.grantees,
    deed: deed.docId,
    displayNumber: deed.displayNumber,
    recordedDateTime: deed.recordedDateTime,
  };
}

/**
 * A mortgage or lien with what the later documents referring to it did, in recorded order: an assignment moves it
 * to new holders, a modification may change its amount, a satisfaction or a lien release (or a foreclosing
 * conveyance of a mortgage) ends it, and a revocation of a lien's release after the release reopens it. A release of
 * the wrong kind (a lien release naming a mortgage) is linked but ends nothing.
 */
function encumbranceOf(e: ChainEntry, byId: Map<string, ChainEntry>): Encumbrance {
  const kind = e.role === 'mortgage' ? 'mortgage' : 'lien';
  const x: Encumbrance = {
    docId: e.docId,
    displayNumber: e.displayNumber,
    kind,
    instrumentDescription: e.instrumentDescription,
    recordedDateTime: e.recordedDateTime,
    amountCents: e.mortgageAmountCents,
    debtors: e.grantors,
    holders: e.grantees,
    assignments: [],
    modifications: [],
    partialReleases: [],
    releasedBy: [],
    revokedBy: [],
  };
  let released: string[] = [];
  for (const id of e.referencedBy) {
    const later = byId.get(id);
    if (!later) continue;
    switch (later.role) {
      case 'assignment':
        x.assignments.push(id);
        if (later.grantees.length) x.holders = later.grantees;
        break;
      case 'modification':
      case 'lienAmendment':
        x.modifications.push(id);
        if (kind === 'mortgage' && later.mortgageAmountCents !== undefined) {
          x.originalAmountCents ??= e.mortgageAmountCents;
          x.amountCents = later.mortgageAmountCents;
        }
        break;
      case 'partialRelease':
        x.partialReleases.push(id);
        break;
      case 'satisfaction':
        if (kind === 'mortgage') released.push(id);
        break;
      case 'conveyance':
        // a sheriff's certificate that names the mortgage it forecloses
        if (kind === 'mortgage') released.push(id);
        break;
      case 'lienRelease':
        if (kind === 'lien') released.push(id);
        break;
      case 'releaseRevocation':
        if (kind === 'lien' && released.length) {
          x.revokedBy.push(id);
          released = [];
        }
        break;
      default:
        break;
    }
  }
  x.releasedBy = released;
  return x;
}
