// POST userManager/userExport: the list's filters; saved as users.xlsx.
import type { ListQuery } from '@portal/shared/users/schemas';
import { downloadFile } from '#src/lib/api.ts';

export const exportUsers = ({ filterText, includeInactive }: ListQuery) =>
  downloadFile('userManager/userExport', { filterText, includeInactive }, 'users.xlsx');
