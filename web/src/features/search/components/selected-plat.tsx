// The label that shows which plat the form will search.
import { useTranslation } from 'react-i18next';

export function SelectedPlat({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  return (
    <p aria-live="polite" className="text-sm text-slate-700">
      {code && name ? t('Selected plat: {{name}} ({{code}})', { name, code }) : t('No plat selected.')}
    </p>
  );
}
