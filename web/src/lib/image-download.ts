// Opening a document's images from any area: the search area's Image buttons call useImageDownload().openImage(doc).
// The imaging feature implements it (its ImageDownloadProvider, mounted once by app/providers.tsx), so an area that
// opens images needs only this module, never the imaging feature. Code outside React (a deep link, another area)
// may also dispatch the window event OPEN_IMAGE_EVENT with the document as its detail.
import { createContext, useContext } from 'react';

/** What the caller may pass: the document as the imaging calls name it, the summary the search results hold, or
 * just the type and number. */
export type ImageDocument =
  | { documentType: string; documentNumber: string; instrumentCode?: string }
  | { docType: string; docNumber: string; instrumentCode?: string }
  | { documentKey: string; instrumentCode?: string };

export interface ImageDownload {
  openImage: (document: ImageDocument) => void;
}

export const OPEN_IMAGE_EVENT = 'portal:open-image';

export const ImageDownloadContext = createContext<ImageDownload>({
  openImage: () => console.warn('ImageDownloadProvider is not mounted'),
});

export const useImageDownload = (): ImageDownload => useContext(ImageDownloadContext);
