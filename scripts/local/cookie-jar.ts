// A cookie jar for a simulated browser (the API tests' client and the load bench's): keeps what Set-Cookie
// answers set, drops what they expire, and sends the rest back. Path, domain and lifetime are not tracked, since
// every caller talks to one portal host whose cookies are all path=/.
export class CookieJar {
  private cookies = new Map<string, string>();

  /** Takes a response's Set-Cookie lines (Headers.getSetCookie(), or node:http's set-cookie array). */
  keep(lines: readonly string[]): void {
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      // a value may itself hold '=' (base64 padding): only the first one splits name from value
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header to send, or nothing when the jar is empty. */
  header(): { cookie: string } | Record<string, never> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }

  copy(): CookieJar {
    const other = new CookieJar();
    other.cookies = new Map(this.cookies);
    return other;
  }
}
