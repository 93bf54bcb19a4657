// Builds the whole cloud app: the stateful data stack and the portal stack over it. bin/portal.ts and the tests
// both call this, so what is tested is what is deployed.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App, Environment } from 'aws-cdk-lib';
import { apiAreaSpecs } from './api/areas.ts';
import { readSettings } from './settings.ts';
import { PortalDataStack } from './stacks/data-stack.ts';
import { PortalStack } from './stacks/portal-stack.ts';
import { placeWebAcl } from './web/edge-placement.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BuildOptions {
  readonly env?: Environment;
  readonly bundle?: boolean;
  /** the built SPA to upload; defaults to web/dist */
  readonly webDist?: string;
}

export function buildPortal(app: App, options: BuildOptions = {}) {
  const settings = readSettings(app.node);
  const functionsDir = join(repoRoot, 'functions');
  const dataStack = new PortalDataStack(app, `${settings.stackPrefix}-Data`, {
    env: options.env,
    description: `Land record portal data (tables, buckets): ${settings.counties.join(', ')}`,
  });
  const edge = placeWebAcl(app, settings.stackPrefix, options.env);
  const portalStack = new PortalStack(app, settings.stackPrefix, {
    env: options.env,
    // the web ACL of a portal outside us-east-1 is in the edge stack there (edge-placement.ts)
    crossRegionReferences: edge.kind === 'edgeStack',
    edge,
    description: `Land record portal (API, web, mail): ${settings.counties.join(', ')}`,
    settings,
    data: dataStack.data,
    areas: apiAreaSpecs(),
    functionsDir,
    projectRoot: repoRoot,
    webDist: options.webDist ?? join(repoRoot, 'web', 'dist'),
    bundle: options.bundle,
  });
  return { settings, dataStack, portalStack, edgeStack: edge.kind === 'edgeStack' ? edge.stack : undefined };
}
