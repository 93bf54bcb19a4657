// The larger view of one page, opened by clicking its thumbnail: the watermarked preview (about 1,000 px wide,
// so the buyer can read the page before paying), Keep Page selects it, Ignore Page drops it. Show Text puts the
// page's machine-recognised text beside the image (issue 33).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { Modal } from '#src/components/modal.tsx';
import type { DocumentRef } from '../api/imaging.ts';
import { PageTextPanel } from './page-text-panel.tsx';
import { PreviewHighlights } from './preview-highlights.tsx';

export interface PageViewWindowProps {
  /** the document, for the page's text */
  doc: DocumentRef;
  pageNumber: number;
  /** the preview image's address (imaging/previewImage) */
  previewUrl: string;
  /** the base64 thumbnail, shown while the preview loads and if it cannot be loaded */
  thumbnail: string;
  selected: boolean;
  onKeep: () => void;
  onIgnore: () => void;
  onClose: () => void;
}

export function PageViewWindow(props: PageViewWindowProps) {
  const { doc, pageNumber, previewUrl, thumbnail, selected, onKeep, onIgnore, onClose } = props;
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [showText, setShowText] = useState(false);
  const label = t('Preview of page {{page}}', { page: pageNumber });
  return (
    <Modal
      size="xl"
      title={t('Page {{page}}', { page: pageNumber })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onKeep} data-autofocus>
            {t('Keep Page')}
          </Button>
          <Button variant="secondary" onClick={onIgnore}>
            {t('Ignore Page')}
          </Button>
        </>
      }
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {selected ? t('This page is selected.') : t('This page is not selected.')}{' '}
          {state === 'failed' ? t('The preview could not be loaded; this is the thumbnail.') : ''}
        </p>
        <Button variant="secondary" aria-pressed={showText} onClick={() => setShowText((v) => !v)}>
          {t('Show Text')}
        </Button>
      </div>
      <div className={showText ? 'grid gap-3 md:grid-cols-2' : ''}>
        {/* The page scrolls inside the window, at its readable width; the region takes focus to scroll by keyboard. */}
        <section
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="max-h-[70vh] overflow-auto rounded border border-slate-300 bg-slate-100 focus:outline-none focus:ring-2 focus:ring-brand-600"
        >
          {state !== 'failed' ? (
            <div className="relative mx-auto w-full max-w-[1000px]">
              <img
                src={previewUrl}
                alt={label}
                onLoad={() => setState('loaded')}
                onError={() => setState('failed')}
                className={`block h-auto w-full ${state === 'loading' ? 'hidden' : ''}`}
              />
              {state === 'loaded' && <PreviewHighlights doc={doc} pageNumber={pageNumber} />}
            </div>
          ) : null}
          {state !== 'loaded' &&
            (thumbnail ? (
              <img
                src={`data:image/jpeg;base64,${thumbnail}`}
                alt={state === 'failed' ? label : ''}
                className="mx-auto block h-[60vh] w-auto"
              />
            ) : (
              <p className="p-4">{state === 'failed' ? t('No image') : t('Loading…')}</p>
            ))}
        </section>
        {showText && <PageTextPanel doc={doc} pageNumber={pageNumber} />}
      </div>
    </Modal>
  );
}
