// What a watch watches and what a recorded document touches, as the same keys the searches use (issue 22): a name
// by the name search's rules (records/name-keys.ts: 'O'Brien' = 'OBRIEN', 'GARCIA LOPEZ, MARIA' also under LOPEZ),
// a parcel and a certificate upper case, an address by the address search's rules (records/address-keys.ts:
// 'EAST 14TH STREET' = 'E 14TH ST'). A watch is stored under each of its keys, so matching a document is one Query
// per key of the document, never a scan of the watches. Pure: the routes, the matcher and the bench call it.
import type { WatchInput } from '@portal/shared/alerts/schemas';
import type { DocumentRow } from '@portal/shared/records/document';
import {
  houseNumberKey,
  keyMatches,
  type NameKey,
  nameKeysOf,
  nameSearchesOf,
  streetKey,
} from '#src/data/records/index.ts';

/** One key a watch is stored under; a name watch also keeps its first name and initial for the match. */
export interface WatchKey {
  key: string;
  name?: NameKey;
}

/** One key of a recorded document; a name key keeps the party's whole name for the match. */
export interface DocumentKey {
  key: string;
  name?: NameKey;
}

const upper = (s: string) => s.trim().toUpperCase();
const addressKey = (number: string, street: string) => `AD#${houseNumberKey(number.trim())}#${streetKey(street)}`;

/** The keys a watch is stored under (a name typed 'JOHNSON MARY' is both JOHNSON and JOHNSON, MARY). */
export function watchKeys(w: WatchInput): WatchKey[] {
  switch (w.kind) {
    case 'NAME':
      return nameSearchesOf({ lastName: w.lastName, firstName: w.firstName ?? '' }).map((name) => ({
        key: `NM#${name.last}`,
        name,
      }));
    case 'PARCEL':
      return [{ key: `PA#${upper(w.parcelId)}` }];
    case 'CERTIFICATE':
      return [{ key: `CT#${upper(w.certificateNumber)}` }];
    case 'ADDRESS':
      return [{ key: addressKey(w.streetNumber, w.streetName) }];
  }
}

/** What makes two watches the same watch: their first key with its name parts. */
export function canonicalWatch(w: WatchInput): string {
  const [first] = watchKeys(w);
  if (!first) return `${w.kind}#`;
  return first.name ? `${first.key}|${first.name.first}|${first.name.mi}` : first.key;
}

/** A watch with nothing left to match once normalised (a name of punctuation only). */
export const watchesNothing = (w: WatchInput) => watchKeys(w).length === 0;

/** Every key a recorded document touches: each party's name keys, parcels, certificates and addresses. */
export function documentKeys(d: DocumentRow): DocumentKey[] {
  const keys: DocumentKey[] = [];
  for (const p of [...d.grantors, ...d.grantees]) {
    for (const name of nameKeysOf(p)) keys.push({ key: `NM#${name.last}`, name });
  }
  for (const p of d.parcelIds) keys.push({ key: `PA#${upper(p)}` });
  for (const t of d.torrensCertificates) keys.push({ key: `CT#${upper(t.certificateNumber)}` });
  for (const a of d.addresses) keys.push({ key: addressKey(a.streetNumber, a.streetName) });
  return keys;
}

/** Whether a watch stored under a document's key answers it: for a name, as the name search would (the first name
 *  a prefix, the initial the same) on the same last name; any other key matches by being the same key. */
export function watchAnswers(watch: WatchKey, doc: DocumentKey): boolean {
  if (watch.key !== doc.key) return false;
  if (!watch.name || !doc.name) return true;
  return keyMatches(watch.name, doc.name);
}
