// The Authorize.Net JSON API over fetch (PAYMENTS.md sections 1 and 3). The same client talks to the provider's
// sandbox or production host and to the local simulator: only the URL and the credentials differ.
// The API maps JSON to its XML schema, so keys are written in the schema's order.
import {
  amountToCents,
  type CardProvider,
  CardProviderError,
  centsToAmount,
  type HostedPaymentRequest,
  type TransactionDetails,
  type TransactionResult,
} from './types.ts';

export const anetHosts = {
  sandbox: {
    api: 'https://apitest.authorize.net/xml/v1/request.api',
    paymentPage: 'https://test.authorize.net/payment/payment',
  },
  production: {
    api: 'https://api.authorize.net/xml/v1/request.api',
    paymentPage: 'https://accept.authorize.net/payment/payment',
  },
} as const;

export interface AnetCredentials {
  apiUrl: string;
  loginId: string;
  transactionKey: string;
  /** per-request time limit */
  timeoutMs?: number;
}

interface AnetMessages {
  resultCode: 'Ok' | 'Error';
  message?: Array<{ code: string; text: string }>;
}

interface TransactionResponse {
  responseCode?: string;
  authCode?: string;
  transId?: string;
  refTransID?: string;
  accountNumber?: string;
  accountType?: string;
  messages?: Array<{ code: string; description: string }>;
  errors?: Array<{ errorCode: string; errorText: string }>;
}

export class AuthorizeNetProvider implements CardProvider {
  /** the credentials, or how to get them before each call (they may be read from a secret store) */
  constructor(private readonly credentials: AnetCredentials | (() => Promise<AnetCredentials>)) {}

  async getHostedPaymentPageToken(r: HostedPaymentRequest): Promise<string> {
    const settings: Array<[string, object]> = [
      [
        'hostedPaymentReturnOptions',
        {
          showReceipt: false,
          url: r.returnUrl ?? r.communicatorUrl,
          urlText: 'Continue',
          cancelUrl: r.cancelUrl ?? r.communicatorUrl,
          cancelUrlText: 'Cancel',
        },
      ],
      ['hostedPaymentButtonOptions', { text: r.buttonText ?? 'Pay' }],
      ['hostedPaymentPaymentOptions', { cardCodeRequired: true, showCreditCard: true, showBankAccount: false }],
      ['hostedPaymentIFrameCommunicatorUrl', { url: r.communicatorUrl }],
      ['hostedPaymentOrderOptions', { show: true, merchantName: r.merchantName ?? '' }],
    ];
    const answer = await this.call<{ token?: string }>('getHostedPaymentPageRequest', {
      refId: r.invoiceNumber.slice(0, 20),
      transactionRequest: {
        transactionType: r.transactionType,
        amount: centsToAmount(r.amountCents),
        order: { invoiceNumber: r.invoiceNumber.slice(0, 20), description: r.description.slice(0, 255) },
        ...(r.email ? { customer: { email: r.email } } : {}),
      },
      hostedPaymentSettings: {
        setting: settings.map(([settingName, value]) => ({ settingName, settingValue: JSON.stringify(value) })),
      },
    });
    if (answer.messages.resultCode !== 'Ok' || !answer.token) throw providerError(answer.messages);
    return answer.token;
  }

  async getTransactionDetails(transId: string): Promise<TransactionDetails | undefined> {
    if (!/^\d{1,20}$/.test(transId)) return undefined;
    const answer = await this.call<{ transaction?: Record<string, unknown> }>('getTransactionDetailsRequest', {
      transId,
    });
    if (answer.messages.resultCode !== 'Ok') {
      // E00040: the record cannot be found; E00011: access denied to this transaction (another merchant's)
      if (answer.messages.message?.some((m) => m.code === 'E00040' || m.code === 'E00011')) return undefined;
      throw providerError(answer.messages);
    }
    const t = answer.transaction ?? {};
    const order = (t.order ?? {}) as Record<string, unknown>;
    const card = ((t.payment as Record<string, unknown> | undefined)?.creditCard ?? {}) as Record<string, unknown>;
    return {
      transId: String(t.transId ?? ''),
      transactionType: String(t.transactionType ?? ''),
      transactionStatus: String(t.transactionStatus ?? ''),
      responseCode: Number(t.responseCode ?? 0),
      responseReasonDescription: String(t.responseReasonDescription ?? ''),
      authCode: String(t.authCode ?? ''),
      authAmountCents: amountToCents(t.authAmount ?? 0),
      settleAmountCents: amountToCents(t.settleAmount ?? 0),
      invoiceNumber: String(order.invoiceNumber ?? ''),
      accountNumber: String(card.cardNumber ?? ''),
      submitTimeUTC: String(t.submitTimeUTC ?? ''),
    };
  }

  capture(transId: string, amountCents: number): Promise<TransactionResult> {
    return this.transaction({
      transactionType: 'priorAuthCaptureTransaction',
      amount: centsToAmount(amountCents),
      refTransId: transId,
    });
  }

  void(transId: string): Promise<TransactionResult> {
    return this.transaction({ transactionType: 'voidTransaction', refTransId: transId });
  }

  refund(transId: string, amountCents: number, cardLast4: string): Promise<TransactionResult> {
    // The provider wants the card's last four digits and 'XXXX' for the expiry, in the schema's order.
    return this.transaction({
      transactionType: 'refundTransaction',
      amount: centsToAmount(amountCents),
      payment: { creditCard: { cardNumber: cardLast4.slice(-4), expirationDate: 'XXXX' } },
      refTransId: transId,
    });
  }

  private async transaction(transactionRequest: Record<string, unknown>): Promise<TransactionResult> {
    const answer = await this.call<{ transactionResponse?: TransactionResponse }>('createTransactionRequest', {
      transactionRequest,
    });
    const tr = answer.transactionResponse;
    if (!tr) throw providerError(answer.messages);
    const error = tr.errors?.[0];
    const responseCode = Number(tr.responseCode ?? 3);
    return {
      ok: answer.messages.resultCode === 'Ok' && responseCode === 1,
      responseCode,
      transId: String(tr.transId ?? ''),
      ...(error ? { errorCode: error.errorCode, errorText: error.errorText } : {}),
    };
  }

  private async call<T>(request: string, body: object): Promise<T & { messages: AnetMessages }> {
    const credentials = typeof this.credentials === 'function' ? await this.credentials() : this.credentials;
    const { apiUrl, loginId, transactionKey, timeoutMs = 20_000 } = credentials;
    const res = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ [request]: { merchantAuthentication: { name: loginId, transactionKey }, ...body } }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new CardProviderError(`HTTP${res.status}`, `The card provider answered HTTP ${res.status}.`);
    // The provider starts its JSON with a byte order mark.
    const text = (await res.text()).replace(/^\uFEFF/, '');
    try {
      return JSON.parse(text) as T & { messages: AnetMessages };
    } catch {
      throw new CardProviderError('BADJSON', 'The card provider answered something that is not JSON.');
    }
  }
}

function providerError(messages: AnetMessages | undefined): CardProviderError {
  const first = messages?.message?.[0];
  return new CardProviderError(first?.code ?? 'UNKNOWN', first?.text ?? 'The card provider refused the request.');
}
