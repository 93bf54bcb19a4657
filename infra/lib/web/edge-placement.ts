// Where the CloudFront web ACL lives. AWS accepts a CLOUDFRONT-scope web ACL in us-east-1 only, whatever region the
// portal is in:
// - a `webAclArn` in cdk.json context: an ACL the vendor already runs (e.g. one for all its portals); nothing made;
// - a portal in us-east-1: the ACL is made in the portal stack itself;
// - a portal elsewhere: a small `<stackPrefix>-Edge` stack in us-east-1 holds it, and the portal stack reads its
//   ARN through CDK's cross-region references (an SSM parameter in us-east-1 read at deploy time);
// - a portal whose region is not known at synth (no CDK_DEFAULT_REGION): neither can be decided, so no ACL, with a
//   warning that says what to set.
import { Annotations, type App, type Environment, Stack, type StackProps, Token } from 'aws-cdk-lib';
import type { Construct, Node } from 'constructs';
import { EdgeFirewall } from './edge-firewall.ts';

export const WEB_ACL_REGION = 'us-east-1';
const WEB_ACL_ARN = /^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/;

/** The context's webAclArn, checked: a CLOUDFRONT-scope (global) ACL's ARN in us-east-1. */
export function configuredWebAclArn(node: Node): string | undefined {
  const value = node.tryGetContext('webAclArn') as unknown;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !WEB_ACL_ARN.test(value.trim()))
    throw new Error('webAclArn must be the ARN of a CloudFront (global) WAF web ACL in us-east-1.');
  return value.trim();
}

export type EdgePlacement =
  | { readonly kind: 'configured'; readonly webAclArn: string }
  | { readonly kind: 'inPortalStack' }
  | { readonly kind: 'edgeStack'; readonly stack: EdgeStack }
  | { readonly kind: 'none' };

export class EdgeStack extends Stack {
  public readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.firewall = new EdgeFirewall(this, 'Firewall');
  }
}

/** Decides (and for a portal outside us-east-1, makes) where the web ACL lives. */
export function placeWebAcl(app: App, stackPrefix: string, env: Environment | undefined): EdgePlacement {
  const configured = configuredWebAclArn(app.node);
  if (configured) return { kind: 'configured', webAclArn: configured };
  const region = env?.region;
  if (region === WEB_ACL_REGION) return { kind: 'inPortalStack' };
  if (!region || Token.isUnresolved(region)) {
    Annotations.of(app).addWarningV2(
      'portal:web:noWebAcl',
      'The region is not known at synth: no WAF web ACL. Set CDK_DEFAULT_REGION (or an AWS profile with a region), or webAclArn in cdk.json context.',
    );
    return { kind: 'none' };
  }
  const stack = new EdgeStack(app, `${stackPrefix}-Edge`, {
    env: { account: env?.account, region: WEB_ACL_REGION },
    description: 'Land record portal: the CloudFront WAF web ACL (AWS keeps these in us-east-1)',
    crossRegionReferences: true,
  });
  return { kind: 'edgeStack', stack };
}

/** The ARN the distribution's webAclId takes in the portal stack `scope`, making the ACL there when it lives there. */
export function webAclArnIn(scope: Construct, placement: EdgePlacement): string | undefined {
  switch (placement.kind) {
    case 'configured':
      return placement.webAclArn;
    case 'inPortalStack':
      return new EdgeFirewall(scope, 'Firewall').webAclArn;
    case 'edgeStack':
      return placement.stack.firewall.webAclArn;
    case 'none':
      return undefined;
  }
}
