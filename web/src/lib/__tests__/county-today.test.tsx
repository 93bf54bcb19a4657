// The SPA's "today" for date defaults is the county's, from the time zone in its public configuration.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '#src/lib/api.ts';
import { useCountyToday } from '#src/lib/county-config.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), fetcher: (k: string) => apiGet(k), shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

const countyIn = (timeZone: string) => ({
  'GET helperdata/landlink': () =>
    success({ namedContentResultList: [{ name: 'common', baseContent: { countyName: 'Test', timeZone } }] }),
});

beforeEach(() => {
  // 23:30 UTC on New Year's Eve: 18:30 on 31 December in Indianapolis, 09:30 on 1 January 2027 in Guam.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:30:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCountyToday', () => {
  it("is today in the county's time zone once the configuration has loaded", async () => {
    fakeApi(countyIn('Pacific/Guam'));
    const guam = renderHook(() => useCountyToday(), { wrapper });
    await waitFor(() => expect(guam.result.current).toBe('2027-01-01'));
    cleanup();
    // 03:30 UTC on 1 January is still 22:30 on New Year's Eve in Indianapolis.
    vi.setSystemTime(new Date('2027-01-01T03:30:00Z'));
    fakeApi(countyIn('America/Indiana/Indianapolis'));
    const indiana = renderHook(() => useCountyToday(), { wrapper });
    await waitFor(() => expect(indiana.result.current).toBe('2026-12-31'));
  });
});
