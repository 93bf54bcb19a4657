// The Content-Security-Policy of every answer. Pages load only our own code; the card provider's hosted form is
// framed and posted to, and its page frames our iframe communicator (so it is an allowed frame ancestor too).
import type { PaymentsEnvironment } from '../settings.ts';

/** Accept Hosted form hosts (PAYMENTS.md). */
export const cardProviderHosts: Record<PaymentsEnvironment, string> = {
  sandbox: 'https://test.authorize.net',
  production: 'https://accept.authorize.net',
};

export function contentSecurityPolicy(payments: PaymentsEnvironment): string {
  const provider = cardProviderHosts[payments];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the UI kit set style attributes and inject small style blocks
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' blob: ${provider}`,
    `form-action 'self' ${provider}`,
    `frame-ancestors 'self' ${provider}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
