// The user's title files, by number: choosing one shows its entries. The file being worked on is marked.
import type { SearchLogFile } from '@portal/shared/search-log/types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';

interface Props {
  files: SearchLogFile[];
  chosen: string;
  current: string;
  hasMore: boolean;
  onChoose: (titleFile: string) => void;
  onMore: () => void;
}

export function FilesList({ files, chosen, current, hasMore, onChoose, onMore }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-2 text-base font-semibold text-slate-900">
        {t('Your files')}
      </h2>
      {files.length === 0 && <p className="text-sm text-slate-600">{t('No file has been logged yet.')}</p>}
      <ul className="space-y-1">
        {files.map((f) => (
          <li key={f.titleFile}>
            <button
              type="button"
              aria-current={f.titleFile === chosen ? 'true' : undefined}
              onClick={() => onChoose(f.titleFile)}
              className={`w-full rounded-md px-3 py-1.5 text-left text-sm ${
                f.titleFile === chosen
                  ? 'bg-brand-50 font-semibold text-brand-800'
                  : 'text-slate-800 hover:bg-slate-100'
              }`}
            >
              {f.titleFile}
              {f.titleFile === current && <span className="ml-2 text-xs text-slate-600">({t('current')})</span>}
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="ghost" className="mt-2" onClick={onMore}>
          {t('More files')}
        </Button>
      )}
    </section>
  );
}
