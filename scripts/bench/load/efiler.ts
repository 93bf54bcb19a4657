// The Marianas filer beside Lakewood's examiners: one person e-filing one two-page deed after another, as the
// /efile page makes the calls: ask for the presigned POST, post the PDF to the uploads bucket, have it checked
// and priced, pay the card window (the simulator's hosted form), confirm the card's answer, submit. Both counties
// share the server process and its tables, as they share a deployment. Each filing submitted is counted, and the
// money check afterwards looks for its one EFILE audit entry.
import type { CheckedUpload, UploadTarget } from '@portal/shared/efile/types';
import { PDFDocument } from 'pdf-lib';
import { queryAll } from '../../../functions/src/data/dynamo/query-all.ts';
import { tables } from '../../../functions/src/data/dynamo/tables.ts';
import { auditByUserIndex } from '../../../functions/src/data/ledger/keys.ts';
import { DEMO_PASSWORD } from '../../seed/demo-counties.ts';
import { payCardWindow } from './examiner.ts';
import type { LoadClient } from './http-client.ts';
import type { Recorder } from './recorder.ts';

export const EFILE_COUNTY = 'marianas';
/** the demo filer (scripts/seed/demo-counties.ts) and the user id its seed gives it */
const FILER = { username: 'title.examiner', userId: 'demo-title-examiner' };

export interface Filed {
  submitted: number;
}

let deed: Uint8Array | undefined;
async function twoPageDeed() {
  if (deed) return deed;
  const doc = await PDFDocument.create();
  for (const n of [1, 2]) doc.addPage([612, 792]).drawText(`Warranty deed, page ${n}`, { x: 50, y: 700 });
  deed = await doc.save();
  return deed;
}

export async function signInFiler(client: LoadClient): Promise<boolean> {
  const res = await client.post('sign-in', 'auth/login', { username: FILER.username, password: DEMO_PASSWORD });
  return res.status === 200;
}

export async function filerRounds(client: LoadClient, recorder: Recorder, until: number, filed: Filed) {
  while (performance.now() < until) {
    if (await fileOne(client, recorder)) filed.submitted++;
  }
}

async function fileOne(client: LoadClient, recorder: Recorder): Promise<boolean> {
  const bytes = await twoPageDeed();
  const target = await client.post<UploadTarget>('efile upload URL', 'efile/uploadUrl', {
    fileName: 'deed.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
  });
  if (!target.content) return false;
  if (!(await postToBucket(target.content, bytes, recorder))) return false;
  const { imageId } = target.content;
  const checked = await client.post<CheckedUpload>('efile check', 'efile/image', { imageId, efileType: 'LR' });
  if (checked.status !== 200) return false;
  const capture = await client.post<{ tokenResults: { token: string } }>('efile card', 'creditcard/efileCapture', {
    imageId,
  });
  const token = capture.content?.tokenResults.token;
  if (!token) return false;
  const answer = await payCardWindow(client.port, token, '96950', recorder);
  if (!answer?.transId) return false;
  const confirmed = await client.post('efile card', 'creditcard/efileAuthAndCaptureResponse', answer);
  if (confirmed.status !== 200) return false;
  const submitted = await client.post('efile submit', 'efile/submission', {
    imageId,
    efileType: 'LR',
    name: 'Ana Reyes',
    address1: '1 Beach Road',
    address2: '',
    city: 'Saipan',
    state: 'MP',
    zip: '96950',
    email: 'filer@marianas.example',
    acknowledged: true,
    paymentTransactionId: answer.transId,
  });
  return submitted.status === 200;
}

/** The browser's POST straight to the uploads bucket (the S3 emulator inside the server process). */
async function postToBucket(target: UploadTarget, bytes: Uint8Array, recorder: Recorder): Promise<boolean> {
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'deed.pdf');
  const started = performance.now();
  const res = await fetch(target.url, { method: 'POST', body: form }).catch(() => undefined);
  await res?.arrayBuffer();
  recorder.record('efile to bucket', performance.now() - started, res?.status ?? 0);
  return !!res && res.status < 300;
}

/** Every filing submitted since `since` has exactly one EFILE charge in the filer's audit log. */
export async function checkFilings(since: string, filed: Filed) {
  const index = auditByUserIndex(EFILE_COUNTY, FILER.userId);
  const audit = await queryAll({
    TableName: tables.ledger,
    IndexName: index.index,
    KeyConditionExpression: `${index.pkName} = :p AND ${index.skName} >= :s`,
    ExpressionAttributeValues: { ':p': index.pk, ':s': since },
  });
  const charged = audit.filter((a) => a.type === 'EFILE').length;
  return { submitted: filed.submitted, charged, ok: charged === filed.submitted };
}
