// Sign-in form: Username, Password, Language (only when the county enables languages; the ones it offers), Log In ('Logging in...'
// while the call runs). Success stores the user and returns to the remembered location or /home.
import { type Language, languages } from '@portal/shared/auth/roles';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { PasswordField } from '#src/components/password-field.tsx';
import i18n, { languageCodes } from '#src/i18n/index.ts';
import { ApiError, apiPost } from '#src/lib/api.ts';
import { type CurrentUser, markSessionVerified, setCurrentUser } from '#src/lib/current-user.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';

const languageLabel = (l: string) => l.charAt(0) + l.slice(1).toLowerCase();

export function LoginForm({
  showLanguages,
  offered = languages,
}: {
  /** undefined while the county's login page answer is on its way: the select's place is kept */
  showLanguages: boolean | undefined;
  offered?: readonly Language[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useFormState({ username: '', password: '', language: 'ENGLISH' });
  const { running, run } = useSubmitGuard();
  const { values, errors } = form;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      // zod (22 KB gzip) is fetched on the first Log In, not with the login page (issue 20's size budget)
      const { loginSchema } = await import('@portal/shared/auth/schemas');
      const checked = validate(loginSchema, {
        username: values.username,
        password: values.password,
        ...(showLanguages ? { language: values.language } : {}),
      });
      if (!checked.ok) return form.setErrors(checked.errors);
      try {
        const user = await apiPost<CurrentUser>('auth/login', checked.data, { quietAuth: true });
        setCurrentUser(user);
        markSessionVerified(true);
        const from = (location.state as { from?: string } | null)?.from;
        navigate(from && from !== '/login' ? from : '/home', { replace: true });
      } catch (err) {
        form.setMessage(err instanceof ApiError ? err.message : t('An unexpected error has occurred'));
      }
    });
  };

  const pickLanguage = (value: string) => {
    form.set('language')(value);
    void i18n.changeLanguage(languageCodes[value as Language] ?? 'en');
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('Sign in')}>
      <TextField
        label={t('Username')}
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={form.set('username')}
        error={errors.username}
        maxLength={50}
      />
      <PasswordField
        label={t('Password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={form.set('password')}
        error={errors.password}
      />
      {showLanguages === undefined && <LanguagePlaceholder />}
      {showLanguages && (
        <SelectField
          label={t('Language')}
          name="language"
          value={values.language}
          onChange={pickLanguage}
          options={offered.map((l) => ({ value: l, label: t(languageLabel(l)) }))}
        />
      )}
      {form.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(form.message)}
        </p>
      )}
      {running ? (
        <p role="status" className="py-2 text-center text-sm font-medium text-slate-700">
          {t('Logging in...')}
        </p>
      ) : (
        <Button type="submit" className="w-full">
          {t('Log In')}
        </Button>
      )}
    </form>
  );
}

/** The language field's box (its label's line and a select), unseen, until the county says whether it offers
 *  languages: the select appearing later pushed Log In and the links down (a layout shift Lighthouse counted).
 *  Hidden from assistive technology, out of the Tab order, and with no label, so nothing finds it by name. */
function LanguagePlaceholder() {
  return (
    <div aria-hidden="true" className="invisible">
      <div className="mb-1 text-sm font-medium">{'\u00a0'}</div>
      {/* a select of the field's classes: a div of the same padding and line is a pixel shorter */}
      <select tabIndex={-1} disabled className="block w-full rounded-md border px-3 py-2 text-sm" />
    </div>
  );
}
