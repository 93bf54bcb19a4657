// The filer's contact details on the e-file form: name, email and a mailing address, each with the browser's
// autofill name; every one is required but Address 2.
import { contactShape } from '@portal/shared/efile/requests';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField, type TextFieldProps } from '#src/components/fields.tsx';

export const contactSchema = z.object(contactShape);
export type Contact = z.input<typeof contactSchema>;

export interface ContactFieldsProps {
  contact: Contact;
  errors: Record<string, string>;
  edit: (field: keyof Contact) => (value: string) => void;
}

export function ContactFields({ contact, errors, edit }: ContactFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof Contact, label: string, autoComplete: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      required
      value={contact[name] ?? ''}
      onChange={edit(name)}
      error={errors[name]}
      autoComplete={autoComplete}
      {...extra}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('name', t('Name'), 'name')}
      {field('email', t('Email'), 'email', { type: 'email' })}
      {field('address1', t('Address 1'), 'address-line1')}
      {field('address2', t('Address 2'), 'address-line2', { required: false })}
      {field('city', t('City'), 'address-level2')}
      <div className="grid grid-cols-2 gap-3">
        {field('state', t('State'), 'address-level1', { maxLength: 2 })}
        {field('zip', t('Zip'), 'postal-code')}
      </div>
    </div>
  );
}
