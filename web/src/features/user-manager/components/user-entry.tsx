// /userManager/{id}: the user entry form (spec 3 sections 3.2, 4.3, 4.4, 5.3, 6); id 0 is a new user. The same
// userEntrySchema as the server's checks the fields; phone and zip are formatted as typed; the user types and
// accounts offered are the ones the server says this caller may choose. A user who is not active has every field
// disabled except the toggle buttons. After a save or delete the server's message is shown, then the list.
import type { Role, UserStatus } from '@portal/shared/auth/roles';
import { formatPhone } from '@portal/shared/auth/schemas';
import { usStates } from '@portal/shared/auth/states';
import { isNewId, userEntrySchema } from '@portal/shared/users/schemas';
import type { UserDetails } from '@portal/shared/users/types';
import { activateConfirmation, entryDisabled, toggleOf } from '@portal/shared/users/user-status';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { FormStatusIndicator, useFormStatus } from '#src/components/form-status.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { ApiError } from '#src/lib/api.ts';
import { errorText } from '#src/lib/error-text.ts';
import { type FieldErrors, validate } from '#src/lib/form.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import { changeUserStatusSingle } from '../api/change-user-status.ts';
import { deleteUser } from '../api/delete-user.ts';
import { useUser } from '../api/get-user.ts';
import { saveUser } from '../api/save-user.ts';
import { AccountPicker } from './account-picker.tsx';
import { roleLabels } from './role-labels.ts';
import { StatusBadge } from './status-badge.tsx';

type Values = Omit<
  UserDetails,
  'allowedRoles' | 'allowedAccounts' | 'accountChoices' | 'password' | 'passwordConfirm'
> & {
  password: string;
  passwordConfirm: string;
};

const text = (maxLength: number) => ({ maxLength });

