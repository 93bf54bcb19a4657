import { readGroup } from '@portal/shared/config/groups';
import { describe, expect, it } from 'vitest';
import { notableDatesTable } from '../notable-dates.ts';

const labels = { bookLabel: 'Book', torrensLabel: 'Torrens' };
const config = (v: Record<string, unknown>) => readGroup('notableDates', v);

describe('notable dates table', () => {
  it('is empty when the county hides notable dates', () => {
    expect(notableDatesTable(config({ showNotableDates: false, abstractPosted: true }), labels)).toEqual({
      headings: [],
      rows: [],
    });
  });

  it('shows legal rows only with Use Legal Dates, and takes index dates from the records store', () => {
    const on = config({
      showNotableDates: true,
      showSeparateIndexes: true,
      torrensLegalPosted: true,
      torrensCertificateThru: true,
      torrensCertificateThruDate: '2026-10-31',
      lienImageBegin: true,
    });
    expect(
      notableDatesTable(on, labels, { torrensLegalPosted: '2026-11-02T09:00:00Z', lienImageBegin: '1999-01-04' }),
    ).toEqual({
      headings: ['', 'Torrens', 'Lien'],
      rows: [
        { label: 'Legal Indexed', values: ['2026-11-02', ''] },
        { label: 'Image Begin', values: ['', '1999-01-04'] },
        { label: 'Certificate Thru', values: ['2026-10-31', ''] },
      ],
    });
    const off = config({ showNotableDates: true, showSeparateIndexes: false, torrensLegalPosted: true });
    expect(notableDatesTable(off, labels).rows).toEqual([]);
  });
});
