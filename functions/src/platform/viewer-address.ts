// CloudFront-Viewer-Address is the viewer's IP and source port joined by a colon ("198.51.100.10:46532",
// "2001:db8::8a2e:370:7334:46532"): the address is everything before the last colon (brackets around an IPv6 one
// are dropped too). The port is dropped so one viewer's connections count as one source.
import { isIP } from 'node:net';

/** The viewer's IP address from the header's value, or undefined when it is missing or not an address. */
export function viewerAddress(header: string | undefined): string | undefined {
  const value = header?.trim() ?? '';
  const cut = value.lastIndexOf(':');
  if (cut < 1) return undefined;
  const address = value.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  return isIP(address) ? address.toLowerCase() : undefined;
}
