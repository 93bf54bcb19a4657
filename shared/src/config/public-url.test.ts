// A county's public URL (common.publicUrl): the origin of its links, so only https, or http on this machine.
import { describe, expect, it } from 'vitest';
import { isPublicUrl, readGroup } from './groups.ts';

describe('common.publicUrl', () => {
  it('takes an https origin, or http for localhost and *.localhost', () => {
    for (const ok of [
      'https://records.lakewood.example',
      'https://records.lakewood.example:8443/',
      'http://localhost:3000',
      'http://marianas.localhost:3000',
    ]) {
      expect(isPublicUrl(ok)).toBe(true);
    }
  });

  it('refuses plain http elsewhere, paths, users, queries and other schemes', () => {
    for (const bad of [
      'http://records.lakewood.example',
      'https://records.lakewood.example/portal',
      'https://user@records.lakewood.example',
      'https://records.lakewood.example?x=1',
      'http://localhost.evil.example',
      'javascript:alert(1)',
      'records.lakewood.example',
    ]) {
      expect(isPublicUrl(bad)).toBe(false);
    }
  });

  it('is stored without a trailing slash and is empty until configured', () => {
    expect(readGroup('common', { publicUrl: 'http://localhost:3000/' }).publicUrl).toBe('http://localhost:3000');
    expect(readGroup('common', {}).publicUrl).toBe('');
  });
});
