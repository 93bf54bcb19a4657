// SES: the sending identity of the configured from address, and the one grant the mailing Lambdas need.
import { Annotations } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** the From address of the counties' mail (their registration.fromEmailAddress must match it) */
  readonly fromAddress?: string;
}

export class Mail extends Construct {
  public readonly identity?: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    if (props.fromAddress) {
      this.identity = new ses.EmailIdentity(this, 'FromAddress', {
        identity: ses.Identity.email(props.fromAddress),
      });
    } else {
      Annotations.of(this).addWarningV2(
        'portal:mail:noFromAddress',
        'No sesFromAddress in cdk.json context: no SES identity is created and no function may send mail.',
      );
    }
  }

  /** ses:SendEmail on the identity only (SES checks the identity the From address belongs to). */
  grantSend(grantee: iam.IGrantable): void {
    this.identity?.grantSendEmail(grantee);
  }
}
