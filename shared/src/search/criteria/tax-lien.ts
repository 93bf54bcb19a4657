// Search of tax liens (spec 2): one method (date range, document number, lien number or taxpayer) whose field is
// required, Current/Expired (current by default; any case accepted), document type, dates (checked on dateRange).
import { z } from 'zod';
import { DEFAULT_FROM_DATE, toUsDate } from '../dates.ts';
import { addDateIssues, documentType, fromDate, middleInitial, text, toDate } from '../fields.ts';
import { matchModes } from '../match-mode.ts';
import { searchMessages as m } from '../messages.ts';

export const taxLienMethods = ['dateRange', 'documentNumber', 'lienNumber', 'taxpayer'] as const;
export type TaxLienMethod = (typeof taxLienMethods)[number];
export const currentOrExpiredChoices = ['ALL', 'CURRENT', 'EXPIRED'] as const;

/** The field each method needs (dateRange needs none beyond its dates). */
const requiredByMethod = {
  dateRange: undefined,
  documentNumber: 'documentNumber',
  lienNumber: 'lienNumber',
  taxpayer: 'taxpayerName',
} as const;

export const taxLienSchema = (today: string) =>
  z
    .object({
      searchByTaxLienMethod: z.enum(taxLienMethods).default('taxpayer'),
      currentOrExpired: z.string().trim().toUpperCase().pipe(z.enum(currentOrExpiredChoices)).default('CURRENT'),
      documentType,
      documentNumber: text(20),
      lienNumber: text(30),
      taxpayerName: text(120),
      taxpayerFirstName: text(60),
      taxpayerMiddleInitial: middleInitial,
      fromRecordedDate: fromDate(),
      toRecordedDate: toDate(today),
      /** the taxpayer method's Exact or Sounds like; absent, the county's default (match-mode.ts) */
      matchMode: z.enum(matchModes).optional(),
    })
    .superRefine((v, ctx) => {
      const field = requiredByMethod[v.searchByTaxLienMethod];
      if (field && !v[field]) ctx.addIssue({ code: 'custom', path: [field], message: m.required });
      if (v.searchByTaxLienMethod === 'dateRange') addDateIssues(ctx, v, today);
    });

export type TaxLienCriteria = z.infer<ReturnType<typeof taxLienSchema>>;

export const taxLienDefaults = (today: string): TaxLienCriteria => ({
  searchByTaxLienMethod: 'taxpayer',
  currentOrExpired: 'CURRENT',
  documentType: 'All',
  documentNumber: '',
  lienNumber: '',
  taxpayerName: '',
  taxpayerFirstName: '',
  taxpayerMiddleInitial: '',
  fromRecordedDate: DEFAULT_FROM_DATE,
  toRecordedDate: toUsDate(today),
});
