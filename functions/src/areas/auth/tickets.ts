// E-mailed one-time links (registration completion, password reset). Only a hash of the token is stored;
// a ticket expires after the county's emaileExpireIn hours and is deleted when used.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ticketKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { newToken } from '#src/platform/ids.ts';

export type TicketKind = 'REGISTRATION' | 'RESET';

export interface Ticket {
  kind: TicketKind;
  userId: string;
  expiresAt: number;
}

/** A link lifetime as the mails and answers write it: '1 hour', '4 hours'. */
export const lifetimeText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** A new token and the item to write (inside the caller's transaction). */
export function newTicket(county: string, kind: TicketKind, userId: string, hours: number) {
  const token = newToken();
  const expiresAt = Date.now() + hours * 3_600_000;
  return {
    token,
    item: { ...ticketKey(county, token), kind, userId, expiresAt, ttl: Math.ceil(expiresAt / 1000) + 86_400 },
  };
}

export async function readTicket(county: string, token: string, kind: TicketKind): Promise<Ticket | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: ticketKey(county, token) }));
  if (!Item || Item.kind !== kind || Item.expiresAt < Date.now()) return undefined;
  return Item as Ticket;
}

/** Condition for deleting a ticket exactly once, before it expires. */
export const useOnce = () => ({
  ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
  ExpressionAttributeValues: { ':now': Date.now() },
});
