// A login-page slide as a <picture>: WebP copies at each width the server makes, the JPEG as the fallback, so a
// phone fetches the 480 px WebP instead of the 1200 px JPEG. With the slide's version (auth/loginPageSlides) the
// addresses change when the slide does, and the server lets them be cached for good.
import { SLIDE_WIDTHS, type SlideFormat, slideUrl } from '@portal/shared/auth/login-slide';
import type { ImgHTMLAttributes } from 'react';

export const slideSrcSet = (n: number, version: string, format: SlideFormat) =>
  SLIDE_WIDTHS.map((w) => `${slideUrl(n, version, format, w)} ${w}w`).join(', ');

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** '' for a thumbnail inside a labelled button */
  alt: string;
  /** 1-based */
  n: number;
  /** '' when not known: the addresses are then cached only briefly */
  version?: string;
  /** how wide the image is shown, as the `sizes` attribute says it */
  sizes: string;
};

export function SlidePicture({ n, version = '', sizes, alt, ...img }: Props) {
  return (
    <picture className="block">
      <source type="image/webp" srcSet={slideSrcSet(n, version, 'webp')} sizes={sizes} />
      <img
        {...img}
        alt={alt}
        src={slideUrl(n, version, 'jpeg')}
        srcSet={slideSrcSet(n, version, 'jpeg')}
        sizes={sizes}
      />
    </picture>
  );
}
