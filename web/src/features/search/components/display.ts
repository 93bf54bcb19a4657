// Dates and money of the search screens in the reader's format (the server sends YYYY-MM-DD and cents).
import { formatDate } from '@portal/shared/format/dates';
import { formatCents } from '@portal/shared/format/money';
import { currentLocale } from '#src/i18n/index.ts';

export const showDate = (iso: string | null | undefined): string => (iso ? formatDate(iso, currentLocale()) : '');

export const showMoney = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : formatCents(cents, currentLocale());
