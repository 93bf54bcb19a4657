// What the account and user entry pages (and their Access, Reload and Reset Password pages) do alike: field errors
// cleared by any edit, a save that shows the server's message and then returns to the list, and changes (status,
// delete, renewal) asked first, run under the loading overlay and followed by the server's message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ApiError } from '#src/lib/api.ts';
import { errorText } from '#src/lib/error-text.ts';
import { type FieldErrors, validate } from '#src/lib/form.ts';
import { useOneStep } from '#src/lib/use-one-step.ts';
import { useFormStatus } from './form-status.tsx';
import { useDialogs } from './use-dialogs.tsx';

export function useEntryPage(listPath: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { status, edited: statusEdited, submit } = useFormStatus();
  const { alert, confirm, dialogs } = useDialogs();
  const { busy, run } = useOneStep((err) => void alert(t(errorText(err)), 'WARNING'));

  /** Call on every edit: the field errors go and the form is idle again. */
  const edited = () => {
    setErrors({});
    statusEdited();
  };
  // The server's field errors stay beside the fields; its message is shown either way.
  const sendAndReturn = async (call: () => Promise<string>) => {
    try {
      await alert(t(await call()));
      navigate(listPath);
      return true;
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      await alert(t(errorText(err)), 'WARNING');
      return false;
    }
  };
  /** Saves without a check of its own (checkboxes only). */
  const save = (call: () => Promise<string>) => submit(() => sendAndReturn(call));
  /** Checks the input with the server's schema first; nothing is sent while a field is wrong. */
  const saveChecked = <S extends z.ZodType>(schema: S, input: unknown, call: (data: z.infer<S>) => Promise<string>) =>
    submit(async () => {
      const checked = validate(schema, input);
      if (!checked.ok) {
        setErrors(checked.errors);
        return false;
      }
      return sendAndReturn(() => call(checked.data));
    });
  /**
   * A change that is not the save (status, delete, renewal): asked first when there is a question; `show` puts
   * its answer on the page, `leave` returns to the list after its message.
   */
  const step = async <A extends { message: string }>(
    question: string | undefined,
    call: () => Promise<A>,
    { show, leave = false }: { show?: (answer: A) => void; leave?: boolean } = {},
  ) => {
    if (question && !(await confirm(question))) return;
    let message = '';
    await run(async () => {
      const answer = await call();
      message = answer.message;
      show?.(answer);
    });
    if (!message) return;
    await alert(t(message));
    if (leave) navigate(listPath);
  };
  return { errors, status, edited, save, saveChecked, step, busy, dialogs };
}
