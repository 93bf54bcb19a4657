// Sends e-mail through SES (the aws-ses-v2-local emulator on a laptop). Headers of a mail's own (fraud alerts'
// RFC 8058 List-Unsubscribe) ride on the Simple message: SES takes them there and the emulator keeps them there
// (it drops a Raw message's), so no MIME is built here; so do attachments (the monthly statement's PDF).
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from './aws.ts';

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: Array<{ fileName: string; content: Uint8Array; contentType: string }>;
}

export async function sendMail(mail: Mail): Promise<void> {
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
          ...(mail.headers ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
          ...(mail.attachments
            ? {
                Attachments: mail.attachments.map((a) => ({
                  FileName: a.fileName,
                  RawContent: a.content,
                  ContentType: a.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                  ContentTransferEncoding: 'BASE64' as const,
                })),
              }
            : {}),
        },
      },
    }),
  );
}
