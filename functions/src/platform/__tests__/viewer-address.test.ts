// The viewer's address out of CloudFront-Viewer-Address (address, colon, port); anything else is no address, and the
// caller falls back to the connection's peer (client-address.ts).
import { describe, expect, it } from 'vitest';
import { viewerAddress } from '../viewer-address.ts';

describe('viewerAddress', () => {
  it('drops the port of an IPv4 or IPv6 address', () => {
    expect(viewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(viewerAddress('2001:DB8::8A2E:370:7334:46532')).toBe('2001:db8::8a2e:370:7334');
    expect(viewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
  });

  it('answers nothing for a missing, portless or made-up value', () => {
    for (const value of [undefined, '', '198.51.100.10', ':443', 'evil.example:443', '999.1.1.1:80', 'a, b:1']) {
      expect(viewerAddress(value), String(value)).toBeUndefined();
    }
  });
});
