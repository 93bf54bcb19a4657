// An incident's id: the UTC instant of its posting to the second, then six random characters
// (20261128T194500Z-k3x9qa), so ids sort by posting and the 90-day window is a key range.
import { randomBytes } from 'node:crypto';

export const incidentIdPrefix = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function newIncidentId(at: Date): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const suffix = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${incidentIdPrefix(at)}-${suffix}`;
}
