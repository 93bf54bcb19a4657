// The Accounts list's More menu (spec 3 section 2.4): a disclosure button opening a list of links (Access; Reload
// where allowed; Users(count)). Escape or a click elsewhere closes it and focus returns to the button.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface MoreLink {
  to: string;
  label: string;
}

export function MoreMenu({ links, label }: { links: MoreLink[]; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={box} className="relative inline-block text-left">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('More')}: ${label}`}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        {t('More')} ▾
      </button>
      {open && (
        <ul
          id={listId}
          className="absolute right-0 z-20 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 text-left shadow-lg"
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
