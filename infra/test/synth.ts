// Test helper: synthesizes the real app (cdk.json context, overridable) with bundling off.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type BuildOptions, buildPortal, repoRoot } from '../lib/portal-app.ts';

export const cdkContext = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')).context as Record<
  string,
  unknown
>;

export const testEnv = { account: '111122223333', region: 'us-east-1' };

export function synthPortal(context: Record<string, unknown> = {}, options: BuildOptions = {}) {
  const app = new App({ context: { ...cdkContext, ...context } });
  const built = buildPortal(app, { env: testEnv, bundle: false, webDist: join(repoRoot, 'no-such-dist'), ...options });
  return {
    ...built,
    data: Template.fromStack(built.dataStack),
    portal: Template.fromStack(built.portalStack),
  };
}

type Statement = { Action: string | string[]; Resource: unknown };
type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

/** Every IAM statement attached to the role of the Lambda whose logical id starts with `prefix`. */
export function statementsOf(template: Template, prefix: string): Statement[] {
  const resources = template.toJSON().Resources as Resources;
  const fnId = Object.keys(resources).find(
    (id) => id.startsWith(prefix) && resources[id]!.Type === 'AWS::Lambda::Function',
  );
  if (!fnId) throw new Error(`No Lambda ${prefix}`);
  const role = (resources[fnId]!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(`"${role}"`))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** The actions a Lambda may take on resources whose reference mentions `resourceHint` (e.g. 'AppTable'). */
export function actionsOn(template: Template, fnPrefix: string, resourceHint: string): string[] {
  return statementsOf(template, fnPrefix)
    .filter((s) => JSON.stringify(s.Resource).includes(resourceHint))
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}
