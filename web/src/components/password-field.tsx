// A password input as every sign-in, reset and user form asks for it: required, at most 64 characters, and a new
// password unless autoComplete says otherwise (password managers offer to generate one there).
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './fields.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'required' | 'maxLength'>;

export function PasswordField({ autoComplete = 'new-password', ...props }: PasswordFieldProps) {
  return <TextField type="password" required maxLength={64} autoComplete={autoComplete} {...props} />;
}

type NewPasswordField = 'password' | 'passwordConfirm';

/** A new password and its confirmation, as the password reset and Change Password forms ask for them. */
export function NewPasswordFields({
  values,
  errors,
  set,
  hint,
}: {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<string, string>>;
  set: (field: NewPasswordField) => (value: string) => void;
  /** below the new password: the rules it must meet */
  hint?: string;
}) {
  const { t } = useTranslation();
  const field = (name: NewPasswordField, label: string, fieldHint?: string) => (
    <PasswordField
      label={label}
      name={name}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      hint={fieldHint}
    />
  );
  return (
    <>
      {field('password', t('New Password'), hint)}
      {field('passwordConfirm', t('Confirm Password'))}
    </>
  );
}
