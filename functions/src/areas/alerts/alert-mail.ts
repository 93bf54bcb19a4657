// The alert e-mail: one per subscriber per batch of recorded documents, listing each matching document (type,
// number, recorded date, parties, a link to its details), the county's phone number, the manage link and RFC 8058
// one-click unsubscribe headers.
import type { DocumentRow } from '@portal/shared/records/document';
import { displayNameOf } from '@portal/shared/records/fields';
import { toUsDate } from '@portal/shared/search/dates';
import type { Mail } from '#src/platform/mail.ts';
import type { AlertSettings } from './feature.ts';
import { alertLinks } from './links.ts';

export interface AlertedDocument {
  docId: string;
  row: DocumentRow;
  /** the document type as the county describes it (the summary's instrument description) */
  typeDescription: string;
  /** the watches it matched, as the subscriber wrote them ('Name: SMITH, JOHN') */
  matched: string[];
}

export interface AlertMailInput {
  from: string;
  to: string;
  countyName: string;
  origin: string;
  manageToken: string;
  settings: AlertSettings;
  documents: AlertedDocument[];
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
const parties = (names: DocumentRow['grantors']) => names.map(displayNameOf).join('; ') || '(none)';

export function alertMail(input: AlertMailInput): Mail {
  const links = alertLinks(input.origin);
  const heading = input.settings.heading || 'Property Fraud Alert';
  const count = input.documents.length;
  const phone = input.settings.countyPhone
    ? `If you did not expect this, call ${input.countyName} at ${input.settings.countyPhone}.`
    : `If you did not expect this, contact ${input.countyName}.`;
  const lines = input.documents.map((d) => ({
    title: `${d.typeDescription} ${d.row.displayDocNumber ?? d.row.docNumber}, recorded ${toUsDate(d.row.recordedDateTime.slice(0, 10))}`,
    grantors: `Grantors: ${parties(d.row.grantors)}`,
    grantees: `Grantees: ${parties(d.row.grantees)}`,
    matched: `Matches your watch: ${d.matched.join(', ')}`,
    link: links.document(d.row.docNumber),
  }));
  const intro =
    count === 1
      ? `A document was recorded in ${input.countyName} that matches what you watch:`
      : `${count} documents were recorded in ${input.countyName} that match what you watch:`;
  const manage = links.manage(input.manageToken);
  const text = [
    intro,
    '',
    ...lines.flatMap((l) => [l.title, `  ${l.grantors}`, `  ${l.grantees}`, `  ${l.matched}`, `  ${l.link}`, '']),
    phone,
    '',
    `Manage your watches: ${manage}`,
    `Unsubscribe: ${manage}`,
  ].join('\n');
  const html = [
    `<p>${esc(intro)}</p>`,
    '<ul>',
    ...lines.map(
      (l) =>
        `<li><a href="${esc(l.link)}">${esc(l.title)}</a><br>${esc(l.grantors)}<br>${esc(l.grantees)}<br>${esc(l.matched)}</li>`,
    ),
    '</ul>',
    `<p>${esc(phone)}</p>`,
    `<p><a href="${esc(manage)}">Manage your watches</a> · <a href="${esc(manage)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    from: input.from,
    to: input.to,
    subject: `${input.countyName}: ${heading}: ${count === 1 ? 'a document was' : `${count} documents were`} recorded`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick(input.manageToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
