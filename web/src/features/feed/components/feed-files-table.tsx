// The days' files: the day, its documents, its size and what it costs the caller, with Download (a 5-minute link,
// charged the first time only).
import type { FeedFile } from '@portal/shared/feed/schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';

const cell = 'border-b border-slate-200 px-3 py-2 text-left text-sm';

/** Bytes as a person reads them. */
export const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1 << 20
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / (1 << 20)).toFixed(1)} MB`;

export function FeedFilesTable({
  days,
  price,
  busy,
  onDownload,
}: {
  days: FeedFile[];
  price: (file: FeedFile) => string;
  busy: string;
  onDownload: (day: string) => void;
}) {
  const { t } = useTranslation();
  if (!days.length)
    return <p className="text-sm text-slate-700">{t('No daily files yet: the first is built after the day ends.')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full">
        <caption className="sr-only">{t('Daily files')}</caption>
        <thead>
          <tr>
            {['Day', 'Documents', 'Size', 'Price', 'File'].map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold text-slate-700`}>
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td className={`${cell} font-medium text-slate-900`}>{d.day}</td>
              <td className={cell}>{d.documents.toLocaleString()}</td>
              <td className={cell}>{sizeText(d.bytes)}</td>
              <td className={cell}>{price(d)}</td>
              <td className={cell}>
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  disabled={busy === d.day}
                  aria-label={t('Download the file of {{day}}', { day: d.day })}
                  onClick={() => onDownload(d.day)}
                >
                  {t('Download')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
