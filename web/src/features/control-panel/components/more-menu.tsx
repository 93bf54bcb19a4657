// The Accounts list's More menu (spec 3 section 2.4): a disclosure button opening a list of links (Access; Reload
// where allowed; Users(count)). Escape or a click elsewhere closes it and focus returns to the button.
// The list is placed with position: fixed under the button, so the table may scroll sideways in its own box at
// 320 px (WCAG 1.4.10 reflow) without that box clipping the menu; a scroll or resize moves it with its button (not
// closes it: Tab to a link below the fold scrolls the page).
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface MoreLink {
  to: string;
  label: string;
}

const MENU_WIDTH = 176; // w-44

/** Under the button, right-aligned with it, kept inside the window. */
function placeUnder(button: HTMLElement | null): CSSProperties | null {
  const r = button?.getBoundingClientRect();
  if (!r) return null;
  const left = Math.max(8, Math.min(r.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8));
  return { position: 'fixed', top: r.bottom + 4, left, width: MENU_WIDTH };
}

export function MoreMenu({ links, label }: { links: MoreLink[]; label: string }) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const open = place !== null;
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = () => setPlace(null);
    const follow = () => setPlace(placeUnder(button.current));
    const onDown = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', follow);
    // capture: the table's own scroll box scrolls too, not only the window
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open]);
  const toggle = () => setPlace(open ? null : placeUnder(button.current));
  return (
    <div ref={box} className="inline-block text-left">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('More')}: ${label}`}
        onClick={toggle}
        className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        {t('More')} ▾
      </button>
      {place && (
        <ul
          id={listId}
          style={place}
          className="z-20 rounded-md border border-slate-200 bg-white py-1 text-left shadow-lg"
        >
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="block px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
