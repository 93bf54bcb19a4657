// POST controlPanel/accountExport: the list's filters; saved as accounts.xlsx.
import type { ListQuery } from '@portal/shared/users/schemas';
import { downloadFile } from '#src/lib/api.ts';

export const exportAccounts = ({ filterText, includeInactive }: ListQuery) =>
  downloadFile('controlPanel/accountExport', { filterText, includeInactive }, 'accounts.xlsx');
