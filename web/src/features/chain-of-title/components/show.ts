// How the chain screen writes a recorded date and time and an amount, in the reader's language.

import { formatDate } from '@portal/shared/format/dates';
import { formatCents } from '@portal/shared/format/money';
import { currentLocale } from '#src/i18n/index.ts';

/** 'YYYY-MM-DDTHH:mm' -> the date in the reader's format and the time as recorded. */
export function recorded(dateTime: string): string {
  const [date = '', time = ''] = dateTime.split('T');
  return `${formatDate(date, currentLocale())} ${time}`.trim();
}

export const amount = (cents: number | undefined) => (cents === undefined ? '' : formatCents(cents, currentLocale()));

/** The element id of a document's row, the target of the links from the documents that refer to it. */
export const rowId = (docId: string) => `chain-doc-${docId}`;
