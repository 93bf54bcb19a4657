// Client errors go to the server's logReact endpoint (spec 1 section 7), once each, never throwing themselves.
import { apiPost } from '#src/lib/api.ts';

const sent = new Set<string>();

function report(message: string, stack?: string): void {
  const key = `${message}\n${stack ?? ''}`;
  if (sent.has(key) || sent.size > 20) return;
  sent.add(key);
  apiPost('logReact', { message, stack: stack?.slice(0, 1500), url: location.pathname }, { quietAuth: true }).catch(
    () => undefined,
  );
}

export function reportClientErrors(): void {
  window.addEventListener('error', (e) => report(e.message, (e.error as Error | undefined)?.stack));
  window.addEventListener('unhandledrejection', (e) => {
    const reason = e.reason as Error | undefined;
    report(String(reason?.message ?? e.reason), reason?.stack);
  });
}
