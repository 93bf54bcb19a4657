// The life of one search form (spec 2 sections 2 and 4): values pre-filled from history entry n, else the last
// criteria stored for the form, else the defaults (and then the form says so); only what the form shows is sent
// (shown-values.ts); the shared zod schema's messages on submit; a submit while loading is ignored; any edit clears
// messages and errors; Clear restores every default and forgets the criteria. A name search's defaults hold the
// county's match mode where it offers Sounds like (match-mode.ts).
import { type SearchType, searchTypes } from '@portal/shared/search/search-types';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { useCountyConfig, useCountyToday } from '#src/lib/county-config.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useFormState, useSubmitGuard, validate } from '#src/lib/form.ts';
import { historyCriteria } from '../search-history.ts';
import { useSearchSession } from '../search-session.tsx';
import { type Criteria, storeCriteria, textValues, useStoredCriteria } from '../search-state.ts';
import { matchModeDefault } from './match-mode.ts';
import { shownValues } from './shown-values.ts';

export type FormStatus = '' | 'LOADING' | 'SUCCESS';

export interface SubmitSteps {
  prepare?: (values: Criteria) => Criteria;
  resolve?: (values: Criteria) => Promise<Criteria | null>;
}

export function useSearchForm(type: SearchType) {
  const { historyNumber } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  const [stored] = useStoredCriteria(type);
  const { runSearch } = useSearchSession();
  const today = useCountyToday();
  const search2 = useCountyConfig().search2;
  const defaults = {
    ...textValues(searchTypes[type].defaults(today)),
    ...matchModeDefault(type, search2),
  } as Criteria;
  const [initial] = useState(
    () => ({ ...defaults, ...(historyCriteria(user, type, historyNumber) ?? stored) }) as Criteria,
  );
  const form = useFormState<Criteria>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  // Values kept from an earlier search are easy to miss (a second name far down the form): the form says it holds them.
  const [prefilled, setPrefilled] = useState(() =>
    Object.entries(initial).some(([field, value]) => value !== (defaults[field] ?? '')),
  );
  const [status, setStatus] = useState<FormStatus>('');
  const guard = useSubmitGuard();
  const arrivedWith = (location.state as { message?: string } | null)?.message;
  const { setMessage } = form;

  // A search started elsewhere that found nothing opens this form with its message.
  useEffect(() => {
    if (arrivedWith) setMessage(arrivedWith);
  }, [arrivedWith, setMessage]);

  /** Changes several fields at once (a plat pick fills code and name), clearing messages like an edit. */
  const patch = (values: Criteria) => {
    form.setValues((v) => ({ ...v, ...values }));
    form.setErrors({});
    form.setMessage('');
  };

  /** Validates with the shared schema and searches. `prepare` adjusts the values first (tax lien method); `resolve`
   *  may look something up before validation (a plat name) and returns null to stop, having said why. */
  const submit = (steps: SubmitSteps = {}) =>
    guard.run(async () => {
      const shown = shownValues(formRef.current, form.values, defaults);
      let values = steps.prepare ? steps.prepare(shown) : shown;
      form.setMessage('');
      form.setErrors({});
      if (steps.resolve) {
        const resolved = await steps.resolve(values);
        if (!resolved) return;
        values = resolved;
      }
      if (values !== form.values) form.setValues(values);
      const checked = validate(searchTypes[type].schema(today) as z.ZodType, values);
      if (!checked.ok) {
        form.setErrors(checked.errors);
        return;
      }
      storeCriteria(type, values);
      setStatus('LOADING');
      const outcome = await runSearch(type, textValues(checked.data));
      setStatus(outcome.kind === 'failed' ? '' : 'SUCCESS');
      if (outcome.kind === 'noRecords') form.setMessage(outcome.message);
      if (outcome.kind === 'invalid') form.setErrors(outcome.errors);
    });

  const clear = () => {
    storeCriteria(type, null);
    form.setValues(defaults);
    form.setErrors({});
    form.setMessage('');
    setStatus('');
    setPrefilled(false);
  };

  /** A field's control props; the name is what marks its value as shown (shown-values.ts). */
  const bind = (field: string) => ({
    name: field,
    value: form.values[field] ?? '',
    onChange: form.set(field),
    error: form.errors[field],
  });

  return { ...form, type, today, status, running: guard.running, submit, clear, patch, bind, formRef, prefilled };
}

export type SearchForm = ReturnType<typeof useSearchForm>;
