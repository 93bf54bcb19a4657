// The alert e-mail's opening sentence agrees in number with what was recorded: one document 'matches', several
// 'match' (issue 29).
import type { DocumentRow } from '@portal/shared/records/document';
import { expect, it } from 'vitest';
import { type AlertedDocument, alertMail } from '../alert-mail.ts';

const document = (n: number): AlertedDocument => ({
  docId: `d${n}`,
  row: {
    docNumber: `77000${n}`,
    recordedDateTime: '2026-11-01T10:00:00',
    grantors: [{ lastName: 'SMITH' }],
    grantees: [],
  } as unknown as DocumentRow,
  typeDescription: 'Warranty Deed',
  matched: ['Name: SMITH'],
});

const intro = (count: number) =>
  alertMail({
    from: 'alerts@county.example',
    to: 'owner@example.com',
    countyName: 'Lakewood County',
    origin: 'https://lakewood.example',
    manageToken: 't',
    settings: {} as never,
    documents: Array.from({ length: count }, (_, i) => document(i + 1)),
  }).text.split('\n')[0];

it("says one document 'matches' and several 'match' what the subscriber watches", () => {
  expect(intro(1)).toBe('A document was recorded in Lakewood County that matches what you watch:');
  expect(intro(2)).toBe('2 documents were recorded in Lakewood County that match what you watch:');
});
