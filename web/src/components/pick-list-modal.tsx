// A pick-list (spec 2 'Modals'): filter text, 10 rows a page, click (or Enter) on a row to choose it. The plat,
// user and account lists are this one window over their own load.
import type { CodeDescription } from '@portal/shared/search/details';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#src/components/fields.tsx';
import { CloseButton, Modal } from '#src/components/modal.tsx';
import { Pager } from '#src/components/pager.tsx';

export const PICK_LIST_PAGE_SIZE = 10;

export interface PickListModalProps {
  title: string;
  /** the rows for a filter text (a failure should answer an empty list) */
  load: (filterText: string) => Promise<CodeDescription[]>;
  onPick: (item: CodeDescription) => void;
  onClose: () => void;
  /** show each row's code beside its description (a plat's number; not a user's or an account's id) */
  showCode?: boolean;
}

/** A load that filters a list already at hand by code or description. */
export const filterLocally = (items: CodeDescription[]) => async (filterText: string) => {
  const text = filterText.trim().toUpperCase();
  return items.filter((i) => !text || `${i.code} ${i.description}`.toUpperCase().includes(text));
};

export function PickListModal({ title, load, onPick, onClose, showCode = true }: PickListModalProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [items, setItems] = useState<CodeDescription[] | null>(null);
  const [page, setPage] = useState(1);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    let live = true;
    loader.current(filter).then((list) => {
      if (!live) return;
      setItems(list);
      setPage(1);
    });
    return () => {
      live = false;
    };
  }, [filter]);

  const rows = (items ?? []).slice((page - 1) * PICK_LIST_PAGE_SIZE, page * PICK_LIST_PAGE_SIZE);
  return (
    <Modal title={title} onClose={onClose} size="lg" footer={<CloseButton onClose={onClose} />}>
      <TextField label={t('Filter')} value={filter} onChange={setFilter} data-autofocus autoComplete="off" />
      {items === null && <p className="mt-3 text-sm text-slate-600">{t('Loading')}</p>}
      {items?.length === 0 && <p className="mt-3 text-sm text-slate-600">{t('No matching items.')}</p>}
      <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
        {rows.map((item) => (
          <li key={item.code}>
            <button
              type="button"
              onClick={() => onPick(item)}
              className="flex w-full justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
            >
              <span>{item.description}</span>
              {showCode && <span className="text-slate-500">{item.code}</span>}
            </button>
          </li>
        ))}
      </ul>
      {!!items?.length && (
        <div className="mt-3">
          <Pager page={page} pageSize={PICK_LIST_PAGE_SIZE} total={items.length} onPage={setPage} />
        </div>
      )}
    </Modal>
  );
}
