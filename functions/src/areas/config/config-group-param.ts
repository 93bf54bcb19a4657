// The {group} of controlPanel/countyConfig/{group}: a group of the registry that the caller's role may edit.
import type { Role } from '@portal/shared/auth/roles';
import { configMessages as m } from '@portal/shared/config/messages';
import { canEdit, isSavedGroup } from '@portal/shared/config/registry';
import type { SavedGroupName } from '@portal/shared/config/rules';
import { forbidden, notFound } from '#src/platform/errors.ts';

export function configGroupParam(name: string, role: Role): SavedGroupName {
  if (!isSavedGroup(name)) throw notFound(m.unknownGroup(name.slice(0, 60)));
  if (!canEdit(name, role)) throw forbidden();
  return name;
}
