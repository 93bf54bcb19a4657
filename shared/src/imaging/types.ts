// Answers of the imaging calls (spec 1 section 3 'Image download entities').
import type { PageSelectionMethod, PagesSelected } from './schemas.ts';

export interface ThumbnailHeader {
  documentNumber: string;
  documentType: string;
  pageCount: number;
  /** 'abstract document 2024-000123' for the middle of a sentence */
  uiTitle: string;
  /** 'Abstract document 2024-000123' */
  uiTitleBeginningOfSentence: string;
}

export interface Thumbnail {
  /** base64 JPEG */
  image: string;
  pageNumber: number;
  selected: boolean;
}

/** POST imaging/updateImagePreviewSettings */
export interface PreviewSettingsUpdate {
  pagesSelected: PagesSelected;
}

export interface ThumbnailsResponse {
  header: ThumbnailHeader;
  pagesSelected: PagesSelected;
  thumbnails: Thumbnail[];
  /** the first page of this view */
  page: number;
}

/** A labelled amount of the fee table; value is display text ('$12.50', '40 images'). */
export interface FeeAmount {
  description: string;
  value: string;
}

export interface FeeSchedule {
  alreadyPurchasedMessage: string;
  beginningBalance: FeeAmount;
  endingBalance: FeeAmount;
  insufficientBalance: boolean;
  insufficientBalanceMessage: string;
  multipleItemPurchase: { itemHeaderDescription: string; items: FeeAmount[]; total: FeeAmount } | null;
  singleItemPurchase: { item: FeeAmount } | null;
  purchaseMessage: string;
  noPurchasingOptionsAvailableMessage: string;
  downloadButtonText: string;
}

export interface FlatFeeOptions {
  title: string;
  options: Array<{ text: string; value: string }>;
}

export interface EscrowOptions {
  accountMessage: string;
  beginningBalance: FeeAmount;
  lowBalanceMessage: string;
  depositAmountMessage: string;
  surchargeMessage: string;
  endingBalance: FeeAmount;
  /** cents still missing for this order: the deposit the window suggests */
  shortfallCents: number;
}

export interface CreditCardOptions {
  authorizationInfo: { authorized: boolean; amount: string };
}

export interface PurchaseOptions {
  hasBuyOptions: boolean;
  flatFeeOptions: FlatFeeOptions | null;
  escrowOptions: EscrowOptions | null;
  creditCardOptions: CreditCardOptions | null;
}

export type ImageStateStatus = 'OPEN' | 'PAID' | 'CANCELLED';

/** The order in progress as the client sees it. */
export interface ImageStateView {
  guid: string;
  documentKey: string;
  documentType: string;
  documentNumber: string;
  pageCount: number;
  pages: number[];
  pageSelectionMethod: PageSelectionMethod;
  selectedAsCsv: string;
  status: ImageStateStatus;
  /** the confirm window's title: '<Document> Download' or 'Exceeding Current Preauthorization' */
  title: string;
  purchaseOptions: PurchaseOptions;
}

export interface DownloadOrder {
  feeSchedule: FeeSchedule;
  imageState: ImageStateView;
}

export interface PayOrderResponse {
  status: 'PAID' | 'NOT_PAID';
  usageBalanceResult: { usageBalance: unknown };
}

export interface GetImageResponse {
  preview: boolean;
  /** base64 PDF */
  pdf: string;
  header: { uiSaveAsImageName: string };
}

/** The placeholder in uiSaveAsImageName the client fills (with the pages chosen, or nothing). */
export const SAVE_AS_SUFFIX = '{suffix}';
export const FALLBACK_IMAGE_NAME = 'image.pdf';
