// The card provider's settings for the Lambdas that call it (functions' platform/card-provider): which Authorize.Net
// environment, as plain environment variables, and the merchant's keys, which stay in the deployment's Secrets
// Manager secret. The template and the Lambdas' configuration hold only the secret's name; a function reads the
// value when it first calls the provider.
import { anetHosts } from '@portal/functions/platform/card-provider/authorize-net';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { PaymentsEnvironment } from '../settings.ts';

export interface CardProviderSettingsProps {
  readonly paymentsEnvironment: PaymentsEnvironment;
  /** the secret created before the deploy: {"apiLoginId", "transactionKey", "signatureKey"} (docs/deploy.md) */
  readonly secretName: string;
}

export class CardProviderSettings extends Construct {
  public readonly secret: secretsmanager.ISecret;
  public readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: CardProviderSettingsProps) {
    super(scope, id);
    // referenced, not created: its value is set by hand and must outlive the stack
    this.secret = secretsmanager.Secret.fromSecretNameV2(this, 'MerchantKeys', props.secretName);
    const hosts = anetHosts[props.paymentsEnvironment];
    this.environment = {
      ANET_ENVIRONMENT: props.paymentsEnvironment,
      ANET_API_URL: hosts.api,
      ANET_SECRET_ID: props.secretName,
    };
  }

  /** Puts the settings in the function's environment and lets it read the merchant secret. */
  grantUse(fn: lambda.Function): void {
    for (const [name, value] of Object.entries(this.environment)) fn.addEnvironment(name, value);
    this.secret.grantRead(fn);
  }
}
