// Profile (spec 1 Modals and section 5): first and last name (30), email, company (60), address, city (50), state,
// zip (5 digits), phone auto-formatted (###) ###-####. Validated with the shared profileSchema, which also trims.
import { formatPhone, profileSchema } from '@portal/shared/auth/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { FormModal } from '#src/components/form-modal.tsx';
import { usStateOptions } from '#src/components/state-zip-phone.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useFormState } from '#src/lib/form.ts';
import { getProfile, type ProfileValues, saveProfile } from './api.ts';
import { MoneyMailSection } from './money-mail-section.tsx';
import { UpdateButtons } from './update-buttons.tsx';
import { useUpdate } from './use-update.ts';

const empty: ProfileValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
};

export function ProfileForm({ onClose, onChangePassword }: { onClose: () => void; onChangePassword: () => void }) {
  const { t } = useTranslation();
  const form = useFormState(empty);
  const { values, errors, set } = form;
  const [loaded, setLoaded] = useState(false);
  const [warning, setWarning] = useState('');
  const { running, update: send } = useUpdate(form, profileSchema, onClose, setWarning);

  useEffect(() => {
    let live = true;
    getProfile().then(
      (p) => {
        if (!live) return;
        form.setValues(p);
        setLoaded(true);
      },
      (err: unknown) => {
        if (!live || (err instanceof ApiError && err.status === 403)) return;
        setWarning(err instanceof Error ? err.message : String(err));
      },
    );
    return () => {
      live = false;
    };
  }, [form.setValues]);

  const update = () =>
    send(async (data) => {
      await saveProfile(data);
      onClose();
    });

  const field = (name: keyof ProfileValues, label: string, maxLength: number, extra = {}) => (
    <TextField
      label={t(label)}
      name={name}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      maxLength={maxLength}
      disabled={!loaded}
      {...extra}
    />
  );

  return (
    <FormModal
      title={t('Profile')}
      onClose={onClose}
      buttons={
        <UpdateButtons
          otherLabel={t('Change Password')}
          onOther={onChangePassword}
          onUpdate={update}
          disabled={running || !loaded}
        />
      }
      onSubmit={() => void update()}
      formClassName="grid gap-3 sm:grid-cols-2"
      after={warning && <AlertWindow type="WARNING" message={t(warning)} onClose={() => setWarning('')} />}
    >
      {field('firstName', 'First Name', 30, { required: true, autoComplete: 'given-name' })}
      {field('lastName', 'Last Name', 30, { required: true, autoComplete: 'family-name' })}
      {field('email', 'Email', 50, {
        required: true,
        type: 'email',
        autoComplete: 'email',
        className: 'sm:col-span-2',
      })}
      {field('company', 'Company', 60, { autoComplete: 'organization', className: 'sm:col-span-2' })}
      {field('address', 'Address', 50, {
        required: true,
        autoComplete: 'street-address',
        className: 'sm:col-span-2',
      })}
      {field('city', 'City', 50, { required: true, autoComplete: 'address-level2' })}
      <SelectField
        label={t('State')}
        name="state"
        required
        value={values.state}
        onChange={set('state')}
        error={errors.state}
        disabled={!loaded}
        options={usStateOptions}
      />
      {field('zip', 'Zip', 5, { required: true, inputMode: 'numeric', autoComplete: 'postal-code' })}
      <TextField
        label={t('Phone')}
        name="phone"
        required
        type="tel"
        value={values.phone}
        onChange={(v) => set('phone')(formatPhone(v))}
        error={errors.phone}
        maxLength={14}
        disabled={!loaded}
        autoComplete="tel"
      />
      <MoneyMailSection className="sm:col-span-2" />
    </FormModal>
  );
}
