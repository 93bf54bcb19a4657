// Special image rates by document type and instrument code (aLaCarteSpecialRates.rates, or creditCard.rates under
// credit-card alternate rates).
//
// PRECEDENCE, most specific first; the first level with a matching row wins:
//   1. (documentType, instrumentCode)   this type and this code
//   2. (documentType, any code)         this type, row's instrumentCode empty
//   3. ('0', instrumentCode)            all types ('0'), this code
//   4. ('0', any code)                  all types, any code
// Document type '0' means all types; an empty document type is read the same way (older rows and pricing.ts did).
// An empty instrumentCode on a row means any code; a document without an instrument code only matches rows with an
// empty code. Types and codes are compared exactly after trimming. The county's validation forbids duplicate rows
// (spec 3 section 5.7); if some exist anyway, the first row in table order wins within a level.
// No match means no special rate: the caller falls back to the base price (a la carte or credit-card alternate).
import type { SpecialRate } from './types.ts';

export interface DocumentKind {
  documentType: string;
  instrumentCode: string;
}

export const ALL_DOCUMENT_TYPES = '0';

const isAllTypes = (t: string) => t === ALL_DOCUMENT_TYPES || t === '';

/** The 1-4 precedence level at which `row` matches `doc`, or 0 if it does not. */
export function specialRateLevel(row: DocumentKind, doc: DocumentKind): 0 | 1 | 2 | 3 | 4 {
  const rowType = row.documentType.trim();
  const rowCode = row.instrumentCode.trim();
  const docType = doc.documentType.trim();
  const docCode = doc.instrumentCode.trim();
  const typeExact = !isAllTypes(rowType) && rowType === docType;
  const codeExact = rowCode !== '' && rowCode === docCode;
  if (typeExact && codeExact) return 1;
  if (typeExact && rowCode === '') return 2;
  if (isAllTypes(rowType) && codeExact) return 3;
  if (isAllTypes(rowType) && rowCode === '') return 4;
  return 0;
}

/** The special rate that applies to `doc`, by the precedence above; undefined when none does. */
export function findSpecialRate<R extends DocumentKind = SpecialRate>(
  rates: readonly R[],
  doc: DocumentKind,
): R | undefined {
  let best: R | undefined;
  let bestLevel = 5;
  for (const row of rates) {
    const level = specialRateLevel(row, doc);
    if (level !== 0 && level < bestLevel) {
      best = row;
      bestLevel = level;
      if (level === 1) break;
    }
  }
  return best;
}
