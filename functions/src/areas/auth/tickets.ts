// E-mailed one-time links (registration completion, password reset). Only a hash of the token is stored
// (data/app/sign-in.ts); a ticket expires after the county's emaileExpireIn hours and is deleted when used.
import { getTicket, type Ticket, type TicketKind } from '#src/data/app/sign-in.ts';
import { newToken } from '#src/platform/ids.ts';

export type { Ticket, TicketKind } from '#src/data/app/sign-in.ts';

/** A link lifetime as the mails and answers write it: '1 hour', '4 hours'. */
export const lifetimeText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** A new token and its ticket (written inside the caller's transaction, or alone). */
export function newTicket(kind: TicketKind, userId: string, hours: number): { token: string; ticket: Ticket } {
  const token = newToken();
  return { token, ticket: { kind, userId, expiresAt: Date.now() + hours * 3_600_000 } };
}

export async function readTicket(county: string, token: string, kind: TicketKind): Promise<Ticket | undefined> {
  const ticket = await getTicket(county, token);
  if (!ticket || ticket.kind !== kind || ticket.expiresAt < Date.now()) return undefined;
  return ticket;
}
