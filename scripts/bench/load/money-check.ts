// After the load: is the money right? For every account the examiners paid from: its balance equals what it was
// seeded with plus every ledger entry's change (nothing applied twice, nothing applied without its entry); every
// ledger entry of the run has its audit entry (same count per transaction type, the reports' source); and the
// fresh searches answered 200 equal the search charges the ledger holds (no charge without its answer, none
// twice). A bench reads the tables directly; the portal itself only through functions/src/data.
import { getAccount } from '../../../functions/src/data/app/accounts.ts';
import { queryAll } from '../../../functions/src/data/dynamo/query-all.ts';
import { tables } from '../../../functions/src/data/dynamo/tables.ts';
import { auditByAccountIndex, ledgerPartition } from '../../../functions/src/data/ledger/keys.ts';
import { type Paid, paidKey } from './examiner.ts';

export interface MoneyLine {
  accountId: string;
  balance: string;
  ledgerCharges: Record<string, number>;
  answered: Record<string, number>;
  auditMatches: boolean;
  ok: boolean;
}

export async function checkMoney(
  county: string,
  accounts: Array<{ accountId: string; seeded: { usageBalanceCents: number; imagesRemaining: number } }>,
  since: string,
  paid: Paid,
): Promise<MoneyLine[]> {
  const lines: MoneyLine[] = [];
  for (const { accountId, seeded } of accounts) {
    const ledger = await queryAll({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': ledgerPartition(county, accountId) },
    });
    const sum = { usageBalanceCents: 0, imagesRemaining: 0 };
    for (const e of ledger) {
      const change = (e.change ?? {}) as Record<string, number>;
      sum.usageBalanceCents += change.usageBalanceCents ?? 0;
      sum.imagesRemaining += change.imagesRemaining ?? 0;
    }
    const account = await getAccount(county, accountId);
    const cents = account?.usageBalanceCents ?? 0;
    const images = account?.imagesRemaining ?? 0;
    const balanceOk =
      cents === seeded.usageBalanceCents + sum.usageBalanceCents &&
      images === seeded.imagesRemaining + sum.imagesRemaining;

    const recent = ledger.filter((e) => String(e.at) >= since);
    const ledgerCharges: Record<string, number> = {};
    const ledgerTypes = new Map<string, number>();
    for (const e of recent) {
      ledgerTypes.set(String(e.transactionType), (ledgerTypes.get(String(e.transactionType)) ?? 0) + 1);
      if (e.type !== 'CHARGE') continue;
      const item = String(
        (e.details as { item?: string })?.item ?? (e.transactionType === 'IMAGE' ? 'image' : e.transactionType),
      );
      ledgerCharges[item] = (ledgerCharges[item] ?? 0) + 1;
    }
    const index = auditByAccountIndex(county, accountId);
    const audit = await queryAll({
      TableName: tables.ledger,
      IndexName: index.index,
      KeyConditionExpression: `${index.pkName} = :p AND ${index.skName} >= :s`,
      ExpressionAttributeValues: { ':p': index.pk, ':s': since },
    });
    const auditTypes = new Map<string, number>();
    for (const a of audit) auditTypes.set(String(a.type), (auditTypes.get(String(a.type)) ?? 0) + 1);
    // every ledger entry's transaction type has as many audit entries (sign-ins and the like are audit-only)
    const auditMatches = [...ledgerTypes].every(([type, n]) => auditTypes.get(type) === n);

    const answered: Record<string, number> = {};
    for (const item of ['searchByName', 'documentDetails', 'image'])
      answered[item] = paid.get(paidKey(accountId, item)) ?? 0;
    // a fresh search answered is a search charged (when the account pays for searches at all)
    const searchesOk = !ledgerCharges.searchByName || ledgerCharges.searchByName === answered.searchByName;
    lines.push({
      accountId,
      balance: `${(cents / 100).toFixed(2)} $, ${images} images ${balanceOk ? '= ledger' : `!= ledger (seeded + entries = ${((seeded.usageBalanceCents + sum.usageBalanceCents) / 100).toFixed(2)} $, ${seeded.imagesRemaining + sum.imagesRemaining} images)`}`,
      ledgerCharges,
      answered,
      auditMatches,
      ok: balanceOk && auditMatches && searchesOk,
    });
  }
  return lines;
}
