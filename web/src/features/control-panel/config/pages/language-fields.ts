// The Languages page (Web Pages, and the vendor's copy under Technical): the vendor's on/off switch, then which
// languages beside English the login select offers (shared/auth/offered-languages.ts), ticked by the county.
import { offerableLanguages } from '@portal/shared/auth/roles';
import type { Block } from '../page-types.ts';

const languageName = (l: string) => l.charAt(0) + l.slice(1).toLowerCase();

export const languageBlocks: Block[] = [
  { kind: 'fields', fields: [{ name: 'languages', label: 'Languages', kind: 'yesNo' }] },
  {
    kind: 'fields',
    heading: 'Offered Languages',
    columns: 3,
    fields: offerableLanguages.map((l) => ({ name: `offered.${l}`, label: languageName(l), kind: 'checkbox' })),
  },
];
