// The signed-in areas and their mount points. Each area lives in web/src/features/<feature>/routes.tsx and
// default-exports a component mounted at /<path>/* (use <Routes> inside it for sub-routes); it is loaded lazily.
// Until that file exists the route shows AreaUnavailable. Search may also export ExternalSearch for
// /externalsearch/*, and efile is open without the session check. Every area sits behind the RouteGate, so the
// role rules of route-rules.ts decide before the screen (or the placeholder) shows.
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

type AreaModule = Record<string, ComponentType | undefined>;
const modules = import.meta.glob<AreaModule>('../features/*/routes.tsx');

export interface Area {
  path: string;
  feature: string;
  title: string;
  exportName?: string;
}

export const signedInAreas: Area[] = [
  { path: 'home', feature: 'home', title: 'Home' },
  { path: 'search/*', feature: 'search', title: 'Search' },
  { path: 'externalsearch/*', feature: 'search', title: 'Search', exportName: 'ExternalSearch' },
  { path: 'reports/*', feature: 'reports', title: 'Reports' },
  { path: 'userManager/*', feature: 'user-manager', title: 'User Manager' },
  { path: 'controlPanel/*', feature: 'control-panel', title: 'Control Panel' },
  { path: 'apiKeys/*', feature: 'api-keys', title: 'API Keys' },
  { path: 'feed/*', feature: 'feed', title: 'Index Feed' },
  { path: 'chainOfTitle/*', feature: 'chain-of-title', title: 'Chain of Title' },
  { path: 'searchLog/*', feature: 'search-log', title: 'Search log' },
];

export const efileArea: Area = { path: 'efile/*', feature: 'efile', title: 'E-File' };

/** The route object of an area: its lazily loaded module, or the 'not available yet' page, behind the gate. The
 * gate and its rules load with the area, not with the login page (issue 20's size budget); React.lazy, not the
 * data router's route.lazy: the app's router is declarative (router.tsx says why). */
export function areaRoute({ path, feature, title, exportName = 'default' }: Area): RouteObject {
  const load = modules[`../features/${feature}/routes.tsx`];
  const screen = async (): Promise<ComponentType> => {
    const unavailable = async () => {
      const { AreaUnavailable } = await import('./area-unavailable.tsx');
      return () => <AreaUnavailable title={title} />;
    };
    if (!load) return unavailable();
    return (await load())[exportName] ?? unavailable();
  };
  const Gated = lazy(async () => {
    const [{ RouteGate }, Screen] = await Promise.all([import('./route-gate.tsx'), screen()]);
    return {
      default: () => (
        <RouteGate>
          <Screen />
        </RouteGate>
      ),
    };
  });
  return { path, Component: Gated };
}

/** Starts loading the area module a path opens, so it arrives with the shell instead of after it. */
export function preloadArea(pathname: string): void {
  const area = [...signedInAreas, efileArea].find((a) => pathname.startsWith(`/${a.path.replace(/\/\*$/, '')}`));
  if (area) void modules[`../features/${area.feature}/routes.tsx`]?.();
}
