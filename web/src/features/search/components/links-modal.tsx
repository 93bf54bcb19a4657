// 'Links To Tax System' / 'Links to GIS System' (spec 2 'Modals'): the document's parcel ids as external links, and
// Close. No parcel ids: the window closes and the server's message is alerted; other failures alert and close.
import type { LinksResponse } from '@portal/shared/search/details';
import { searchMessages } from '@portal/shared/search/messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Modal } from '#src/components/modal.tsx';
import { ApiError } from '#src/lib/api.ts';
import { getParcelLinks, type LinkSystem } from '../api/get-parcel-links.ts';
import { useSearchSession } from '../search-session.tsx';

export function LinksModal({ system, docId, onClose }: { system: LinkSystem; docId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { showAlert } = useSearchSession();
  const [links, setLinks] = useState<LinksResponse | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let live = true;
    getParcelLinks(system, docId)
      .then(({ content, message }) => {
        if (!live) return;
        if (content?.parcelIds.length) return setLinks(content);
        close.current();
        showAlert(message || searchMessages.noParcelIds);
      })
      .catch((err: unknown) => {
        if (!live) return;
        close.current();
        if (!(err instanceof ApiError && (err.status === 401 || err.status === 403))) showAlert((err as Error).message);
      });
    return () => {
      live = false;
    };
  }, [system, docId, showAlert]);

  if (!links) return null;
  return (
    <Modal
      title={system === 'tax' ? t('Links To Tax System') : t('Links to GIS System')}
      onClose={onClose}
      footer={<CloseButton onClose={onClose} />}
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1">
              {t('Parcel ID')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {links.parcelIds.map((id, i) => (
            <tr key={id}>
              <td className="px-2 py-1">
                <a
                  href={links.parcelIdLinks[i]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  {id}
                  <span className="sr-only"> {t('(opens in a new window)')}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
