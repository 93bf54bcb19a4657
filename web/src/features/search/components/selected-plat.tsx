// The label that shows which plat the form will search. It is the form's <output> of the plat code field, so the
// code counts as shown and is sent (forms/shown-values.ts).
import { useTranslation } from 'react-i18next';

export function SelectedPlat({ code, name, codeField }: { code: string; name: string; codeField: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-700">
      <output name={codeField} aria-live="polite">
        {code && name ? t('Selected plat: {{name}} ({{code}})', { name, code }) : t('No plat selected.')}
      </output>
    </p>
  );
}
