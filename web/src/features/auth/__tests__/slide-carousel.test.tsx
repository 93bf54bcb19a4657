// The slide is a <picture>: WebP copies at 480/800/1200 with the JPEG as the fallback, each address carrying the
// slide's version so the server may let it be cached for good; the box keeps its intrinsic size and hints.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '#src/i18n/index.ts';
import { SlideCarousel } from '../slide-carousel.tsx';

afterEach(cleanup);

describe('slide carousel images', () => {
  it('offers the WebP copies by width with the versioned JPEG as the fallback', () => {
    const { container } = render(<SlideCarousel count={2} versions={['00aa11bb22cc33dd', 'ffee']} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      [480, 800, 1200].map((w) => `/api/auth/loginPageSlide/1?w=${w}&format=webp&v=00aa11bb22cc33dd ${w}w`).join(', '),
    );
    const img = screen.getByRole('img', { name: 'Slide 1 of 2' });
    expect(img.getAttribute('src')).toBe('/api/auth/loginPageSlide/1?v=00aa11bb22cc33dd');
    expect(img.getAttribute('srcset')).toContain('/api/auth/loginPageSlide/1?w=480&v=00aa11bb22cc33dd 480w');
    // the sizes match on both, and the layout-shift hints stay on the <img>
    expect(img.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
    expect(img.getAttribute('sizes')).toMatch(/calc\(100vw - 32px\)$/);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('fetchpriority')]).toEqual([
      '1200',
      '525',
      'high',
    ]);
  });

  it('keeps the unversioned addresses when no version is known', () => {
    const { container } = render(<SlideCarousel count={1} />);
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain(
      '/api/auth/loginPageSlide/1?w=480&format=webp 480w',
    );
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/auth/loginPageSlide/1');
  });
});
