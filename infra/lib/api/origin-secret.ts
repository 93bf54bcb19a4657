// The secret CloudFront sends the API with every request, so the API can refuse what did not come through it
// (functions' platform/origin-check.ts): the HTTP API's own execute-api address is public, and disabling it would
// need a regional custom domain and certificate for the API, which a deployment without a domain does not have.
// Secrets Manager generates the value at the first deploy, so it is in no template, no repository and no
// shell: CloudFront gets it by a dynamic reference resolved at deploy time, the Lambdas read it at run time by ARN.
import { ORIGIN_SECRET_HEADER } from '@portal/functions/platform/origin-check';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export class OriginSecret extends Construct {
  public readonly secret: secretsmanager.Secret;
  /** the custom header to add at the API origin: its name, and the secret's value as a dynamic reference */
  public readonly originHeaders: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Value', {
      description: 'Land record portal: the header CloudFront adds to API requests, which the API requires',
      // letters and digits only: a header value CloudFront passes on unchanged
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    this.originHeaders = { [ORIGIN_SECRET_HEADER]: this.secret.secretValue.unsafeUnwrap() };
  }

  /** Names the secret in the function's environment and lets it read it. */
  grantCheck(fn: lambda.Function): void {
    fn.addEnvironment('ORIGIN_SECRET_ID', this.secret.secretArn);
    this.secret.grantRead(fn);
  }
}
