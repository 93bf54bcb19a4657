// E-file kinds, statuses and the answers of the efile calls (spec 3 sections 2.1, 3.6, 7.1). Money in cents.
export const efileTypes = ['LR', 'MAP', 'MAR', 'UCC1', 'UCC2'] as const;
export type EfileType = (typeof efileTypes)[number];
export const efileTypeLabels: Record<EfileType, string> = {
  LR: 'LR Land Record',
  MAP: 'MAP Map',
  MAR: 'MAR Marriage License',
  UCC1: 'UCC1',
  UCC2: 'UCC2',
};

export const efileContentTypes = ['application/pdf', 'image/tiff'] as const;
export type EfileContentType = (typeof efileContentTypes)[number];

export const filingStatuses = ['SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export type FilingStatus = (typeof filingStatuses)[number];

/** What the filer sees before paying: the pages and what they cost. */
export interface EfileCharges {
  numberOfPages: number;
  firstPageCharge: number;
  additionalPagesCharge: number;
  surcharge: number;
  totalCharge: number;
}

/** POST efile/uploadUrl: where the browser posts the file (a presigned POST), and the upload's id. */
export interface UploadTarget {
  imageId: string;
  url: string;
  fields: Record<string, string>;
}

/** POST efile/image: the checked upload. */
export interface CheckedUpload extends EfileCharges {
  imageId: string;
}

/** GET efile/settings: what /efile shows before anything is uploaded (anyone may read it). */
export interface EfileSettings {
  efile: boolean;
  efileCountyNote: string;
  acknowledgement: boolean;
  acknowledgementStatement: string;
  /** whether the caller may upload, pay and submit (signed in, not a guest) */
  mayFile: boolean;
}

export interface SubmittedFiling {
  transactionNumber: string;
}

/** A filing as the county's intake queue lists it. */
export interface Filing extends EfileCharges {
  filingId: string;
  transactionNumber: string;
  efileType: EfileType;
  status: FilingStatus;
  fileName: string;
  contentType: EfileContentType;
  name: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  username: string;
  userId: string;
  accountId: string;
  submittedAt: string;
  /** the county's date of the submission (its clock), which the queue's date filter reads */
  submittedDay: string;
  paymentTransactionId: string;
  documentNumber?: string;
  recordingDate?: string;
  rejectionReason?: string;
  refundTransactionId?: string;
  /** the provider's refusal of the refund of a rejected filing: the refund is owed until a retry succeeds */
  refundError?: string;
  decidedBy?: string;
  decidedAt?: string;
}
