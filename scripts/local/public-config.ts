/** The SPA's start-up configuration (spec 1: county directory, router base, server URL, card payment URLs). */
export function publicConfig(origin: string) {
  return {
    countyDirectory: '',
    routerBaseName: '/',
    serverUrl: `${origin}/api`,
    cardPaymentPageUrl: `${origin}/api/simulator/payment/payment`,
    cardPaymentScriptUrl: '',
  };
}
