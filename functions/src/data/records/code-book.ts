// The county's code lists held in memory while records are indexed or searched: instrument code -> description
// and group, plat code -> name, document type -> description.
import type { CodeRow, InstrumentCodeRow } from '@portal/shared/records/codes';

export interface CodeBook {
  instrumentDescription(code: string): string;
  instrumentGroup(code: string): string;
  platName(code: string | undefined): string | undefined;
  documentTypeDescription(docType: string): string;
  has(list: 'instrumentCodes' | 'plats' | 'documentTypes', code: string): boolean;
}

export interface CodeLists {
  documentTypes: CodeRow[];
  instrumentCodes: InstrumentCodeRow[];
  plats: CodeRow[];
}

export function codeBook(lists: CodeLists): CodeBook {
  const instruments = new Map(lists.instrumentCodes.map((r) => [r.code, r]));
  const plats = new Map(lists.plats.map((r) => [r.code, r.description]));
  const types = new Map(lists.documentTypes.map((r) => [r.code, r.description]));
  return {
    instrumentDescription: (code) => instruments.get(code)?.description ?? code,
    instrumentGroup: (code) => instruments.get(code)?.group ?? '',
    platName: (code) => (code ? (plats.get(code) ?? code) : undefined),
    documentTypeDescription: (t) => types.get(t) ?? 'Document',
    has: (list, code) =>
      list === 'instrumentCodes' ? instruments.has(code) : list === 'plats' ? plats.has(code) : types.has(code),
  };
}
