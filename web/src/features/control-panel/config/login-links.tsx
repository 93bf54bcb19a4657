// The login page's links (spec 3 section 5.9): always 12 slots, reorderable with Move up / Move down (buttons, so
// the keyboard reaches them; focus follows the moved row). The first row cannot go up, the last cannot go down.
import { configMessages as m } from '@portal/shared/config/messages';
import { LOGIN_PAGE_LINK_ROWS } from '@portal/shared/config/rules';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CellInput } from './cell-input.tsx';
import { ConfigTable, ListBlock } from './config-table.tsx';
import { blankParagraph, type Paragraph } from './paragraph-list.tsx';
import type { ConfigFormState } from './use-config-form.ts';

const moveClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-800 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-brand-600';

/** The rows with row `from` moved one place up (-1) or down (+1). */
export function moveRow<T>(rows: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  const copy = [...rows];
  const [row] = copy.splice(from, 1);
  if (row !== undefined) copy.splice(to, 0, row);
  return copy;
}

export function LoginLinks({ state }: { state: ConfigFormState }) {
  const { t } = useTranslation();
  const saved = (state.form.paragraphs as Paragraph[] | undefined) ?? [];
  const rows = [
    ...saved,
    ...Array.from({ length: Math.max(0, LOGIN_PAGE_LINK_ROWS - saved.length) }, blankParagraph),
  ].slice(0, LOGIN_PAGE_LINK_ROWS);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const move = async (i: number, by: -1 | 1) => {
    if (by === -1 && i === 0) return state.dialogs.alert(t(m.firstRow));
    if (by === 1 && i >= LOGIN_PAGE_LINK_ROWS - 1) return state.dialogs.alert(t(m.lastRow));
    focusNext.current = `${i + by}:${by}`;
    state.changeList('paragraphs', moveRow(rows, i, by));
  };
  const path = (i: number, f: keyof Paragraph) => `paragraphs.${i}.${f}`;
  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  return (
    <ListBlock hint={m.loginLinkHint} error={state.errors.paragraphs}>
      <ConfigTable
        label={t('Login Page Links')}
        minWidth="min-w-[32rem]"
        captionHidden
        head={
          <>
            <th scope="col" className="w-10 py-1">
              #
            </th>
            <th scope="col" className="py-1">
              {t('Description')}
            </th>
            <th scope="col" className="py-1">
              {t('URL')}
            </th>
            <th scope="col" className="py-1">
              {t('Order')}
            </th>
          </>
        }
      >
        {rows.map((row, i) => {
          const n = i + 1;
          return (
            <tr key={i} className="align-top">
              <td className="py-1 tabular-nums text-slate-700">{n}</td>
              <td className="py-1 pr-2">
                <CellInput
                  name={t('Description {{n}}', { n })}
                  value={row.heading}
                  error={state.errors[path(i, 'heading')]}
                  onChange={(v) => state.change(path(i, 'heading'), v)}
                />
              </td>
              <td className="py-1 pr-2">
                <CellInput
                  name={t('URL {{n}}', { n })}
                  type="url"
                  value={row.paragraphContent}
                  error={state.errors[path(i, 'paragraphContent')]}
                  onChange={(v) => state.change(path(i, 'paragraphContent'), v)}
                />
              </td>
              <td className="py-1">
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={moveClass}
                    ref={ref(`${i}:-1`)}
                    aria-label={t('Move link {{n}} up', { n })}
                    onClick={() => void move(i, -1)}
                  >
                    <span aria-hidden>↑</span>
                  </button>
                  <button
                    type="button"
                    className={moveClass}
                    ref={ref(`${i}:1`)}
                    aria-label={t('Move link {{n}} down', { n })}
                    onClick={() => void move(i, 1)}
                  >
                    <span aria-hidden>↓</span>
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </ConfigTable>
    </ListBlock>
  );
}
