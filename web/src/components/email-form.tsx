// The form of the screens that ask for an e-mail address to mail a link or a name to (forgot username, forgot
// password, the fraud alert sign-up): it checks the shared schema, sends, and hands the server's answer back to the
// screen, which shows it its own way (a dialog, a notice). Field errors from either side go beside their fields.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '#src/lib/api.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';
import { TextField } from './fields.tsx';

type Values = Record<string, string> & { email: string };
export type EmailFormState<V extends Values> = ReturnType<typeof useFormState<V>>;

export interface EmailFormProps<V extends Values, S extends z.ZodType> {
  schema: S;
  /** every field's first value, the e-mail address's included */
  initial: V;
  /** the e-mail box's limit: the schema's */
  maxLength: number;
  /** sends the checked values; answers the server's message */
  send: (data: z.infer<S>) => Promise<string>;
  onSent: (message: string) => void;
  /** a refusal's or failure's message (it is also the form's `message` until the next edit) */
  onFailed?: (message: string) => void;
  /** fields before the e-mail address */
  fields?: (form: EmailFormState<V>) => ReactNode;
  /** what follows the e-mail address: the buttons, and the message where the screen shows it in the form */
  footer: (state: { running: boolean; message: string }) => ReactNode;
  className?: string;
}

export function EmailForm<V extends Values, S extends z.ZodType>(props: EmailFormProps<V, S>) {
  const { t } = useTranslation();
  const form = useFormState(props.initial);
  const { running, run } = useSubmitGuard();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const checked = validate(props.schema, form.values);
      if (!checked.ok) return form.setErrors(checked.errors);
      try {
        props.onSent(await props.send(checked.data));
      } catch (err) {
        if (err instanceof ApiError) form.setErrors(err.errors);
        const message = err instanceof ApiError ? err.message : 'An unexpected error has occurred';
        form.setMessage(message);
        props.onFailed?.(message);
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className={props.className ?? 'space-y-4'}>
      {props.fields?.(form)}
      <TextField
        label={t('Email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={props.maxLength}
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
      />
      {props.footer({ running, message: form.message })}
    </form>
  );
}
