// Where the local server mounts the card simulator, and the environment that points the provider client at it.
// A deployment (or a developer with a sandbox account) sets ANET_* itself and the simulator is not used.
export const SIMULATOR_BASE = '/local/anet';

export const simulatorCredentials = {
  loginId: 'local-login',
  transactionKey: 'local-transaction-key',
  signatureKey: 'LOCALSIGNATUREKEY0123456789ABCDEF',
} as const;

/** Points the card provider at the simulator on this port, unless ANET_API_URL names a real provider. */
export function useCardSimulator(port: number): boolean {
  if (process.env.ANET_API_URL) return false;
  process.env.ANET_API_URL = `http://127.0.0.1:${port}${SIMULATOR_BASE}/xml/v1/request.api`;
  process.env.ANET_API_LOGIN_ID = simulatorCredentials.loginId;
  process.env.ANET_TRANSACTION_KEY = simulatorCredentials.transactionKey;
  process.env.ANET_SIGNATURE_KEY = simulatorCredentials.signatureKey;
  return true;
}
