// GET auth/loginPageSlide/:n's query: which copy of the slide to send. The widths are the ones made when a slide is
// stored; the SPA builds its srcset from the same list, so a width the server does not make is never asked for.
import { z } from 'zod';

export const SLIDE_WIDTHS = [480, 800, 1200] as const;
export type SlideWidth = (typeof SLIDE_WIDTHS)[number];
export const SLIDE_FORMATS = ['webp', 'jpeg'] as const;
export type SlideFormat = (typeof SLIDE_FORMATS)[number];

export const slideQuerySchema = z.object({
  w: z
    .enum(['480', '800', '1200'], { error: `Choose a width of ${SLIDE_WIDTHS.join(', ')}.` })
    .transform((w) => Number(w) as SlideWidth)
    .optional(),
  // jpeg with no width is the stored original: links made before the other copies existed still work
  format: z.enum(SLIDE_FORMATS, { error: 'Choose the format webp or jpeg.' }).default('jpeg'),
  v: z
    .string()
    .regex(/^[0-9a-f]{1,64}$/, 'The version is the one auth/loginPageSlides answers (hexadecimal).')
    .optional(),
});
export type SlideQuery = z.infer<typeof slideQuerySchema>;

/** The slide's address: with its version the answer may be cached for good, as a new slide gets a new version. */
export function slideUrl(n: number, version: string, format: SlideFormat, width?: SlideWidth): string {
  // every part is a number, a format name or hexadecimal, so nothing needs escaping (and shared code has no DOM)
  const parts: string[] = [];
  if (width) parts.push(`w=${width}`);
  if (format !== 'jpeg') parts.push(`format=${format}`);
  if (version) parts.push(`v=${version}`);
  const query = parts.join('&');
  return `/api/auth/loginPageSlide/${n}${query ? `?${query}` : ''}`;
}
