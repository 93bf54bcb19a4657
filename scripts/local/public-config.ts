import { SIMULATOR_BASE } from './simulator-env.ts';

/** The SPA's start-up configuration (spec 1: county directory, router base, server URL, card payment URLs). */
export function publicConfig(origin: string) {
  return {
    countyDirectory: '',
    routerBaseName: '/',
    serverUrl: `${origin}/api`,
    cardPaymentPageUrl: process.env.ANET_PAYMENT_PAGE_URL || `${origin}${SIMULATOR_BASE}/payment/payment`,
    cardPaymentScriptUrl: '',
  };
}
