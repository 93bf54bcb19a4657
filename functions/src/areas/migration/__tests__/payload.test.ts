// The migration payload's address rules and how an accepted address splits into host and port.
import { describe, expect, it } from 'vitest';
import { hostAndPort, migrationPayloadSchema } from '../payload.ts';

const body = (address: unknown) => ({
  landSharkOneDbAddress: address,
  landSharkOneDbName: 'landshark1',
  landSharkOneDbUsername: 'reader',
  landSharkOneDbPassword: 'x',
});

describe('the migration payload', () => {
  it('accepts host names, IPv4 and bracketed IPv6 addresses, each with an optional port', () => {
    for (const address of ['ls1', 'ls1.lakewood.local', '10.0.0.5', '10.0.0.5:5433', '[::1]', '[fe80::1]:6543'])
      expect([address, migrationPayloadSchema.safeParse(body(address)).success]).toEqual([address, true]);
  });

  it('refuses anything else before a connection is tried', () => {
    for (const address of ['', ' ', 'a b', '../../etc/passwd', '__proto__', 'host:0', 'host:99999', 'http://x', 7])
      expect([address, migrationPayloadSchema.safeParse(body(address)).success]).toEqual([address, false]);
  });

  it('splits host and port, with the default port when none is given', () => {
    expect(hostAndPort('ls1.lakewood.local', 5432)).toEqual({ host: 'ls1.lakewood.local', port: 5432 });
    expect(hostAndPort('10.0.0.5:5433', 5432)).toEqual({ host: '10.0.0.5', port: 5433 });
    expect(hostAndPort('[fe80::1]:6543', 5432)).toEqual({ host: 'fe80::1', port: 6543 });
    expect(hostAndPort('[::1]', 5432)).toEqual({ host: '::1', port: 5432 });
  });
});
