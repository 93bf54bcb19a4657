// Payloads of the imaging calls (spec 1 section 7 'Image download'), validated by the handlers with these schemas.
import { z } from 'zod';
import { titleFileField } from '../search-log/schemas.ts';
import { MAX_PAGES_TEXT } from './constants.ts';

export const pageSelectionMethods = ['ENTIRE_DOCUMENT', 'CSV_PAGES'] as const;
export type PageSelectionMethod = (typeof pageSelectionMethods)[number];

export const previewSettingChanges = [
  'PAGE_TOGGLED',
  'PAGE_SELECTION_METHOD_CHANGED',
  'PAGES_CHANGED',
  'KEEP_PAGE',
  'IGNORE_PAGE',
] as const;
export type PreviewSettingChange = (typeof previewSettingChanges)[number];

const documentType = z.string().trim().length(1, 'Document type is one character.');
const documentNumber = z.string().trim().min(1, 'Required.').max(40);
const pageCount = z.number().int().min(0).max(100_000);
const csv = z.string().max(MAX_PAGES_TEXT).default('');
const page = z.number().int().min(0).max(100_000);

export const previewSettingsSchema = z.object({
  documentType,
  documentNumber,
  pageCount,
  pageSelectionMethod: z.enum(pageSelectionMethods).default('ENTIRE_DOCUMENT'),
  selectedAsCsv: csv,
});
export type PreviewSettings = z.infer<typeof previewSettingsSchema>;

/** First load sends the document; paging also sends the current settings and the view's first page. */
export const getThumbnailsSchema = z.object({
  documentType,
  documentNumber,
  pageCount: pageCount.optional(),
  pageSelectionMethod: z.enum(pageSelectionMethods).optional(),
  selectedAsCsv: z.string().max(MAX_PAGES_TEXT).optional(),
  page: page.default(1),
});
export type GetThumbnailsInput = z.infer<typeof getThumbnailsSchema>;

export const updatePreviewSettingsSchema = z.object({
  imagePreviewSettingChange: z.enum(previewSettingChanges),
  imagePreviewSettings: previewSettingsSchema,
  page: page.default(0),
});
export type UpdatePreviewSettingsInput = z.infer<typeof updatePreviewSettingsSchema>;

export const computeDownloadOrderSchema = z.object({
  /** document type (one character) followed by the document number */
  documentKey: z.string().trim().min(2, 'Required.').max(41),
  instrumentCode: z.string().max(20).optional(),
  pagesSelected: csv,
  pageSelectionMethod: z.enum(pageSelectionMethods),
  pageCount: pageCount.optional(),
});
export type ComputeDownloadOrderInput = z.infer<typeof computeDownloadOrderSchema>;

export const imageStateGuidSchema = z.object({ imageStateGuid: z.uuid('Invalid order reference.') });

/** The body of payDownloadOrder: the order, and the title file to log the purchase under. */
export const payDownloadOrderSchema = imageStateGuidSchema.extend(titleFileField);

/** The path of one page's preview image: /imaging/previewImage/:documentType/:documentNumber/:page */
export const previewImageParamsSchema = z.object({
  documentType: z.string().length(1, 'Document type is one character.'),
  documentNumber: z.string().min(1, 'Required.').max(40),
  page: z.coerce.number().int('Page is a whole number.').min(1, 'Pages start at 1.').max(100_000),
});

export interface PagesSelected {
  pageSelectionMethod: PageSelectionMethod;
  selectedAsCsv: string;
  selectedAsBoolean: boolean[];
}
