// /userManager/*: mounted lazily by app/areas.tsx. The Users list, the entry form (/userManager/{id}, 0 is new)
// and Reset Password (/userManager/UserPassword/{id}).
import { mayManageUsers } from '@portal/shared/users/user-roles';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { UserEntry } from './components/user-entry.tsx';
import { UserPassword } from './components/user-password.tsx';
import { UsersList } from './components/users-list.tsx';

export default function UserManagerArea() {
  // The server refuses every call to a USER or GUEST; the screens are not offered to them either.
  const user = useCurrentUser();
  if (user && !mayManageUsers(user.role)) return <Navigate to="/home" replace />;
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path="UserPassword/:id" element={<UserPassword />} />
      <Route path=":id" element={<UserEntry />} />
      <Route path="*" element={<Navigate to="/userManager" replace />} />
    </Routes>
  );
}
