// The thumbnail preview window (spec 1 'Image download windows'): 5 pages at a time with page numbers and
// checkboxes, hover zoom, the larger view, navigation and jump-to-page above 5 pages, All Pages / Pages.
import { THUMBNAILS_PER_VIEW } from '@portal/shared/imaging/constants';
import { parsePageList } from '@portal/shared/imaging/page-list';
import { jumpToPage, type NavigationMove, navigate, showsNavigation } from '@portal/shared/imaging/preview-navigation';
import type { PagesSelected, PreviewSettingChange, PreviewSettings } from '@portal/shared/imaging/schemas';
import type { ThumbnailsResponse } from '@portal/shared/imaging/types';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { Button } from '#src/components/button.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { Modal } from '#src/components/modal.tsx';
import { ApiError } from '#src/lib/api.ts';
import { type DocumentRef, getThumbnails, previewImageUrl, updatePreviewSettings } from '../api/imaging.ts';
import { translateMessage } from '../messages.ts';
import { PageViewWindow } from './page-view-window.tsx';

export interface PreviewPosition {
  settings: PreviewSettings;
  page: number;
}

export interface ThumbnailPreviewWindowProps {
  doc: DocumentRef;
  /** where the user was when coming Back from the confirm window */
  initial?: PreviewPosition;
  onContinue: (position: PreviewPosition) => void;
  onCancel: () => void;
  /** an error the flow cannot recover from (the document is gone, the server failed) */
  onError: (message: string) => void;
}

