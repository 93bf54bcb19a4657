// The card simulator on a loopback port for a test file, the provider client pointed at it, and a browser's part
// of the hosted form: post the token and card fields, read the transactResponse the form hands the communicator.
import type { AddressInfo } from 'node:net';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { serve } from '@hono/node-server';
import { createApp } from '#src/app.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByUserIndex } from '#src/data/ledger/keys.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { type CardSimulator, createCardSimulator, testCards } from '../../../../../scripts/local/card-simulator.ts';
import { countyOrigin } from '../../../../../test/support/api-client.ts';

/** The demo card customer (A_LA_CARTE, CREDIT_CARD) as a session user, for calls made without signing in. */
export const cardUser: SessionUser = {
  sessionId: 'x',
  userId: 'demo-card-customer',
  username: 'card.customer',
  role: 'USER',
  accountId: 'demo-card',
};

export const simKeys = { loginId: 'test-login', transactionKey: 'test-key', signatureKey: 'TESTSIGNATUREKEYabc123' };
const app = createApp();

export interface SimulatorHandle {
  sim: CardSimulator;
  url: string;
  /** webhooks the simulator delivered, and our answers */
  delivered: Array<{ body: string; signature: string; status: number }>;
  /** waits for the webhooks sent so far */
  flushWebhooks(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the simulator for a county's test file; its webhooks go to our app in-process for that county. */
export async function startSimulator(county: string): Promise<SimulatorHandle> {
  const delivered: SimulatorHandle['delivered'] = [];
  const sim = createCardSimulator({
    ...simKeys,
    basePath: '/local/anet',
    deliverWebhook: async (body, signature) => {
      const res = await app.request(`${countyOrigin(county)}/api/webhooks/authorizenet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-anet-signature': signature },
        body,
      });
      delivered.push({ body, signature, status: res.status });
    },
  });
  const root = new (await import('hono')).Hono();
  root.route('/local/anet', sim.app);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/local/anet`;
  Object.assign(process.env, {
    ANET_API_URL: `${url}/xml/v1/request.api`,
    ANET_API_LOGIN_ID: simKeys.loginId,
    ANET_TRANSACTION_KEY: simKeys.transactionKey,
    ANET_SIGNATURE_KEY: simKeys.signatureKey,
  });
  return {
    sim,
    url,
    delivered,
    flushWebhooks: () => sim.flushWebhooks(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface CardInput {
  cardNumber?: string;
  expirationDate?: string;
  cardCode?: string;
  zip?: string;
}

/** Pays the hosted form for a token as a person would; answers the page and the transactResponse it hands on. */
export async function payHostedForm(url: string, token: string, card: CardInput = {}) {
  const form = await fetch(`${url}/payment/payment`, { method: 'POST', body: new URLSearchParams({ token }) });
  const formHtml = await form.text();
  const res = await fetch(`${url}/payment/pay`, {
    method: 'POST',
    body: new URLSearchParams({
      token,
      action: 'pay',
      cardNumber: card.cardNumber ?? testCards.approve,
      expirationDate: card.expirationDate ?? '12/39',
      cardCode: card.cardCode ?? '123',
      zip: card.zip ?? '56401',
    }),
  });
  const html = await res.text();
  const json = /<script type="application\/json" id="transactResponse">(.*?)<\/script>/s.exec(html)?.[1];
  const communicator = /<iframe title="communicator" style="display:none" src="([^"]*)"/.exec(html)?.[1];
  return {
    status: res.status,
    formHtml,
    html,
    communicatorSrc: communicator?.replace(/&amp;/g, '&'),
    response: json ? (JSON.parse(json) as Record<string, string>) : undefined,
  };
}

/** A user's audit-log entries (what the transaction reports read), oldest first. */
export async function auditOf(county: string, userId: string): Promise<Array<Record<string, unknown>>> {
  const byUser = auditByUserIndex(county, userId);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      IndexName: byUser.index,
      KeyConditionExpression: `${byUser.pkName} = :p`,
      ExpressionAttributeValues: { ':p': byUser.pk },
    }),
  );
  return Items;
}
