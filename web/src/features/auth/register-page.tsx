// User Registration (spec 1): every field of the registration payload, checked by the same zod schema as the
// server, errors per field; success shows that a completion link was e-mailed, and closing it returns to /login.
import { formatPhone, registrationSchema } from '@portal/shared/auth/schemas';
import { usStates } from '@portal/shared/auth/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { Button } from '#src/components/button.tsx';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { AuthCard, PublicLayout } from '#src/components/public-layout.tsx';
import { ApiError, callApi } from '#src/lib/api.ts';
import { useCountyConfig } from '#src/lib/county-config.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';

const empty = {
  username: '',
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  city: '',
  // '' until the user picks one: the county's own state (countyState) is shown and sent
  state: '',
  zip: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirm: '',
};

/** The county's own state (common.stateCode of the start-up configuration), when it is one of the form's choices. */
function useCountyState(): string {
  const code = useCountyConfig().common?.stateCode ?? '';
  return usStates.some((s) => s.code === code) ? code : '';
}

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormState(empty);
  const { running, run } = useSubmitGuard();
  const [alert, setAlert] = useState<{ text: string; done: boolean } | null>(null);
  const { errors, set } = form;
  const countyState = useCountyState();
  const values = { ...form.values, state: form.values.state || countyState };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const checked = validate(registrationSchema, values);
      if (!checked.ok) return form.setErrors(checked.errors);
      try {
        const { message } = await callApi('POST', 'auth/signUp', checked.data, { quietAuth: true });
        setAlert({ text: message ?? 'A link to complete your registration was e-mailed to you.', done: true });
      } catch (err) {
        if (err instanceof ApiError) form.setErrors(err.errors);
        setAlert({ text: err instanceof ApiError ? err.message : 'An unexpected error has occurred', done: false });
      }
    });
  };

  const field = (
    name: keyof typeof empty,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      label={label}
      name={name}
      required={name !== 'company'}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <PublicLayout>
      <AuthCard title={t('User Registration')} wide>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          {field('username', t('Username'), {
            autoComplete: 'username',
            maxLength: 50,
            hint: t('8 to 50 characters: letters, numbers, underscore, dot and @.'),
            className: 'sm:col-span-2',
          })}
          {field('firstName', t('First Name'), { autoComplete: 'given-name', maxLength: 30 })}
          {field('lastName', t('Last Name'), { autoComplete: 'family-name', maxLength: 30 })}
          {field('company', t('Company'), { autoComplete: 'organization', maxLength: 60, className: 'sm:col-span-2' })}
          {field('address', t('Address'), {
            autoComplete: 'street-address',
            maxLength: 50,
            className: 'sm:col-span-2',
          })}
          {field('city', t('City'), { autoComplete: 'address-level2', maxLength: 50 })}
          <div className="grid grid-cols-2 gap-4">
            <SelectField
              label={t('State')}
              name="state"
              required
              value={values.state}
              onChange={set('state')}
              error={errors.state}
              autoComplete="address-level1"
              options={[
                // no state until the county's configuration has loaded (or names one the list lacks)
                ...(values.state ? [] : [{ value: '', label: '' }]),
                ...usStates.map((s) => ({ value: s.code, label: s.code })),
              ]}
            />
            {field('zip', t('Zip'), {
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: 5,
              hint: t('Example: {{value}}', { value: '55111' }),
            })}
          </div>
          {field('email', t('Email'), { type: 'email', autoComplete: 'email', maxLength: 50 })}
          <TextField
            label={t('Phone')}
            name="phone"
            type="tel"
            required
            autoComplete="tel-national"
            maxLength={14}
            value={values.phone}
            onChange={(v) => set('phone')(formatPhone(v))}
            error={errors.phone}
            hint={t('Example: {{value}}', { value: '(612) 555-1234' })}
          />
          {field('password', t('Password'), {
            type: 'password',
            autoComplete: 'new-password',
            maxLength: 64,
            hint: t('8 to 64 characters with a letter, a digit and one of !@#$%^&'),
          })}
          {field('passwordConfirm', t('Confirm Password'), {
            type: 'password',
            autoComplete: 'new-password',
            maxLength: 64,
          })}
          <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
            <Button variant="secondary" onClick={() => navigate('/login')}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={running}>
              {running ? t('Registering...') : t('Register')}
            </Button>
          </div>
        </form>
      </AuthCard>
      {alert && (
        <AlertWindow
          type={alert.done ? 'MESSAGE' : 'WARNING'}
          message={t(alert.text)}
          onClose={() => (alert.done ? navigate('/login') : setAlert(null))}
        />
      )}
    </PublicLayout>
  );
}
