// /apiKeys: mounted lazily by app/areas.tsx. The API Keys page for account administrators and staff; the server
// refuses every other role, and the screen is not offered to them either.
import { mayManageUsers } from '@portal/shared/users/user-roles';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { ApiKeysPage } from './api-keys-page.tsx';

export default function ApiKeysArea() {
  const user = useCurrentUser();
  if (user && !mayManageUsers(user.role)) return <Navigate to="/home" replace />;
  return <ApiKeysPage />;
}
