// CloudFront-Viewer-Address is the viewer's IP and source port joined by a colon ("198.51.100.10:46532",
// "2001:db8::8a2e:370:7334:46532"): the address is everything before the last colon. The port is dropped so one
// viewer's connections count as one source.
import { isIP } from 'node:net';

/** The viewer's IP address from the header's value, or undefined when it is missing or not an address. */
export function viewerAddress(header: string | undefined): string | undefined {
  const cut = header?.trim().lastIndexOf(':') ?? -1;
  if (!header || cut < 1) return undefined;
  const address = header.trim().slice(0, cut);
  return isIP(address) ? address.toLowerCase() : undefined;
}