export function UserEntry() {
  const { t } = useTranslation();
  const { id = '0' } = useParams();
  const navigate = useNavigate();
  const { user, error } = useUser(id);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { status, edited, submit } = useFormStatus();
  const { alert, confirm, dialogs } = useDialogs();
  const { busy, run } = useOneStep((err) => void alert(t(errorText(err)), 'WARNING'));
  const isNew = isNewId(id);

  useEffect(() => {
    if (!user) return;
    const { allowedRoles: _r, allowedAccounts: _a, accountChoices: _c, ...fields } = user;
    setValues({ ...fields, password: '', passwordConfirm: '' });
  }, [user]);

  if (error) return <p className="text-red-800">{t(errorText(error))}</p>;
  if (!user || !values) return <LoadingOverlay />;

  const disabled = entryDisabled(values.status, isNew);
  const set = (patch: Partial<Values>) => {
    setValues((v) => (v ? { ...v, ...patch } : v));
    setErrors({});
    edited();
  };
  const field = (name: keyof Values & string, label: string, max: number, required = false) => (
    <TextField
      label={t(label)}
      name={name}
      required={required}
      value={String(values[name] ?? '')}
      onChange={(v) => set({ [name]: v })}
      error={errors[name]}
      disabled={disabled}
      {...text(max)}
    />
  );
  const roles: Role[] = user.allowedRoles.includes(values.role)
    ? user.allowedRoles
    : [values.role, ...user.allowedRoles];

  const onSave = () =>
    submit(async () => {
      const checked = validate(userEntrySchema, { ...values, id: isNew ? '0' : values.id });
      if (!checked.ok) {
        setErrors(checked.errors);
        return false;
      }
      try {
        const message = await saveUser(checked.data);
        await alert(t(message));
        navigate('/userManager');
        return true;
      } catch (err) {
        if (err instanceof ApiError) setErrors(err.errors);
        await alert(t(errorText(err)), 'WARNING');
        return false;
      }
    });

  const onToggle = async () => {
    const question = values.status === 'A' ? undefined : activateConfirmation(values.status);
    if (question && !(await confirm(t(question)))) return;
    let message = '';
    await run(async () => {
      const answer = await changeUserStatusSingle(values.id);
      message = answer.message;
      if (answer.status) setValues((v) => (v ? { ...v, status: answer.status as UserStatus } : v));
    });
    if (message) await alert(t(message));
  };
  const onDelete = async () => {
    if (!(await confirm(t('Delete user?')))) return;
    let message = '';
    await run(async () => {
      message = (await deleteUser({ userId: values.id, filterText: '', includeInactive: true })).message;
    });
    if (message) {
      await alert(t(message));
      navigate('/userManager');
    }
  };

  return (
    <section aria-labelledby="user-title" className="max-w-3xl">
      <h1 id="user-title" className="mb-1 text-2xl font-semibold text-slate-900">
        {isNew ? t('New User') : t('User')}
      </h1>
      {!isNew && (
        <p className="mb-4 text-sm text-slate-700">
          {values.username}
          <StatusBadge status={values.status} />
        </p>
      )}
      <form
        noValidate
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <TextField
          label={t('Username')}
          name="username"
          required={isNew}
          value={values.username}
          onChange={(v) => set({ username: v })}
          error={errors.username}
          disabled={!isNew}
          autoComplete="off"
          maxLength={50}
        />
        <SelectField
          label={t('User Type')}
          name="role"
          value={values.role}
          onChange={(v) => set({ role: v as Role })}
          error={errors.role}
          disabled={disabled}
          options={roles.map((r) => ({ value: r, label: t(roleLabels[r]) }))}
        />
        {user.accountChoices !== 'NONE' && (
          <AccountPicker
            details={user}
            value={values}
            onChange={(a) => set(a)}
            error={errors.accountId}
            disabled={disabled}
          />
        )}
        {field('firstName', 'First Name', 30, true)}
        {field('lastName', 'Last Name', 30, true)}
        {field('company', 'Company', 60)}
        {field('email', 'Email', 50, true)}
        {field('address', 'Address', 50)}
        {field('city', 'City', 50)}
        <SelectField
          label={t('State')}
          name="state"
          value={values.state}
          onChange={(v) => set({ state: v })}
          error={errors.state}
          disabled={disabled}
          options={[{ value: '', label: '' }, ...usStates.map((s) => ({ value: s.code, label: s.description }))]}
        />
        <TextField
          label={t('Zip')}
          name="zip"
          inputMode="numeric"
          value={values.zip}
          onChange={(v) => set({ zip: v.replace(/\D/g, '').slice(0, 5) })}
          error={errors.zip}
          disabled={disabled}
          hint="55111"
        />
        <TextField
          label={t('Phone')}
          name="phone"
          type="tel"
          value={values.phone}
          onChange={(v) => set({ phone: formatPhone(v) })}
          error={errors.phone}
          disabled={disabled}
          hint="(612) 555-1234"
        />
        {isNew && (
          <>
            <TextField
              label={t('Password')}
              name="password"
              type="password"
              required
              autoComplete="new-password"
              value={values.password}
              onChange={(v) => set({ password: v })}
              error={errors.password}
              maxLength={64}
              className="sm:col-start-1"
            />
            <TextField
              label={t('Confirm Password')}
              name="passwordConfirm"
              type="password"
              required
              autoComplete="new-password"
              value={values.passwordConfirm}
              onChange={(v) => set({ passwordConfirm: v })}
              error={errors.passwordConfirm}
              maxLength={64}
            />
          </>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 sm:col-span-2">
          <Button type="submit" disabled={disabled}>
            {t('Save')}
          </Button>
          <FormStatusIndicator status={status} />
          <Link to="/userManager" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
            {t('Back to Users')}
          </Link>
          {!isNew && (
            <div className="ml-auto flex gap-2">
              <Button variant="secondary" onClick={onToggle}>
                {toggleOf(values.status) === 'Activate' ? t('Activate') : t('Deactivate')}
              </Button>
              <Button variant="danger" onClick={onDelete}>
                {t('Delete')}
              </Button>
            </div>
          )}
        </div>
      </form>
      {busy && <LoadingOverlay />}
      {dialogs}
    </section>
  );
}
