// Webhook signatures (PAYMENTS.md section 4): X-ANET-Signature is 'sha512=' + the HMAC-SHA512 of the raw body,
// keyed with the Signature Key taken as text (not hex-decoded), compared case-insensitively.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function webhookSignature(rawBody: string, signatureKey: string): string {
  return `sha512=${createHmac('sha512', signatureKey).update(rawBody, 'utf8').digest('hex').toUpperCase()}`;
}

export function verifyWebhookSignature(rawBody: string, header: string | undefined, signatureKey: string): boolean {
  if (!header || !signatureKey) return false;
  const match = /^sha512=([0-9a-f]{128})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = Buffer.from(webhookSignature(rawBody, signatureKey).slice(7).toLowerCase(), 'hex');
  const given = Buffer.from(match[1].toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
