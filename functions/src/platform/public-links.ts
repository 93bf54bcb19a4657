// The county's public address (common.publicUrl): the one origin of e-mailed links and payment pages, the origin
// a browser's same-origin call must come from, and whether the session cookie is Secure. Never a Host or
// X-Forwarded-* header: a caller chooses those (issue 13: a reset link to http://evil.example/...).
import { getConfig } from './config.ts';
import { conflict } from './errors.ts';

/**
 * A laptop or test server listens on a port chosen at start (tests take free ports), so the process that serves
 * the portal sets PUBLIC_PORT to its own port; it replaces the port of a loopback public URL only
 * (http://localhost:3000 -> http://localhost:PORT). It is this process's environment, never a request's.
 */
function withLocalPort(url: URL): URL {
  const port = process.env.PUBLIC_PORT;
  const loopback = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (port && loopback) url.port = port;
  return url;
}

/** The county's public URL (no trailing slash), or undefined when the county has none configured. */
export async function configuredPublicUrl(county: string): Promise<URL | undefined> {
  const { publicUrl } = await getConfig(county, 'common');
  return publicUrl ? withLocalPort(new URL(publicUrl)) : undefined;
}

/** The origin e-mailed links and provider pages are built on; a county without a public URL sends none. */
export async function publicOrigin(county: string): Promise<string> {
  const url = await configuredPublicUrl(county);
  if (!url) throw conflict('This county has no public address configured, so no link can be sent. Contact the county.');
  return url.origin;
}
