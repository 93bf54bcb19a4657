import { describe, expect, it } from 'vitest';
import { localMidnight, periodStarts } from '../../../platform/county-clock.ts';

describe('county-local periods', () => {
  it('finds local midnight across zones and DST changes', () => {
    expect(localMidnight(2026, 7, 1, 'America/Chicago').toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(localMidnight(2026, 1, 15, 'America/Chicago').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(localMidnight(2026, 3, 8, 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(localMidnight(2026, 1, 1, 'Pacific/Saipan').toISOString()).toBe('2025-12-31T14:00:00.000Z');
  });

  it('counts today, this month and the year from the county clock, not UTC', () => {
    // 02:00 UTC on 1 March is still 28 February in Minnesota.
    const p = periodStarts(new Date('2026-03-01T02:00:00Z'), 'America/Chicago');
    expect(p).toEqual({
      today: '2026-02-28T06:00:00.000Z',
      month: '2026-02-01T06:00:00.000Z',
      year: '2026-01-01T06:00:00.000Z',
    });
  });
});
