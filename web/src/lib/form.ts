// Form helpers shared by every screen: validation with the shared zod schemas into per-field messages, and a
// submit guard so a submit is ignored while a previous request runs (spec 1 section 4).
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Runs a schema; on failure returns the first message of each field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Wraps an async submit: `running` while it runs, and a second submit meanwhile is ignored. */
export function useSubmitGuard() {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);
  return { running, run };
}

/** Form values with field errors and a message; any edit clears the errors and the message (spec 1 section 4). */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const set = useCallback(
    (field: keyof T) => (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors({});
      setMessage('');
    },
    [],
  );
  return { values, setValues, errors, setErrors, message, setMessage, set };
}
