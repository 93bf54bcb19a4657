// Cancel (back to /login) and the submit button of the recovery forms.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';

export function FormButtons({ submitLabel, running }: { submitLabel: string; running: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={() => navigate('/login')}>
        {t('Cancel')}
      </Button>
      <Button type="submit" disabled={running}>
        {submitLabel}
      </Button>
    </div>
  );
}