export function ThumbnailPreviewWindow({ doc, initial, onContinue, onCancel, onError }: ThumbnailPreviewWindowProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<ThumbnailsResponse | null>(null);
  const [settings, setSettings] = useState<PreviewSettings | null>(initial?.settings ?? null);
  const [pagesText, setPagesText] = useState(initial?.settings.selectedAsCsv ?? '');
  const [pagesError, setPagesError] = useState('');
  const [jump, setJump] = useState('');
  const [alert, setAlert] = useState('');
  const [loading, setLoading] = useState(true);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const pagesId = useId();
  const moves: Array<{ move: NavigationMove; label: string }> = [
    { move: 'FIRST', label: t('First') },
    { move: 'PREV_5', label: t('Prev 5') },
    { move: 'PREV_1', label: t('Prev 1') },
    { move: 'NEXT_1', label: t('Next 1') },
    { move: 'NEXT_5', label: t('Next 5') },
    { move: 'LAST', label: t('Last') },
  ];
  const report = useRef(onError);
  report.current = onError;

  const load = useCallback(
    async (page: number, current?: PreviewSettings) => {
      setLoading(true);
      try {
        const answer = await getThumbnails(doc, current, page);
        setView(answer);
        setSettings({
          documentType: answer.header.documentType,
          documentNumber: answer.header.documentNumber,
          pageCount: answer.header.pageCount,
          pageSelectionMethod: answer.pagesSelected.pageSelectionMethod,
          selectedAsCsv: answer.pagesSelected.selectedAsCsv,
        });
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 403)) report.current((err as Error).message);
      } finally {
        setLoading(false);
      }
    },
    [doc],
  );

  // Where the window opens is read once: the flow remembers the position while the window is open.
  const start = useRef(initial);
  useEffect(() => {
    void load(start.current?.page ?? 1, start.current?.settings);
  }, [load]);

  const applySelection = (selected: PagesSelected) => {
    setSettings((s) =>
      s ? { ...s, pageSelectionMethod: selected.pageSelectionMethod, selectedAsCsv: selected.selectedAsCsv } : s,
    );
    setPagesText(selected.selectedAsCsv);
    setView((v) =>
      v
        ? {
            ...v,
            pagesSelected: selected,
            thumbnails: v.thumbnails.map((th) => ({
              ...th,
              selected: !!selected.selectedAsBoolean[th.pageNumber - 1],
            })),
          }
        : v,
    );
  };

  const change = async (kind: PreviewSettingChange, next: PreviewSettings, page = 0) => {
    // The checkbox answers at once; the server's selection follows and wins.
    if (kind === 'PAGE_TOGGLED') {
      setView((v) =>
        v
          ? {
              ...v,
              thumbnails: v.thumbnails.map((th) => (th.pageNumber === page ? { ...th, selected: !th.selected } : th)),
            }
          : v,
      );
    }
    try {
      const { pagesSelected } = await updatePreviewSettings(kind, next, page);
      applySelection(pagesSelected);
      setPagesError('');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setPagesError(err.message);
      else if (!(err instanceof ApiError && err.status === 403)) setAlert((err as Error).message);
    }
  };

  if (!view || !settings) return loading ? <LoadingOverlay /> : null;
  const { header, thumbnails } = view;
  const pageCount = header.pageCount;
  const csvMode = settings.pageSelectionMethod === 'CSV_PAGES';

  const move = (m: NavigationMove) => {
    const r = navigate(view.page, m, pageCount);
    if (r.ok) void load(r.page, settings);
    else setAlert(r.message);
  };
  const go = () => {
    const r = jumpToPage(jump, pageCount);
    if (r.ok) void load(r.page, settings);
    else setAlert(r.message);
  };
  const proceed = () => {
    const csv = csvMode ? pagesText : settings.selectedAsCsv;
    if (csvMode) {
      const parsed = parsePageList(pagesText, pageCount);
      if (!parsed.ok) return setAlert(parsed.message);
    }
    onContinue({ settings: { ...settings, selectedAsCsv: csv }, page: view.page });
  };
  const shown = enlarged === null ? undefined : thumbnails.find((th) => th.pageNumber === enlarged);

  if (pageCount === 0) {
    return (
      <Modal
        title={header.uiTitleBeginningOfSentence}
        onClose={onCancel}
        footer={<Button onClick={onCancel}>{t('Close')}</Button>}
      >
        <p>{t('This document does not have any images on file.')}</p>
      </Modal>
    );
  }

  return (
    <>
      <Modal
        size="lg"
        title={t('{{title}} has {{pages}} page(s)', { title: header.uiTitleBeginningOfSentence, pages: pageCount })}
        onClose={onCancel}
        footer={
          <div className="flex w-full flex-wrap items-center justify-between gap-3">
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <legend className="sr-only">{t('Pages to download')}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="pageSelectionMethod"
                  checked={!csvMode}
                  onChange={() =>
                    void change('PAGE_SELECTION_METHOD_CHANGED', {
                      ...settings,
                      pageSelectionMethod: 'ENTIRE_DOCUMENT',
                    })
                  }
                />
                {t('All Pages')}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="pageSelectionMethod"
                  checked={csvMode}
                  onChange={() =>
                    void change('PAGE_SELECTION_METHOD_CHANGED', {
                      ...settings,
                      pageSelectionMethod: 'CSV_PAGES',
                      selectedAsCsv: pagesText,
                    })
                  }
                />
                {t('Pages')}
              </label>
              <span className="flex flex-col">
                <input
                  id={pagesId}
                  aria-label={t('Pages list')}
                  aria-invalid={pagesError ? true : undefined}
                  aria-describedby={`${pagesId}-hint`}
                  value={pagesText}
                  placeholder="1, 3, 7-9, 11"
                  onChange={(e) => {
                    setPagesText(e.target.value);
                    setPagesError('');
                    if (!csvMode) setSettings({ ...settings, pageSelectionMethod: 'CSV_PAGES' });
                  }}
                  onBlur={() => {
                    if (settings.pageSelectionMethod === 'CSV_PAGES')
                      void change('PAGES_CHANGED', {
                        ...settings,
                        pageSelectionMethod: 'CSV_PAGES',
                        selectedAsCsv: pagesText,
                      });
                  }}
                  className={`w-48 rounded-md border px-2 py-1 text-sm ${pagesError ? 'border-red-600' : 'border-slate-500'}`}
                />
                <span
                  id={`${pagesId}-hint`}
                  className={`text-xs ${pagesError ? 'font-medium text-red-700' : 'text-slate-500'}`}
                >
                  {pagesError ? translateMessage(t, pagesError) : t('Comma-delimited, e.g. 1, 3, 7-9, 11')}
                </span>
              </span>
            </fieldset>
            <div className="flex gap-2">
              <Button onClick={proceed}>{t('Continue')}</Button>
              <Button variant="secondary" onClick={onCancel}>
                {t('Cancel')}
              </Button>
            </div>
          </div>
        }
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label={t('Page thumbnails')}>
          {thumbnails.map((th) => (
            <li key={th.pageNumber} className="flex flex-col items-center gap-1">
              <button
                type="button"
                onClick={() => setEnlarged(th.pageNumber)}
                className="relative z-0 block rounded border border-slate-300 bg-white p-1 transition-transform duration-150 hover:z-10 hover:scale-150 hover:shadow-xl focus:outline-none focus:ring-2 focus:ring-brand-600"
                aria-label={t('Enlarge page {{page}}', { page: th.pageNumber })}
              >
                {th.image ? (
                  <img src={`data:image/jpeg;base64,${th.image}`} alt="" className="h-32 w-auto" />
                ) : (
                  <span className="flex h-32 w-24 items-center justify-center text-xs text-slate-500">
                    {t('No image')}
                  </span>
                )}
              </button>
              <label className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={th.selected}
                  onChange={() => void change('PAGE_TOGGLED', settings, th.pageNumber)}
                />
                {t('Page {{page}}', { page: th.pageNumber })}
              </label>
            </li>
          ))}
        </ul>
        {showsNavigation(pageCount) && (
          <nav aria-label={t('Pages navigation')} className="mt-4 flex flex-wrap items-center gap-2">
            {moves.map(({ move: m, label }) => (
              <Button key={m} variant="secondary" className="px-3 py-1" onClick={() => move(m)}>
                {label}
              </Button>
            ))}
            <span className="ml-auto flex items-center gap-2">
              <input
                type="number"
                min={1}
                max={pageCount}
                step={1}
                value={jump}
                aria-label={t('Go to page')}
                onChange={(e) => setJump(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') go();
                }}
                className="w-20 rounded-md border border-slate-500 px-2 py-1 text-sm"
              />
              <Button variant="secondary" className="px-3 py-1" onClick={go}>
                {t('Go')}
              </Button>
            </span>
          </nav>
        )}
        <p className="mt-3 text-xs text-slate-500">
          {t('Showing pages {{from}} to {{to}} of {{pages}}', {
            from: view.page,
            to: Math.min(pageCount, view.page + THUMBNAILS_PER_VIEW - 1),
            pages: pageCount,
          })}
        </p>
      </Modal>
      {shown && (
        <PageViewWindow
          doc={header}
          pageNumber={shown.pageNumber}
          previewUrl={previewImageUrl(header, shown.pageNumber)}
          thumbnail={shown.image}
          selected={shown.selected}
          onClose={() => setEnlarged(null)}
          onKeep={() => {
            setEnlarged(null);
            void change('KEEP_PAGE', settings, shown.pageNumber);
          }}
          onIgnore={() => {
            setEnlarged(null);
            void change('IGNORE_PAGE', settings, shown.pageNumber);
          }}
        />
      )}
      {loading && <LoadingOverlay />}
      {alert && <AlertWindow type="WARNING" message={translateMessage(t, alert)} onClose={() => setAlert('')} />}
    </>
  );
}
