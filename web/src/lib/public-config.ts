// The SPA's start-up configuration file /config.json (county directory, router base name, server URL, card
// payment page and script URLs). A failure is only logged: the app starts with the defaults.
export interface PublicConfig {
  countyDirectory: string;
  routerBaseName: string;
  serverUrl: string;
  cardPaymentPageUrl: string;
  cardPaymentScriptUrl: string;
  /** optional: the provider's name and site, linked from the login header */
  providerName?: string;
  providerUrl?: string;
}

let config: PublicConfig = {
  countyDirectory: '',
  routerBaseName: '/',
  serverUrl: '/api',
  cardPaymentPageUrl: '',
  cardPaymentScriptUrl: '',
};

export async function loadPublicConfig(): Promise<PublicConfig> {
  try {
    const res = await fetch('/config.json', { credentials: 'include' });
    if (!res.ok) throw new Error(`HTTP status ${res.status}`);
    config = { ...config, ...((await res.json()) as Partial<PublicConfig>) };
  } catch (err) {
    console.warn('config.json could not be loaded', err);
  }
  return config;
}

export const publicConfig = (): PublicConfig => config;
