// Which export file a stored item of the app or ledger table goes to, or none: what only lives a while (sessions,
// e-mailed tickets, sign-in and call counters, kept result sets, image orders in progress, add-ons awaiting Buy) and
// the benches' own items are not the county's data, and a session restored elsewhere would be a signed-in stranger.
import type { ItemFile } from './export-files.ts';

const TRANSIENT = ['SESSION', 'TICKET', 'SIGNIN', 'RATE', 'RSET', 'IMGSTATE', 'ADDON', 'BENCH', 'BENCHLOADED'];

export function appItemFile(county: string, pk: string): ItemFile | undefined {
  if (pk === `C#${county}`) return 'configuration.jsonl';
  const kind = pk.slice(`C#${county}#`.length).split('#')[0]!;
  if (TRANSIENT.includes(kind)) return undefined;
  if (kind === 'ACCOUNT') return 'accounts.jsonl';
  if (kind === 'USER' || kind === 'USERNAME') return 'users.jsonl';
  return 'app-other.jsonl';
}

export function ledgerItemFile(county: string, pk: string): ItemFile {
  return pk.startsWith(`C#${county}#AUDIT#`) ? 'audit.jsonl' : 'ledger.jsonl';
}
