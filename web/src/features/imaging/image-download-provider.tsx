// The image download flow behind useImageDownload() (web/src/lib/image-download.ts): openImage(document), or the
// window event OPEN_IMAGE_EVENT, opens it for that document. Mounted once by the app's providers.
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { type ImageDocument, ImageDownloadContext, OPEN_IMAGE_EVENT } from '#src/lib/image-download.ts';
import type { DocumentRef } from './api/imaging.ts';

// Loaded on the first Image click, not with the app's first page (issue 20's size budget).
const DownloadFlow = lazy(async () => ({ default: (await import('./components/download-flow.tsx')).DownloadFlow }));

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
      {open && (
        <Suspense fallback={null}>
          <DownloadFlow key={open.key} doc={open.doc} onDone={() => setOpen(null)} />
        </Suspense>
      )}
    </ImageDownloadContext.Provider>
  );
}
