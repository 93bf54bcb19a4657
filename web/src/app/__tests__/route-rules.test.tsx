// Every client route x every role: the screen opens exactly for the roles the server's guards let call it
// (test/access/route-access.ts and rows/: search signed in, reports not GUEST, the control panel staff, the user
// manager TRIMIN/COUNTY/ACCOUNT, the Technical pages TRIMIN); anyone else sees Not Allowed, never the screen nor a
// 'not available yet' placeholder.
import { type Role, roles } from '@portal/shared/auth/roles';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import '#src/i18n/index.ts';
import { setCurrentUser } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import { areaRoute, efileArea, signedInAreas } from '../areas.tsx';
import { RouteGate } from '../route-gate.tsx';
import { ruleOf } from '../route-rules.ts';

const all = roles;
const staff: Role[] = ['TRIMIN', 'COUNTY'];
const managers: Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT'];
const notGuest: Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER'];
const vendor: Role[] = ['TRIMIN'];

/** Written from the server's rows, not from route-rules.ts, so a wrong rule fails here. */
const expected: Array<[string, readonly Role[]]> = [
  ['/home', all],
  ['/search', all],
  ['/search/name', all],
  ['/search/SearchResults', all],
  ['/externalsearch/parcelid/12-345', all],
  ['/externalsearch/documentnumber/A1', all],
  ['/efile', all],
  ['/reports', notGuest],
  ['/reports/StatementReport', notGuest],
  ['/reports/AccountReport', notGuest],
  ['/reports/UserReport', notGuest],
  // the reports area answers 'This report is not offered.' itself (reports.test.ts)
  ['/reports/AccountTypeReport', notGuest],
  ['/userManager', managers],
  ['/userManager/0', managers],
  ['/userManager/UserPassword/u1', managers],
  ['/controlPanel', staff],
  ['/controlPanel/accounts', staff],
  ['/controlPanel/accounts/a1', staff],
  ['/controlPanel/escrow', staff],
  ['/controlPanel/languages', staff],
  ['/controlPanel/efileQueue', staff],
  ['/controlPanel/noSuchPage', staff],
  ['/controlPanel/technical/efile', vendor],
  ['/controlPanel/technical/languages', vendor],
  ['/controlPanel/performanceMonitoring', vendor],
  ['/controlPanel/LandSharkOneAccountsUsers', vendor],
  ['/controlPanel/landsharkoneauditlog', vendor],
];

const userOf = (role: Role) =>
  signedInUser({
    username: 'someone',
    role,
    usageBalance: { kind: 'CENTS', cents: 0, imagesRemaining: 0 },
    searchList: [],
    certificateRetrieval: false,
  });

function open(path: string, role: Role | null) {
  setCurrentUser(role ? userOf(role) : null);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RouteGate>
            <p>The screen</p>
          </RouteGate>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  resetStore();
});

describe('client route rules', () => {
  for (const [path, allowed] of expected) {
    it(`${path}: opens for ${allowed.join(', ')} only`, () => {
      for (const role of roles) {
        open(path, role);
        const shown = screen.queryByText('The screen') !== null;
        const refused = screen.queryByRole('heading', { name: 'Not allowed' }) !== null;
        expect({ role, shown, refused }).toEqual({
          role,
          shown: allowed.includes(role),
          refused: !allowed.includes(role),
        });
        cleanup();
      }
    });
  }

  it('lets a visitor who is not signed in open only /efile', () => {
    open('/efile', null);
    expect(screen.getByText('The screen')).toBeTruthy();
    cleanup();
    open('/home', null);
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeTruthy();
  });

  it('has a rule for every area the router mounts', () => {
    for (const area of [...signedInAreas, efileArea]) {
      expect(ruleOf(`/${area.path.replace(/\/\*$/, '')}`), area.path).toBeDefined();
    }
  });

  it('gates an area whose module is missing: its placeholder only for the roles that may open it', async () => {
    const route = areaRoute({ path: '/controlPanel/*', feature: 'no-such-feature', title: 'Control Panel' });
    for (const [role, placeholder] of [
      ['GUEST', false],
      ['USER', false],
      ['COUNTY', true],
    ] as const) {
      setCurrentUser(userOf(role));
      render(<RouterProvider router={createMemoryRouter([route], { initialEntries: ['/controlPanel'] })} />);
      // the gate and the placeholder load with the area: wait for one of them
      await screen.findByRole('heading', { name: placeholder ? 'Control Panel' : 'Not allowed' });
      expect(screen.queryByText('This area is not available yet.') !== null, role).toBe(placeholder);
      expect(screen.queryByRole('heading', { name: 'Not allowed' }) !== null, role).toBe(!placeholder);
      cleanup();
    }
  });
});
