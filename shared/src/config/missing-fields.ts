// A configuration save names every field of its group (issue 29): the stored shape fills a missing field with its
// default, so a partial body would silently reset the settings it left out. The control panel always sends the
// page's whole state (its form starts from the GET and the save schema's output keeps every field); only fields
// the server keeps as saved (the registry's readOnlyFields) may be left out. Top-level fields only: a list's rows
// are the page's rows as a whole.
import type { z } from 'zod';
import { configGroups } from './groups.ts';
import { configRegistry } from './registry.ts';
import type { SavedGroupName } from './rules.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The group's fields the body lacks (all of them when the body is not an object). */
export function missingFields(group: SavedGroupName, body: unknown): string[] {
  const shape = (configGroups[group] as unknown as z.ZodObject).shape;
  const kept = new Set<string>((configRegistry[group] as { readOnlyFields?: readonly string[] }).readOnlyFields ?? []);
  const given = isRecord(body) ? body : {};
  return Object.entries(shape)
    .filter(([name, field]) => !kept.has(name) && field.def.type !== 'optional')
    .filter(([name]) => given[name] === undefined)
    .map(([name]) => name);
}
