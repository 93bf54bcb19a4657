// Alerts mail through SES v2 with headers of their own: an alert carries RFC 8058's List-Unsubscribe and
// List-Unsubscribe-Post, so a mail program offers one-click unsubscribe. SES takes custom headers on a Simple
// message (and keeps them in the local emulator, which drops the headers of a Raw one), so no MIME is built here.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '#src/platform/aws.ts';
import type { Mail } from '#src/platform/mail.ts';

export interface AlertMail extends Mail {
  headers?: Record<string, string>;
}

export async function sendAlertMail(mail: AlertMail): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: mail.from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
          Headers: Object.entries(mail.headers ?? {}).map(([Name, Value]) => ({ Name, Value })),
        },
      },
    }),
  );
}
