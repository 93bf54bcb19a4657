// The /efile screen with the one fake API: what a visitor may do, the messages of spec 3 section 5.2, the autofill,
// the upload with the server's page count and charges, 'Continue to Payment?', the card frame, the submission with
// the confirmed transaction id, the success text and the cleared form; no axe violations.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { type Answer, failure, fakeApi, success } from '#src/testing/fake-api.ts';
import EfileArea from '../routes.tsx';

const posted = vi.hoisted(() => ({ files: [] as Array<{ url: string; name: string }> }));
vi.mock('#src/lib/post-to-bucket.ts', () => ({
  postToBucket: async (target: { url: string }, file: File, onProgress: (f: number) => void) => {
    onProgress(0.5);
    posted.files.push({ url: target.url, name: file.name });
    onProgress(1);
  },
}));

const settings = {
  efile: true,
  efileCountyNote: '',
  acknowledgement: true,
  acknowledgementStatement: 'I confirm this document is ready to record.',
  mayFile: true,
};
const profile = {
  username: 'title.examiner',
  firstName: 'Sam',
  lastName: 'Olson',
  address: '100 Main Street',
  city: 'Saipan',
  state: 'MP',
  zip: '96950',
  email: 'sam@example.com',
};
const charges = {
  imageId: 'img-00000001',
  numberOfPages: 3,
  firstPageCharge: 500,
  additionalPagesCharge: 200,
  surcharge: 200,
  totalCharge: 900,
};

