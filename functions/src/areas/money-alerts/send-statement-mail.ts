// One e-mail with the statement PDF attached. SES v2's Simple content carries attachments itself (and the local
// emulator keeps them), so no MIME is built here; platform/mail.ts's sendMail has no attachments.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '#src/platform/aws.ts';

export interface StatementMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  pdf: Uint8Array;
  fileName: string;
}

export async function sendStatementMail(mail: StatementMail): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: mail.from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
          Attachments: [
            {
              FileName: mail.fileName,
              RawContent: mail.pdf,
              ContentType: 'application/pdf',
              ContentDisposition: 'ATTACHMENT',
              ContentTransferEncoding: 'BASE64',
            },
          ],
        },
      },
    }),
  );
}
