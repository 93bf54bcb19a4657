// Disclaimer: a link to the county's PDF.
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';

export function DisclaimerCard({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Card id="home-disclaimer" title={t('Disclaimer')}>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {t('Read the disclaimer (PDF)')}
      </a>
    </Card>
  );
}
