// The imaging calls (spec 1 section 7 'Image download'), all POST through the one API client.
import type { ComputeDownloadOrderInput, PreviewSettingChange, PreviewSettings } from '@portal/shared/imaging/schemas';
import type {
  DownloadOrder,
  GetImageResponse,
  PayOrderResponse,
  PreviewSettingsUpdate,
  ThumbnailsResponse,
} from '@portal/shared/imaging/types';
import { API_BASE, apiPost } from '#src/lib/api.ts';
import { withTitleFile } from '#src/lib/title-file.ts';

export interface DocumentRef {
  documentType: string;
  documentNumber: string;
  instrumentCode?: string;
}

/** First load sends only the document; paging also sends the current settings and the view's first page. */
export const getThumbnails = (doc: DocumentRef, settings?: PreviewSettings, page = 1) =>
  apiPost<ThumbnailsResponse>('imaging/getThumbnails', {
    documentType: doc.documentType,
    documentNumber: doc.documentNumber,
    ...(settings
      ? {
          pageCount: settings.pageCount,
          pageSelectionMethod: settings.pageSelectionMethod,
          selectedAsCsv: settings.selectedAsCsv,
        }
      : {}),
    page,
  });

/** The watermarked page view of one page: an image answer the <img> loads with the session cookie. */
export const previewImageUrl = (doc: DocumentRef, page: number) =>
  `${API_BASE}/imaging/previewImage/${encodeURIComponent(doc.documentType)}/${encodeURIComponent(doc.documentNumber)}/${page}`;

export const updatePreviewSettings = (change: PreviewSettingChange, settings: PreviewSettings, page = 0) =>
  apiPost<PreviewSettingsUpdate>('imaging/updateImagePreviewSettings', {
    imagePreviewSettingChange: change,
    imagePreviewSettings: settings,
    page,
  });

export const computeDownloadOrder = (input: ComputeDownloadOrderInput) =>
  apiPost<DownloadOrder>('imaging/computeDownloadOrder', input);

export const recomputeDownloadOrder = (imageStateGuid: string) =>
  apiPost<DownloadOrder>('imaging/recomputeDownloadOrder', { imageStateGuid });

export const cancelImageState = (imageStateGuid: string) => apiPost('imaging/cancelImageState', { imageStateGuid });

/** Paying an order logs it under the title file, when one is set (issue 32). */
export const payDownloadOrder = (imageStateGuid: string) =>
  apiPost<PayOrderResponse>('imaging/payDownloadOrder', withTitleFile({ imageStateGuid }));

export const getImage = (imageStateGuid: string) => apiPost<GetImageResponse>('imaging/getImage', { imageStateGuid });
