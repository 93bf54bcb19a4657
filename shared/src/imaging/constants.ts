// Business constants of the image preview (spec 1 section 9).
export const THUMBNAILS_PER_VIEW = 5;
export const SMALL_JUMP = 1;
export const BIG_JUMP = 5;
/** The longest pages text accepted ('1, 3, 7-9, 11' ...). */
export const MAX_PAGES_TEXT = 2000;
/** An order in progress lives this long; a paid one stays retrievable for a day. */
export const IMAGE_STATE_TTL_SECONDS = 60 * 60;
export const PAID_IMAGE_STATE_TTL_SECONDS = 24 * 60 * 60;
/** The document type is the first character of a thumbnail document key, the number the rest. */
export const DOCUMENT_TYPE_LENGTH = 1;
