// The larger view of one page, opened by clicking its thumbnail: Keep Page selects it, Ignore Page drops it.
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { Modal } from '#src/components/modal.tsx';

export interface PageViewWindowProps {
  pageNumber: number;
  image: string;
  selected: boolean;
  onKeep: () => void;
  onIgnore: () => void;
  onClose: () => void;
}

export function PageViewWindow({ pageNumber, image, selected, onKeep, onIgnore, onClose }: PageViewWindowProps) {
  const { t } = useTranslation();
  return (
    <Modal
      size="lg"
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
      <p className="mb-3 text-sm text-slate-600">
        {selected ? t('This page is selected.') : t('This page is not selected.')}
      </p>
      {image ? (
        <img
          src={`data:image/jpeg;base64,${image}`}
          alt={t('Page {{page}}', { page: pageNumber })}
          className="mx-auto h-[60vh] w-auto border border-slate-300 shadow"
        />
      ) : (
        <p>{t('No image')}</p>
      )}
    </Modal>
  );
}
