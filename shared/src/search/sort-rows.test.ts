import { describe, expect, it } from 'vitest';
import { defaultSort, isSortKey } from './result-kinds.ts';
import type { BookReferenceResultRow, DocumentResultRow } from './results.ts';
import { sortRows } from './sort-rows.ts';

const doc = (docType: string, docNumber: string, recordedDateTime: string, grantor = '') =>
  ({ docId: `${docType}${docNumber}`, docType, docNumber, recordedDateTime, grantor }) as DocumentResultRow;

describe('sortRows', () => {
  const rows = [
    doc('A', '1000', '2024-01-02T09:00', 'b'),
    doc('A', '99', '2024-01-03T09:00', 'A'),
    doc('T', '99', '2024-01-01T09:00', 'c'),
  ];

  it('orders document numbers as numbers, then by type', () => {
    expect(sortRows('documents', rows, 'docNumber', 'ASC').map((r) => r.docId)).toEqual(['A99', 'T99', 'A1000']);
    expect(sortRows('documents', rows, 'docNumber', 'DESC').map((r) => r.docId)).toEqual(['A1000', 'T99', 'A99']);
  });

  it('orders by recorded date and by name without regard to case', () => {
    expect(sortRows('documents', rows, 'recordedDate', 'ASC').map((r) => r.docId)).toEqual(['T99', 'A1000', 'A99']);
    expect(sortRows('documents', rows, 'grantor', 'ASC').map((r) => r.docId)).toEqual(['A99', 'A1000', 'T99']);
  });

  it('falls back to the id for an unknown key and leaves the input alone', () => {
    const refs = [{ id: 'GB-10' }, { id: 'GB-9' }] as BookReferenceResultRow[];
    expect(sortRows('bookReferences', refs, 'nonsense', 'ASC').map((r) => r.id)).toEqual(['GB-9', 'GB-10']);
    expect(refs[0]?.id).toBe('GB-10');
  });

  it('has the spec defaults', () => {
    expect(defaultSort.documents).toEqual({ sortKey: 'docNumber', sortDirection: 'ASC' });
    expect(defaultSort.taxLiens.sortKey).toBe('docNumber');
    expect(defaultSort.torrens.sortKey).toBe('recordedDate');
    expect(defaultSort.bookReferences.sortKey).toBe('id');
    expect(isSortKey('documents', 'grantee')).toBe(true);
    expect(isSortKey('documents', 'lienDate')).toBe(false);
  });
});
