// AWS WAF in front of the CloudFront distribution: a CLOUDFRONT-scope web ACL (which AWS keeps in us-east-1 only:
// see edge-placement.ts for where it is created). Rate-based rules per client address first (cheap, and a flood is
// stopped before the managed rules read it), then AWS's managed rule groups: IP reputation, the common rule set,
// known bad inputs.
//
// The API limit, from docs/capacity.md: an examiner's round is about 7 calls (section 10's load bench), and at peak
// an examiner makes 19.2 calls a minute (section 1's mix, about 3 rounds), so 19.2 x 5 = 96 calls in WAF's 5-minute
// window, ~290 for one working at 3 times that pace. But one address is often a whole office behind one NAT:
// section 1 puts 200 examiners at one title company, 200 x 96 = 19,200 calls in 5 minutes. The limit is 30,000
// (1.5 x that office at peak): no examiner's normal pace trips it, while one client sending 100 calls a second for
// five minutes (~300 examiners' worth) is blocked. Only /api/* is counted: the SPA's files are cached at the edge.
// Sign-in has its own, tighter limit: 200 examiners of one office signing in at once (section 10) and a retry
// each is 400; at 500 per 5 minutes a password sprayer gets a few hundred guesses before the per-viewer back-off
// (functions' auth/login-attempts.ts) even matters.
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export const RATE_WINDOW_SECONDS = 300;
export const API_CALLS_PER_ADDRESS = 30_000;
export const SIGN_INS_PER_ADDRESS = 500;
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const ratePerAddress = (name: string, priority: number, limit: number, pathPrefix: string) => ({
  name,
  priority,
  action: { block: {} },
  visibilityConfig: visibility(name),
  statement: {
    rateBasedStatement: {
      limit,
      aggregateKeyType: 'IP',
      evaluationWindowSec: RATE_WINDOW_SECONDS,
      scopeDownStatement: {
        byteMatchStatement: {
          searchString: pathPrefix,
          fieldToMatch: { uriPath: {} },
          positionalConstraint: 'STARTS_WITH',
          textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
        },
      },
    },
  },
});

const managed = (name: string, priority: number) => ({
  name,
  priority,
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      // the common set blocks bodies over 8 KB; a county's configuration saves and fee tables can be larger, and
      // the API bounds its bodies itself (413): counted, not blocked
      ...(name === 'AWSManagedRulesCommonRuleSet'
        ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
        : {}),
    },
  },
});

export class EdgeFirewall extends Construct {
  public readonly webAcl: wafv2.CfnWebACL;
  /** what CloudFront's webAclId takes for WAFv2 */
  public readonly webAclArn: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Land record portal: rate limits per client address and AWS managed rules',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('PortalEdge'),
      rules: [
        ratePerAddress('ApiRatePerAddress', 0, API_CALLS_PER_ADDRESS, '/api/'),
        ratePerAddress('SignInRatePerAddress', 1, SIGN_INS_PER_ADDRESS, '/api/auth/login'),
        ...MANAGED_RULE_GROUPS.map((name, i) => managed(name, 2 + i)),
      ],
    });
    this.webAclArn = this.webAcl.attrArn;
  }
}
