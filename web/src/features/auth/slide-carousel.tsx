// Login slides (spec 1 Login): one static slide when there is one; with two or more it advances every 30000 ms
// and offers previous / next, a button per slide, and a pause (WCAG 2.2.2).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidePicture } from '#src/components/slide-picture.tsx';

export const SLIDE_INTERVAL_MS = 30_000;

/** The demo slides' size (scripts/seed/demo-slides.ts) and the box every slide is shown in. */
const SLIDE_WIDTH = 1200;
const SLIDE_HEIGHT = 525;
const slideBox = 'aspect-[16/7] w-full rounded-lg bg-slate-200';

/** How wide the slide is shown: the page's width less its padding, beside the 22rem sign-in card from lg. */
const SLIDE_SIZES = '(min-width: 1280px) 872px, (min-width: 1024px) calc(100vw - 408px), calc(100vw - 32px)';

/**
 * `count` is undefined while the number of slides is on its way: an empty slide box holds the place. `versions`
 * (one per slide, from the same answer) make the images' addresses change with the slides, so they cache for good.
 */
export function SlideCarousel({ count, versions = [] }: { count: number | undefined; versions?: string[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // WCAG 2.2.2: what advances by itself can be paused; a paused carousel says each slide the user picks
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing || count === undefined || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, playing]);
  if (count === undefined) return <div aria-hidden="true" className={slideBox} />;
  if (count < 1) return null;
  const current = Math.min(index, count - 1);
  const image = (n: number) => (
    <SlidePicture
      n={n + 1}
      version={versions[n]}
      sizes={SLIDE_SIZES}
      alt={t('Slide {{n}} of {{count}}', { n: n + 1, count })}
      // the intrinsic size gives the box its ratio before the image arrives; the slide is the page's largest
      // paint, so it is fetched first and decoded off the main thread
      width={SLIDE_WIDTH}
      height={SLIDE_HEIGHT}
      fetchPriority="high"
      decoding="async"
      className={`${slideBox} object-cover`}
    />
  );
  if (count === 1) return <div>{image(0)}</div>;
  const go = (i: number) => setIndex((i + count) % count);
  const control = 'rounded-full bg-white/85 px-3 py-1 text-lg text-slate-800 shadow hover:bg-white';
  return (
    <section aria-roledescription="carousel" aria-label={t('Slides')} className="relative">
      <div aria-live={playing ? 'off' : 'polite'}>{image(current)}</div>
      <button
        type="button"
        className={`${control} absolute right-2 top-2 text-sm`}
        onClick={() => setPlaying((p) => !p)}
        aria-label={playing ? t('Pause slides') : t('Play slides')}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className={`${control} absolute left-2 top-1/2 -translate-y-1/2`}
        onClick={() => go(current - 1)}
        aria-label={t('Previous slide')}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${control} absolute right-2 top-1/2 -translate-y-1/2`}
        onClick={() => go(current + 1)}
        aria-label={t('Next slide')}
      >
        ›
      </button>
      <div className="absolute bottom-2 left-0 right-0 flex justify-center gap-2">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => go(i)}
            aria-label={t('Show slide {{n}}', { n: i + 1 })}
            aria-current={i === current ? 'true' : undefined}
            // a 24 px target around the 12 px dot (WCAG 2.2 target size; Lighthouse flags smaller)
            className="flex h-6 w-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`h-3 w-3 rounded-full border border-white ${i === current ? 'bg-white' : 'bg-white/40'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
