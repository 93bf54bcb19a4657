// Who is told when an alarm fires: cdk.json context "alarmEmails" (a list, or one string of addresses separated by
// commas). None is allowed (staff subscribe to the topic by hand), with a warning.
import type { Node } from 'constructs';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readAlarmEmails(node: Node): string[] {
  const raw = node.tryGetContext('alarmEmails') as unknown;
  const list = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [];
  const emails = list.map((e) => String(e).trim()).filter(Boolean);
  for (const email of emails)
    if (!EMAIL.test(email)) throw new Error(`alarmEmails: "${email}" is not an e-mail address.`);
  return emails;
}
