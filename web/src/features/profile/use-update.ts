// Update in the profile windows: the shared schema's check first (its messages beside the fields), then the call.
// A refusal puts the server's field messages beside the fields and its message in a warning; a 403 only closes the
// window, as the API client has already sent the user to /login.
import type { z } from 'zod';
import { ApiError } from '#src/lib/api.ts';
import { type useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';

type FormState<V extends Record<string, string>> = ReturnType<typeof useFormState<V>>;

export function useUpdate<V extends Record<string, string>, S extends z.ZodType>(
  form: FormState<V>,
  schema: S,
  onClose: () => void,
  warn: (text: string) => void,
) {
  const { running, run } = useSubmitGuard();
  const update = (send: (data: z.infer<S>) => Promise<void>) =>
    run(async () => {
      const checked = validate(schema, form.values);
      if (!checked.ok) {
        form.setErrors(checked.errors);
        return;
      }
      try {
        await send(checked.data);
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) return onClose();
        if (err instanceof ApiError) form.setErrors(err.errors);
        warn(err instanceof Error ? err.message : String(err));
      }
    });
  return { running, update };
}
