// Which paths are open to a visitor comes from the route table itself: a 401 there stays on the screen, and the
// open screens outside the shell do not fetch it.
import { describe, expect, it } from 'vitest';
import { isOpenScreen, isOpenToVisitors } from '../router.tsx';

const openScreens = [
  '/',
  '/login',
  '/register',
  '/forgotUsername',
  '/forgotPassword',
  '/passwordReset/abc',
  '/CompleteRegistration/abc',
  '/alerts',
  '/alerts/confirm/t1',
  '/alerts/manage/t1',
  '/status',
];
const signedIn = ['/home', '/search/name', '/reports', '/controlPanel/accounts', '/userManager', '/no-such-page'];

describe('open screens', () => {
  it('are the sign-in-free routes, and e-file is open to visitors inside the shell', () => {
    for (const path of openScreens) expect({ path, open: isOpenScreen(path) }).toEqual({ path, open: true });
    for (const path of ['/efile', '/efile/new']) {
      expect({ path, screen: isOpenScreen(path), visitors: isOpenToVisitors(path) }).toEqual({
        path,
        screen: false,
        visitors: true,
      });
    }
    for (const path of signedIn) expect({ path, open: isOpenToVisitors(path) }).toEqual({ path, open: false });
  });
});
