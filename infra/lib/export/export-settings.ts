// The counties' own export buckets (issue 28), from cdk.json context `countyExports`:
//   "countyExports": { "lakewood": { "bucketArn": "arn:aws:s3:::lakewood-land-records-export",
//                                    "account": "444455556666", "prefix": "portal/", "images": "reference" } }
// Each bucket is the county's, in its own AWS account; it lets the export Lambda's role write under the prefix
// (the policy is in docs/operations.md, and the stack outputs it with the role filled in).
import type { Node } from 'constructs';

export interface CountyExportTarget {
  readonly county: string;
  readonly bucketArn: string;
  readonly bucketName: string;
  /** the AWS account that owns the bucket (the policy names it; a bucket of another owner is refused) */
  readonly account: string;
  /** where the exports go in the bucket: `<prefix><county>/<instant>/` */
  readonly prefix: string;
  /** page images copied into the bucket each time, or listed by reference (default) */
  readonly images: 'copy' | 'reference';
}

const BUCKET_ARN = /^arn:aws[a-z-]*:s3:::([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])$/;
const ACCOUNT = /^\d{12}$/;
const PREFIX = /^([\w.-]+\/)*$/;

export function readCountyExports(node: Node, counties: readonly string[]): CountyExportTarget[] {
  const raw = (node.tryGetContext('countyExports') ?? {}) as Record<string, Record<string, unknown>>;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new Error('cdk.json context "countyExports" maps a county id to its export bucket.');
  return Object.entries(raw).map(([county, t]) => {
    const where = `countyExports.${county}`;
    if (!counties.includes(county)) throw new Error(`${where}: "${county}" is not one of this deployment's counties.`);
    const arn = BUCKET_ARN.exec(String(t.bucketArn ?? ''));
    if (!arn) throw new Error(`${where}.bucketArn must be an S3 bucket ARN (arn:aws:s3:::<bucket name>).`);
    const account = String(t.account ?? '');
    if (!ACCOUNT.test(account)) throw new Error(`${where}.account must be the 12-digit AWS account owning the bucket.`);
    const prefix = String(t.prefix ?? '');
    if (!PREFIX.test(prefix)) throw new Error(`${where}.prefix must be empty or folders ending in '/' (portal/).`);
    const images = t.images ?? 'reference';
    if (images !== 'copy' && images !== 'reference') throw new Error(`${where}.images is copy or reference.`);
    return { county, bucketArn: arn[0], bucketName: arn[1]!, account, prefix, images };
  });
}