function open(routes: Record<string, (body: unknown) => Answer> = {}) {
  const api = fakeApi({
    'GET efile/settings': () => success(settings),
    'GET currentUser/profile': () => success(profile),
    'POST efile/uploadUrl': () => success({ imageId: charges.imageId, url: 'http://bucket.example/', fields: {} }),
    'POST efile/image': () => success(charges),
    'POST creditcard/efileCapture': () => success({ tokenResults: { token: 'tok-efile' }, amountCents: 900 }),
    'POST creditcard/efileAuthAndCaptureResponse': () => success({ transId: '4001' }),
    'POST efile/submission': () => success({ transactionNumber: '100007' }),
    ...routes,
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={['/efile']}>
        <EfileArea />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { api, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = (name = 'deed.pdf', type = 'application/pdf', size = 1000) => {
  const file = new File([new Uint8Array(10)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function providerSays(query: string) {
  window.dispatchEvent(new MessageEvent('message', { data: query, origin: window.location.origin }));
}

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

beforeEach(() => {
  posted.files = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/efile', { timeout: 30_000 }, () => {
  it('shows every required message, the LR default and state MP, without calling the server', async () => {
    const { api, user } = open();
    await screen.findByRole('heading', { name: 'Electronic Filing' });
    expect((screen.getByLabelText('Document Type') as HTMLSelectElement).value).toBe('LR');
    expect((screen.getByLabelText(/^State/) as HTMLInputElement).value).toBe('MP');
    expect(screen.getByText('I confirm this document is ready to record.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please choose a file to upload.')).toBeTruthy();
    expect(screen.getByText('Please read and select the checkbox to acknowledge.')).toBeTruthy();
    expect(screen.getAllByText('Required.').length).toBeGreaterThanOrEqual(4);
    await user.upload(screen.getByLabelText(/Document \(PDF or TIFF\)/), pdf('deed.docx', 'application/msword'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Invalid file format; PDF or TIF only.')).toBeTruthy();
    await user.upload(screen.getByLabelText(/Document \(PDF or TIFF\)/), pdf('big.pdf', 'application/pdf', 25_000_001));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Document exceeds the max size of 25MB.')).toBeTruthy();
    expect(api.paths().filter((p) => p.startsWith('efile/upload'))).toEqual([]);
    await expectNoAxeViolations();
  });

  it('files a document: autofill, upload, charges, card frame, submission, success text, form cleared', async () => {
    const { api, user } = open();
    await screen.findByRole('heading', { name: 'Electronic Filing' });
    const autofill = await screen.findByLabelText('Use my profile for the contact details');
    await user.click(autofill);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Sam Olson');
    expect((screen.getByLabelText(/^Address 1/) as HTMLInputElement).value).toBe('100 Main Street');
    await user.click(autofill);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    await user.click(autofill);
    await user.upload(screen.getByLabelText(/Document \(PDF or TIFF\)/), pdf());
    await user.click(screen.getByLabelText('I acknowledge the statement above.'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Continue to Payment?' });
    expect(within(confirm).getByText('$9.00')).toBeTruthy();
    expect(within(confirm).getByText('$5.00')).toBeTruthy();
    expect(screen.getByText('Number of pages: 3')).toBeTruthy();
    expect(api.bodies('POST efile/uploadUrl')).toEqual([
      { fileName: 'deed.pdf', contentType: 'application/pdf', size: 1000 },
    ]);
    expect(posted.files).toEqual([{ url: 'http://bucket.example/', name: 'deed.pdf' }]);
    await expectNoAxeViolations();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    const card = await screen.findByRole('dialog', { name: 'Credit Card Payment For E File' });
    expect(card.querySelector('iframe')!.className).toContain('h-[500px]');
    expect((card.querySelector('input[name="token"]') as HTMLInputElement).value).toBe('tok-efile');
    providerSays('action=resizeWindow&width=400&height=500');
    providerSays('action=somethingNew');
    expect(screen.getByRole('dialog', { name: 'Credit Card Payment For E File' })).toBeTruthy();
    providerSays(
      `action=transactResponse&response=${encodeURIComponent(JSON.stringify({ transId: '4001', responseCode: '1', totalAmount: '9.00' }))}`,
    );
    await screen.findByText('Transaction 100007 was successfully submitted.  Check your email for a confirmation.', {
      normalizer: (s) => s,
    });
    expect(api.bodies('POST efile/submission')).toEqual([
      {
        imageId: charges.imageId,
        efileType: 'LR',
        name: 'Sam Olson',
        email: 'sam@example.com',
        address1: '100 Main Street',
        address2: '',
        city: 'Saipan',
        state: 'MP',
        zip: '96950',
        acknowledged: true,
        paymentTransactionId: '4001',
      },
    ]);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('I acknowledge the statement above.') as HTMLInputElement).checked).toBe(false);
  });

  it('a declined card says why and offers another card with the upload kept; nothing is submitted', async () => {
    let captures = 0;
    const { api, user } = open({
      'POST creditcard/efileCapture': () => {
        captures += 1;
        return success({ tokenResults: { token: `tok-${captures}` }, amountCents: 900 });
      },
      'POST creditcard/efileAuthAndCaptureResponse': () =>
        captures === 1
          ? failure(409, 'The card payment was not approved. Nothing was filed.', {
              card: 'This transaction has been declined.',
            })
          : success({ transId: '4002' }),
    });
    await user.click(await screen.findByLabelText('Use my profile for the contact details'));
    await user.upload(screen.getByLabelText(/Document \(PDF or TIFF\)/), pdf());
    await user.click(screen.getByLabelText('I acknowledge the statement above.'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Continue to Payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: 'Credit Card Payment For E File' });
    providerSays(`action=transactResponse&response=${encodeURIComponent(JSON.stringify({ transId: '4001' }))}`);

    const declined = await screen.findByRole('alertdialog', { name: 'Card declined' });
    expect(within(declined).getByText('Your card was declined. Nothing was charged.')).toBeTruthy();
    expect(within(declined).getByText('This transaction has been declined.')).toBeTruthy();
    expect(api.bodies('POST efile/submission')).toEqual([]);
    await expectNoAxeViolations();
    await user.click(within(declined).getByRole('button', { name: 'Try another card' }));

    const card = await screen.findByRole('dialog', { name: 'Credit Card Payment For E File' });
    expect((card.querySelector('input[name="token"]') as HTMLInputElement).value).toBe('tok-2');
    expect(api.bodies('POST efile/uploadUrl')).toHaveLength(1);
    providerSays(`action=transactResponse&response=${encodeURIComponent(JSON.stringify({ transId: '4002' }))}`);
    await screen.findByText('Transaction 100007 was successfully submitted.  Check your email for a confirmation.', {
      normalizer: (s) => s,
    });
    expect(
      api.bodies('POST efile/submission').map((b) => (b as { paymentTransactionId: string }).paymentTransactionId),
    ).toEqual(['4002']);
  });

  it('a refused upload shows the server message and asks for no payment', async () => {
    const { api, user } = open({
      'POST efile/image': () =>
        failure(400, 'Invalid file format; PDF or TIF only.', { file: 'Invalid file format; PDF or TIF only.' }),
    });
    await screen.findByRole('heading', { name: 'Electronic Filing' });
    await user.click(await screen.findByLabelText('Use my profile for the contact details'));
    await user.click(screen.getByLabelText('I acknowledge the statement above.'));
    await user.upload(screen.getByLabelText(/Document \(PDF or TIFF\)/), pdf('renamed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(within(alert).getByText('Invalid file format; PDF or TIF only.')).toBeTruthy();
    expect(api.bodies('POST creditcard/efileCapture')).toEqual([]);
  });

  it('tells a visitor to sign in, and says when the county takes no e-filings', async () => {
    open({
      'GET efile/settings': () => success({ ...settings, mayFile: false }),
      'GET currentUser/profile': () => failure(401, 'Please sign in.'),
    });
    await screen.findByText(/Please sign in to file a document electronically\./);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    cleanup();
    open({ 'GET efile/settings': () => success({ ...settings, efile: false, mayFile: false }) });
    await screen.findByText('E-filing is not available in this county.');
  });
});
