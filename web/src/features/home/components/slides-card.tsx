// Login slides on the home page: up to 6 thumbnails; a click opens the slide enlarged in a window.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#src/components/modal.tsx';
import { SlidePicture } from '#src/components/slide-picture.tsx';
import { Card } from './card.tsx';

export const MAX_SLIDES = 6;
// home/all answers no versions: the images are cached briefly (their addresses do not change with the slides)
const THUMB_SIZES = '(min-width: 640px) 400px, 50vw';
const ENLARGED_SIZES = '(min-width: 1024px) 1200px, 100vw';

export function SlidesCard({ count }: { count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const n = Math.min(Math.max(count, 0), MAX_SLIDES);
  if (!n) return null;
  return (
    <Card id="home-slides" title={t('Slides')} className="md:col-span-2">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {Array.from({ length: n }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => setOpen(i + 1)}
              className="block w-full overflow-hidden rounded-md ring-1 ring-slate-200 hover:ring-2 hover:ring-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
              aria-label={t('Enlarge slide {{n}}', { n: i + 1 })}
            >
              {/* the slides' intrinsic size (1200 x 525) keeps each box's ratio before its image arrives */}
              <SlidePicture
                n={i + 1}
                sizes={THUMB_SIZES}
                alt=""
                width={1200}
                height={525}
                loading="lazy"
                decoding="async"
                className="aspect-[16/7] w-full bg-slate-200 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Modal size="lg" title={t('Slide {{n}} of {{count}}', { n: open, count: n })} onClose={() => setOpen(null)}>
          <SlidePicture
            n={open}
            sizes={ENLARGED_SIZES}
            alt={t('Slide {{n}} of {{count}}', { n: open, count: n })}
            className="w-full rounded"
          />
        </Modal>
      )}
    </Card>
  );
}
