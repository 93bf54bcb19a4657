// Reads of the audit log (written by platform/audit.ts) for the home page totals. Access patterns:
// - a user's events since an instant: gsi2, gsi2pk C#<county>#AUDITUSER#<userId>, gsi2sk >= ISO instant
// - an account's events since an instant: gsi1, gsi1pk C#<county>#AUDITACCT#<accountId>, gsi1sk >= ISO instant
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';

export interface MoneyEvent {
  at: string;
  amountCents: number;
}

export type AuditOwner = { kind: 'user'; userId: string } | { kind: 'account'; accountId: string };

/** Money events (those carrying amountCents) of a user or an account from `since` on. */
export async function moneyEventsSince(county: string, owner: AuditOwner, since: string): Promise<MoneyEvent[]> {
  const index = owner.kind === 'user' ? 'gsi2' : 'gsi1';
  const pk =
    owner.kind === 'user' ? `C#${county}#AUDITUSER#${owner.userId}` : `C#${county}#AUDITACCT#${owner.accountId}`;
  const events: MoneyEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p AND ${index}sk >= :s`,
        FilterExpression: 'attribute_exists(amountCents)',
        ProjectionExpression: '#at, amountCents',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':p': pk, ':s': since },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.amountCents === 'number') events.push({ at: String(item.at), amountCents: item.amountCents });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return events;
}
