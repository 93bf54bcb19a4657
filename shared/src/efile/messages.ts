// The e-file messages (spec 3 section 5.2 word for word, then ours): the API answers them and the SPA shows them.
export const EFILE_MAX_BYTES = 25_000_000;
/** Pages a filing may have. A recorded instrument runs to a few dozen pages and the longest (plats, declarations,
 * court orders) to a few hundred; 500 leaves room for those, and 25 MB over 500 pages is 50 KB a page, about the
 * least a legible 200 dpi scan takes, so a file of more pages is not a real filing. It also bounds the charge a
 * filer can be asked for by mistake. */
export const EFILE_MAX_PAGES = 500;

export const efileMessages = {
  fileRequired: 'Please choose a file to upload.',
  acknowledge: 'Please read and select the checkbox to acknowledge.',
  format: 'Invalid file format; PDF or TIF only.',
  tooLarge: 'Document exceeds the max size of 25MB.',
  encrypted: 'The PDF is password protected or encrypted. Please upload an unprotected file.',
  corrupt: 'The file could not be read. Please check it opens and upload it again.',
  noPages: 'The file has no pages.',
  tooManyPages: `The file has more than ${EFILE_MAX_PAGES} pages. Please split it into filings of at most ${EFILE_MAX_PAGES} pages.`,
  notUploaded: 'The upload was not found. Please choose the file and submit again.',
  notAsDeclared:
    'The uploaded file is not the one announced (its type or size differs). Please choose the file and submit again.',
  notOpen: 'E-filing is not available in this county.',
  signIn: 'Please sign in to file a document electronically.',
  guest: 'Guest users cannot file documents electronically.',
  notPaid: 'The payment for this filing could not be confirmed. Nothing was filed.',
  declined: 'The card payment was not approved. Nothing was filed.',
  alreadySubmitted: 'This document was already submitted.',
  notPending: 'This filing was already decided.',
  reasonRequired: 'Please give the reason for the rejection.',
  refundFailed: (providerText: string) =>
    `The filing was rejected, but the card refund failed: ${providerText.replace(/\.$/, '')}. Refund it in the card provider's console.`,
  noRefundOwed: 'This filing has no card refund owed.',
  refunded: (transactionNumber: string) => `The card charge of filing ${transactionNumber} was refunded.`,
  submitted: (transactionNumber: string) =>
    `Transaction ${transactionNumber} was successfully submitted.  Check your email for a confirmation.`,
} as const;
