// What a search form sends (issue 18 'Nothing hidden carries over'): only what it shows. A value kept from an
// earlier search whose field the form does not show now (the other legal type's fields, a field the county's flags
// hide) goes as its default, not silently narrowing a paid search; a select sends the option it shows (a kept code
// the list no longer offers shows, and goes, as the first option). A form shows a value as a named control: an
// input, a select, a radio group, or an <output> (the chosen plat's code).
import type { Criteria } from '../search-state.ts';

export function shownValues(form: HTMLFormElement | null, values: Criteria, defaults: Criteria): Criteria {
  if (!form) return values;
  const shown = new Set<string>();
  const selected = new Map<string, string>();
  for (const element of Array.from(form.elements)) {
    const name = (element as { name?: unknown }).name;
    if (typeof name !== 'string' || !name) continue;
    shown.add(name);
    if (element instanceof HTMLSelectElement) selected.set(name, element.value);
  }
  const sent: Criteria = {};
  for (const field of new Set([...Object.keys(defaults), ...Object.keys(values)])) {
    if (shown.has(field)) sent[field] = selected.get(field) ?? values[field] ?? '';
    else if (field in defaults) sent[field] = defaults[field] ?? '';
  }
  return sent;
}
