import { describe, expect, it } from 'vitest';
import { configGroups } from '../config/groups.ts';
import { formatDate, formatDateTime, formatLongDate, isTimeZone } from './dates.ts';
import { formatCents, formatCount } from './money.ts';

describe('money per language', () => {
  it('shows cents as US dollars in each number format', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(5, 'en-US')).toBe('$0.05');
    expect(formatCents(-2500, 'en-US')).toBe('-$25.00');
    expect(formatCents(123450, 'ja-JP')).toBe('$1,234.50');
    // Russian groups with a narrow no-break space and uses a decimal comma; still dollars.
    expect(formatCents(123450, 'ru-RU')).toBe('1\u00a0234,50\u00a0$');
    expect(formatCents(123450, 'tr-TR')).toBe('$1.234,50');
  });

  it('formats counts with the language grouping', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(12345, 'ru-RU')).toBe('12\u00a0345');
  });
});

describe('dates per language', () => {
  it('shows a calendar date on its own day in every zone', () => {
    expect(formatDate('2026-11-20')).toBe('11/20/2026');
    expect(formatDate('2026-11-20', 'ja-JP')).toBe('2026/11/20');
    expect(formatDate('2026-11-20', 'ru-RU')).toBe('20.11.2026');
    expect(formatDate('2026-01-01', 'ko-KR')).toBe('2026. 01. 01.');
    expect(formatLongDate('2026-11-20', 'ja-JP')).toBe('2026年11月20日');
  });

  it('formats instants with the time of day, and leaves what is not a date alone', () => {
    expect(formatDateTime('2026-11-20T21:05:00Z', 'en-US', 'UTC')).toBe('11/20/2026, 9:05 PM');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('a county time zone', () => {
  it('is an IANA zone the runtime knows, under its own or its canonical name', () => {
    for (const zone of ['America/Chicago', 'America/Indiana/Indianapolis', 'Pacific/Guam', 'Pacific/Saipan']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['Mars/Olympus_Mons', 'CST', '', 'America/chicago ']) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });

  it("is part of the county's common configuration, Chicago until set", () => {
    expect(configGroups.common.parse({}).timeZone).toBe('America/Chicago');
    expect(configGroups.common.parse({ timeZone: 'Pacific/Guam' }).timeZone).toBe('Pacific/Guam');
    const wrong = configGroups.common.safeParse({ timeZone: 'Mars/Olympus_Mons' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['timeZone', 'Unknown time zone: use an IANA name such as America/Chicago.'],
    ]);
  });
});
