// A password input as every sign-in, reset and user form asks for it: required, at most 64 characters, and a new
// password unless autoComplete says otherwise (password managers offer to generate one there).
import { TextField, type TextFieldProps } from './fields.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'required' | 'maxLength'>;

export function PasswordField({ autoComplete = 'new-password', ...props }: PasswordFieldProps) {
  return <TextField type="password" required maxLength={64} autoComplete={autoComplete} {...props} />;
}
