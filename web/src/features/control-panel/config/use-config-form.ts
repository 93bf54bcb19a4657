// The form engine's state for one configuration page: the group's value, what is being typed in number fields, the
// field messages of the shared save schema, the 4.6 dependencies (registry `disabled`, and the vendor's fields for
// COUNTY), and the form status of 4.2 (a submit is ignored while loading and after a success until the next edit).
import { configMessages as m } from '@portal/shared/config/messages';
import { disabledFields } from '@portal/shared/config/registry';
import { groupErrors, saveSchemas } from '@portal/shared/config/rules';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormStatus } from '#src/components/form-status.tsx';
import { useDialogs } from '#src/components/use-dialogs.tsx';
import { ApiError } from '#src/lib/api.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { errorText } from '#src/lib/error-text.ts';
import type { FieldErrors } from '#src/lib/form.ts';
import { saveConfigGroup } from './api/save-config-group.ts';
import { type FormValue, setAt } from './form-path.ts';
import type { ConfigPage } from './page-types.ts';

export interface SaveOptions {
  /** Search 1's Save Only: not held to the default search rule (5.8) */
  saveOnly?: boolean;
}

export function useConfigForm(page: ConfigPage, initial: FormValue) {
  const { t } = useTranslation();
  const role = useCurrentUser()?.role ?? 'COUNTY';
  const [form, setForm] = useState(initial);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const { status, edited, submit } = useFormStatus({ holdAfterSuccess: true });
  const dialogs = useDialogs();

  const disabled = useMemo(() => new Set(disabledFields(page.group, form as never, role)), [page.group, form, role]);

  const clearError = useCallback((path: string) => {
    const list = path.split('.')[0] ?? path;
    setErrors((e) => {
      if (!(path in e) && !(list in e) && !('_' in e)) return e;
      const { [path]: _field, [list]: _list, _: _form, ...rest } = e;
      return rest;
    });
  }, []);

  /** One field changed; `text` is what was typed in a number field. */
  const change = useCallback(
    (path: string, value: unknown, text?: string) => {
      setForm((f) => setAt(f, path, value));
      if (text !== undefined) setTexts((x) => ({ ...x, [path]: text }));
      clearError(path);
      edited();
    },
    [clearError, edited],
  );

  /** A list's rows changed as a whole (added, removed, moved). */
  const changeList = useCallback(
    (key: string, rows: unknown[]) => {
      setForm((f) => ({ ...f, [key]: rows }));
      setTexts((x) => Object.fromEntries(Object.entries(x).filter(([p]) => !p.startsWith(`${key}.`))));
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([p]) => p !== key && !p.startsWith(`${key}.`))));
      edited();
    },
    [edited],
  );

  /** After the server answered: its value replaces the form's. */
  const loaded = useCallback((content: FormValue | undefined) => {
    if (!content || typeof content !== 'object') return;
    setForm((f) => ({ ...f, ...content }));
    setTexts({});
  }, []);

  const failed = useCallback(
    async (err: unknown) => {
      if (err instanceof ApiError) setErrors(err.errors);
      await dialogs.alert(t(errorText(err)), 'WARNING');
    },
    [dialogs, t],
  );

  /** The body the shared save schema accepts (normalised as the spec asks), or the field messages. */
  const checked = useCallback(
    (options: SaveOptions = {}) => {
      const body = page.group === 'search' ? { ...form, saveOnly: options.saveOnly === true } : form;
      const result = saveSchemas[page.group].safeParse(body);
      if (result.success) {
        const data = result.data as FormValue;
        return { ok: true as const, body: page.group === 'search' ? { ...data, saveOnly: body.saveOnly } : data };
      }
      return { ok: false as const, errors: groupErrors(page.group, body) };
    },
    [form, page.group],
  );

  const save = (options: SaveOptions = {}) =>
    submit(async () => {
      const check = checked(options);
      if (!check.ok) {
        setErrors(check.errors);
        if (check.errors.defaultSearch === m.defaultSearchOff) await dialogs.alert(t(m.defaultSearchOff), 'WARNING');
        return false;
      }
      if (page.confirm && !(await dialogs.confirm(t(page.confirm)))) return false;
      try {
        const { content, message } = await saveConfigGroup(page.group, check.body);
        loaded(content);
        if (page.alertMessage && message) await dialogs.alert(t(message));
        return true;
      } catch (err) {
        await failed(err);
        return false;
      }
    });

  return {
    form,
    texts,
    errors,
    setErrors,
    disabled,
    status,
    change,
    changeList,
    save,
    submit,
    loaded,
    failed,
    dialogs,
  };
}

export type ConfigFormState = ReturnType<typeof useConfigForm>;
