// /userManager/UserPassword/{id}: Reset Password (spec 3 sections 2.3, 5.3): a new password and its confirmation,
// checked with the server's userPasswordSchema; the server's message is shown, then the list.
import { userPasswordSchema } from '@portal/shared/users/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { TextField } from '#src/components/fields.tsx';
import { FormStatusIndicator, useFormStatus } from '#src/components/form-status.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { ApiError } from '#src/lib/api.ts';
import { errorText } from '#src/lib/error-text.ts';
import { type FieldErrors, validate } from '#src/lib/form.ts';
import { useUser } from '../api/get-user.ts';
import { setUserPassword } from '../api/set-user-password.ts';

export function UserPassword() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user, error } = useUser(id);
  const [values, setValues] = useState({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { status, edited, submit } = useFormStatus();
  const { alert, dialogs } = useDialogs();

  if (error) return <p className="text-red-800">{t(errorText(error))}</p>;
  if (!user) return <LoadingOverlay />;
  const set = (name: 'password' | 'passwordConfirm') => (v: string) => {
    setValues((s) => ({ ...s, [name]: v }));
    setErrors({});
    edited();
  };
  const onSubmit = () =>
    submit(async () => {
      const checked = validate(userPasswordSchema, { id: user.id, username: user.username, ...values });
      if (!checked.ok) {
        setErrors(checked.errors);
        return false;
      }
      try {
        await alert(t(await setUserPassword(checked.data)));
        navigate('/userManager');
        return true;
      } catch (err) {
        if (err instanceof ApiError) setErrors(err.errors);
        await alert(t(errorText(err)), 'WARNING');
        return false;
      }
    });

  return (
    <section aria-labelledby="password-title" className="max-w-md">
      <h1 id="password-title" className="mb-1 text-2xl font-semibold text-slate-900">
        {t('Reset Password')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{user.username}</p>
      <form
        noValidate
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <input type="text" name="username" value={user.username} autoComplete="username" readOnly hidden />
        <TextField
          label={t('New Password')}
          type="password"
          required
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          maxLength={64}
        />
        <TextField
          label={t('Confirm Password')}
          type="password"
          required
          autoComplete="new-password"
          value={values.passwordConfirm}
          onChange={set('passwordConfirm')}
          error={errors.passwordConfirm}
          maxLength={64}
        />
        <div className="flex items-center gap-2">
          <Button type="submit">{t('Reset Password')}</Button>
          <FormStatusIndicator status={status} />
          <Link to="/userManager" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
            {t('Back to Users')}
          </Link>
        </div>
      </form>
      {dialogs}
    </section>
  );
}
