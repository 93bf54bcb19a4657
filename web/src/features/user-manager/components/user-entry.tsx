// /userManager/{id}: the user entry form (spec 3 sections 3.2, 4.3, 4.4, 5.3, 6); id 0 is a new user. The same
// userEntrySchema as the server's checks the fields; phone and zip are formatted as typed; the user types and
// accounts offered are the ones the server says this caller may choose. A user who is not active has every field
// disabled except the toggle buttons. After a save or delete the server's message is shown, then the list.
import type { Role, UserStatus } from '@portal/shared/auth/roles';
import { isNewId, userEntrySchema } from '@portal/shared/users/schemas';
import type { UserDetails } from '@portal/shared/users/types';
import { activateConfirmation, entryDisabled, toggleOf } from '@portal/shared/users/user-status';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntryChangeButtons, EntryLoading, EntryPage, recordButtons } from '#src/components/entry-page.tsx';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { PasswordField } from '#src/components/password-field.tsx';
import { StateZipPhone } from '#src/components/state-zip-phone.tsx';
import { useEntryPage } from '#src/components/use-entry-page.ts';
import { changeUserStatusSingle } from '../api/change-user-status.ts';
import { deleteUser } from '../api/delete-user.ts';
import { useUser } from '../api/get-user.ts';
import { saveUser } from '../api/save-user.ts';
import { AccountPicker } from './account-picker.tsx';
import { roleLabels } from './role-labels.ts';
import { StatusBadge } from './status-badge.tsx';
import { UsersButtons } from './users-buttons.tsx';

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
  const { user, error } = useUser(id);
  const [values, setValues] = useState<Values | null>(null);
  const { errors, status, edited, saveChecked, step, busy, dialogs } = useEntryPage('/userManager');
  const isNew = isNewId(id);

  useEffect(() => {
    if (!user) return;
    const { allowedRoles: _r, allowedAccounts: _a, accountChoices: _c, ...fields } = user;
    setValues({ ...fields, password: '', passwordConfirm: '' });
  }, [user]);

  if (error || !user || !values) return <EntryLoading error={error} />;

  const disabled = entryDisabled(values.status, isNew);
  const set = (patch: Partial<Values>) => {
    setValues((v) => (v ? { ...v, ...patch } : v));
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
  /** A new user's password and its confirmation; the first starts a row. */
  const password = (name: 'password' | 'passwordConfirm', label: string, className?: string) => (
    <PasswordField
      label={label}
      name={name}
      value={values[name]}
      onChange={(v) => set({ [name]: v })}
      error={errors[name]}
      className={className}
    />
  );
  const roles: Role[] = user.allowedRoles.includes(values.role)
    ? user.allowedRoles
    : [values.role, ...user.allowedRoles];

  const onSave = () => saveChecked(userEntrySchema, { ...values, id: isNew ? '0' : values.id }, saveUser);
  // A locked or pending user is activated only after a question; an inactive one at once.
  const question = values.status === 'A' ? undefined : activateConfirmation(values.status);
  const onToggle = () =>
    step(question && t(question), () => changeUserStatusSingle(values.id), {
      show: ({ status }) => status && setValues((v) => (v ? { ...v, status: status as UserStatus } : v)),
    });
  const onDelete = () =>
    step(t('Delete user?'), () => deleteUser({ userId: values.id, filterText: '', includeInactive: true }), {
      leave: true,
    });

  return (
    <EntryPage
      titleId="user-title"
      title={isNew ? t('New User') : t('User')}
      subtitle={
        isNew ? undefined : (
          <>
            {values.username}
            <StatusBadge status={values.status} />
          </>
        )
      }
      width="max-w-3xl"
      layout="two-columns"
      onSubmit={() => void onSave()}
      busy={busy}
      dialogs={dialogs}
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
      <StateZipPhone values={values} errors={errors} disabled={disabled} onChange={set} />
      {isNew && (
        <>
          {password('password', t('Password'), 'sm:col-start-1')}
          {password('passwordConfirm', t('Confirm Password'))}
        </>
      )}
      <UsersButtons className={recordButtons} submitLabel={t('Save')} submitDisabled={disabled} status={status}>
        {!isNew && (
          <EntryChangeButtons
            toggleLabel={toggleOf(values.status) === 'Activate' ? t('Activate') : t('Deactivate')}
            onToggle={onToggle}
            onDelete={onDelete}
          />
        )}
      </UsersButtons>
    </EntryPage>
  );
}
