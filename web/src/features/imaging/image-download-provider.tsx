// Opens the image download flow from anywhere below it: the search area's Image button calls
// useImageDownload().openImage(document). Mounted once by the app's providers. Code outside React (a deep link,
// another area) may also dispatch the window event 'portal:open-image' with the document as its detail.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { DocumentRef } from './api/imaging.ts';
import { DownloadFlow } from './components/download-flow.tsx';

/** What the caller may pass: the summary the search results hold, or just the type and number. */
export type ImageDocument =
  | DocumentRef
  | { docType: string; docNumber: string; instrumentCode?: string }
  | { documentKey: string; instrumentCode?: string };

export interface ImageDownload {
  openImage: (document: ImageDocument) => void;
}

export const OPEN_IMAGE_EVENT = 'portal:open-image';

const ImageDownloadContext = createContext<ImageDownload>({
  openImage: () => console.warn('ImageDownloadProvider is not mounted'),
});

/** The document type is the first character of a document key, the number the rest (spec 1 section 3). */
export function toDocumentRef(document: ImageDocument): DocumentRef {
  if ('documentKey' in document) {
    return {
      documentType: document.documentKey.slice(0, 1),
      documentNumber: document.documentKey.slice(1),
      instrumentCode: document.instrumentCode,
    };
  }
  if ('docType' in document) {
    return {
      documentType: document.docType,
      documentNumber: document.docNumber,
      instrumentCode: document.instrumentCode,
    };
  }
  return document;
}

export function ImageDownloadProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ doc: DocumentRef; key: number } | null>(null);
  const openImage = useCallback((document: ImageDocument) => {
    setOpen({ doc: toDocumentRef(document), key: Date.now() });
  }, []);
  const value = useMemo(() => ({ openImage }), [openImage]);
  useEffect(() => {
    const listen = (e: Event) => {
      const detail = (e as CustomEvent<ImageDocument | undefined>).detail;
      if (detail) openImage(detail);
    };
    window.addEventListener(OPEN_IMAGE_EVENT, listen);
    return () => window.removeEventListener(OPEN_IMAGE_EVENT, listen);
  }, [openImage]);
  return (
    <ImageDownloadContext.Provider value={value}>
      {children}
      {open && <DownloadFlow key={open.key} doc={open.doc} onDone={() => setOpen(null)} />}
    </ImageDownloadContext.Provider>
  );
}

export const useImageDownload = (): ImageDownload => useContext(ImageDownloadContext);
