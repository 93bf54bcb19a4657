// The Content-Security-Policy of every answer. Pages load only our own code; the card provider's hosted form is
// framed and posted to, and its page frames our iframe communicator (so it is an allowed frame ancestor too).
// E-file posts the filed document straight to the uploads bucket (a presigned POST), so that bucket's origin is the
// one other place the page may connect to.
import { anetHosts } from '@portal/functions/platform/card-provider/authorize-net';
import type { PaymentsEnvironment } from '../settings.ts';

/** The hosted payment form's page (config.json's cardPaymentPageUrl) in the deployment's provider environment. */
export const cardPaymentPage = (payments: PaymentsEnvironment): string => anetHosts[payments].paymentPage;

export function contentSecurityPolicy(payments: PaymentsEnvironment, uploadsOrigin?: string): string {
  const provider = new URL(cardPaymentPage(payments)).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the UI kit set style attributes and inject small style blocks
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    uploadsOrigin ? `connect-src 'self' ${uploadsOrigin}` : "connect-src 'self'",
    `frame-src 'self' blob: ${provider}`,
    `form-action 'self' ${provider}`,
    `frame-ancestors 'self' ${provider}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
