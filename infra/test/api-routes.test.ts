// The deployed HTTP API answers exactly what the app answers: every route functions/src/app.ts mounts (appRoutes,
// the same list the access matrix walks) has a route in the synthesized template, with its method and its path
// (Hono's `:param` as `{param}`), sent to the Lambda of an area whose own app answers it; and no other route.
import { apiAreas } from '@portal/functions/areas/api-areas';
import { newApp } from '@portal/functions/platform/app-factory';
import { appRoutes, routesOf } from '@portal/functions/route-list';
import { describe, expect, it } from 'vitest';
import { gatewayPath } from '../lib/api/areas.ts';
import { synthPortal } from './synth.ts';

const { portal } = synthPortal();
const routes = portal.findResources('AWS::ApiGatewayV2::Route');
const integrations = portal.findResources('AWS::ApiGatewayV2::Integration');
const functions = portal.findResources('AWS::Lambda::Function');

/** The area whose Lambda a template route invokes, read through its integration to the function's description. */
function areaOf(target: unknown): string | undefined {
  const integrationId = /"Ref":"(\w+)"/.exec(JSON.stringify(target))?.[1] ?? '';
  const uri = JSON.stringify(integrations[integrationId]?.Properties.IntegrationUri ?? '');
  const fnId = /"Fn::GetAtt":\["(\w+)","Arn"\]/.exec(uri)?.[1] ?? '';
  return /^Portal API area (\w+)$/.exec(functions[fnId]?.Properties.Description ?? '')?.[1];
}

const deployed = new Map(
  Object.values(routes).map((r) => [r.Properties.RouteKey as string, areaOf(r.Properties.Target)]),
);
const key = (route: { method: string; path: string }) => `${route.method} ${gatewayPath(route.path)}`;

describe('the HTTP API routes', () => {
  it('are the routes of the app, no more and no fewer', () => {
    const expected = appRoutes().map(key);
    expect(expected.length).toBeGreaterThan(60);
    expect([...deployed.keys()].sort()).toEqual([...new Set(expected)].sort());
  });

  it('include the start-up calls every visitor makes', () => {
    for (const route of ['GET /api/helperdata/landlink', 'GET /api/helperdata/productVersions', 'POST /api/logReact'])
      expect(deployed.get(route)).toBe('config');
    expect(deployed.get('GET /api/auth/loginPageSlide/{n}')).toBe('auth');
  });

  it('send each route to a Lambda whose own app answers it', () => {
    const served = Object.fromEntries(
      Object.entries(apiAreas).map(([area, routers]) => [area, new Set(routesOf(newApp(routers)).map(key))]),
    );
    for (const [routeKey, area] of deployed) {
      expect(area, routeKey).toBeDefined();
      expect(served[area ?? '']?.has(routeKey), `${routeKey} -> ${area}`).toBe(true);
    }
  });
});
