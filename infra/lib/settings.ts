// What a deployment is for, read from cdk.json context (or `-c key=value` on the command line).
import type { Node } from 'constructs';
import { type CountyExportTarget, readCountyExports } from './export/export-settings.ts';

export type PaymentsEnvironment = 'sandbox' | 'production';

export interface PortalSettings {
  /** county ids served by this deployment; the first is the default when the host names none */
  readonly counties: readonly string[];
  /** optional custom domain: each county is served at <county>.<domainName> (and a single county also at domainName) */
  readonly domainName?: string;
  /** ACM certificate in us-east-1 covering domainName and *.domainName; required with domainName */
  readonly certificateArn?: string;
  /** the address the counties' mail is sent from (SES identity created for it) */
  readonly sesFromAddress?: string;
  /** which card-provider hosts the pages may frame and post to, and the functions call */
  readonly paymentsEnvironment: PaymentsEnvironment;
  /** the Secrets Manager secret holding the card provider's merchant keys (default `<stackPrefix>/card-provider`) */
  readonly cardSecretName: string;
  /** prefix of the stack names, so several deployments can share an account */
  readonly stackPrefix: string;
  /** the counties' own buckets the scheduled export writes to (context `countyExports`; none by default) */
  readonly countyExports: readonly CountyExportTarget[];
}

const COUNTY_ID = /^[a-z][a-z0-9-]{1,30}$/;
// Secrets Manager's name characters; a name ending in a dash and six characters would read as an ARN's suffix
const SECRET_NAME = /^[\w/+=.@-]{1,512}$/;

export function readSettings(node: Node): PortalSettings {
  const raw = node.tryGetContext('counties') as unknown;
  const counties = typeof raw === 'string' ? raw.split(',').map((c) => c.trim()) : (raw as string[] | undefined);
  if (!Array.isArray(counties) || counties.length === 0)
    throw new Error('cdk.json context "counties" must list one county id or more.');
  for (const county of counties) {
    if (!COUNTY_ID.test(county)) throw new Error(`"${county}" is not a county id (lowercase letters, digits, dashes).`);
  }
  const text = (key: string): string | undefined => {
    const value = node.tryGetContext(key) as unknown;
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  if (domainName && !certificateArn)
    throw new Error('domainName needs certificateArn (an ACM certificate in us-east-1).');
  const payments = text('paymentsEnvironment') ?? 'sandbox';
  if (payments !== 'sandbox' && payments !== 'production')
    throw new Error('paymentsEnvironment is sandbox or production.');
  const stackPrefix = text('stackPrefix') ?? 'Portal';
  const cardSecretName = text('cardSecretName') ?? `${stackPrefix}/card-provider`;
  if (!SECRET_NAME.test(cardSecretName) || /-[A-Za-z0-9]{6}$/.test(cardSecretName))
    throw new Error(
      'cardSecretName is a Secrets Manager secret name (letters, digits, /_+=.@-), not ending in -XXXXXX.',
    );
  return {
    counties,
    domainName,
    certificateArn,
    sesFromAddress: text('sesFromAddress'),
    paymentsEnvironment: payments,
    cardSecretName,
    stackPrefix,
    countyExports: readCountyExports(node, counties),
  };
}
