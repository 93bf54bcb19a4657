// creditcard/*, escrowDeposit/*, flatFee/* and the provider's webhooks (spec 1 section 7 'Home, payments' and
// 'Image download'). Card data never reaches these routes: the browser posts the provider's transactResponse,
// which only names the transaction the server then confirms with the provider.
import { staffRoles } from '@portal/shared/auth/roles';
import { depositAmountSchema } from '@portal/shared/fees/deposit-amount';
import { escrowDepositSurcharge } from '@portal/shared/fees/escrow-surcharge';
import { formatCents } from '@portal/shared/format/money';
import { Hono } from 'hono';
import { z } from 'zod';
import { type Account, getAccount } from '#src/areas/accounts/store.ts';
import { publicOrigin } from '#src/areas/auth/links.ts';
import { getUser } from '#src/areas/users/store.ts';
import { getConfig } from '#src/platform/config.ts';
import type { AppContext, AppEnv, SessionUser } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { conflict, forbidden } from '#src/platform/errors.ts';
import { currentUser, requireUser } from '#src/platform/session.ts';
import { body, parseOr400 } from '#src/platform/validate.ts';
import { completeDeposit, confirmTransaction, grantPreauthorization, startCardPayment } from './card-payments.ts';
import { iframeCommunicatorHtml } from './communicator.ts';
import { assertMayAddOn, getAddOnOptions, getUserAddOnConfirmation, userAddOn } from './flat-fee-add-on.ts';
import { closeUserPreauthorizations } from './preauth.ts';
import { cardSearchPrices } from './search-prices.ts';
import { usageBalanceOf } from './usage-balance.ts';
import { handleWebhook } from './webhook.ts';

export const COMMUNICATOR_PATH = '/api/creditcard/iframeCommunicator';

export const cardMessages = {
  cardUsersOnly: 'Card preauthorization is only for users who pay by credit card.',
  depositNotAllowed: 'Deposits by card are not available for this account.',
  declined: 'The card payment was not approved. Your balance was not changed.',
  authorizationFailed:
    'Failed to process credit card authorization from the card provider. Note, you will not be charged. Please contact the county or vendor support for assistance.',
} as const;

/** The provider's transactResponse as the browser posts it: transId names the transaction; the rest is checked. */
const transactResponseSchema = z.looseObject({
  transId: z.union([z.string(), z.number()]).transform(String),
  totalAmount: z.union([z.string(), z.number()]).optional(),
  responseCode: z.union([z.string(), z.number()]).optional(),
});

async function payer(c: AppContext): Promise<{ county: string; user: SessionUser; account: Account | undefined }> {
  const user = currentUser(c);
  const county = c.get('county');
  return { county, user, account: await getAccount(county, user.accountId) };
}

const communicatorUrl = (c: AppContext) => `${publicOrigin(c)}${COMMUNICATOR_PATH}`;

export const paymentsRoutes = new Hono<AppEnv>()
  .get('/creditcard/iframeCommunicator', (c) => c.html(iframeCommunicatorHtml))
  .use('/creditcard/*', requireUser)
  .use('/escrowDeposit/*', requireUser)
  .use('/flatFee/*', requireUser)
  .post('/creditcard/authorize', async (c) => {
    const { county, user, account } = await payer(c);
    if (!account || staffRoles.includes(user.role) || account.paymentMethod !== 'CREDIT_CARD') {
      throw forbidden(cardMessages.cardUsersOnly);
    }
    const { maxAmount } = await getConfig(county, 'creditCardExtra');
    const email = (await getUser(county, user.userId))?.email;
    const { token } = await startCardPayment({
      county,
      user,
      account,
      kind: 'PREAUTH',
      amountCents: maxAmount,
      description: `Preauthorization of ${formatCents(maxAmount)} for ${user.username}`,
      communicatorUrl: communicatorUrl(c),
      ...(email ? { email } : {}),
    });
    return ok(c, { token, amountCents: maxAmount, amount: formatCents(maxAmount) });
  })
  .get('/creditcard/searchPrices', async (c) => {
    const { county, user, account } = await payer(c);
    if (!account || staffRoles.includes(user.role) || account.paymentMethod !== 'CREDIT_CARD') {
      throw forbidden(cardMessages.cardUsersOnly);
    }
    return ok(c, await cardSearchPrices(county, user.userId, account));
  })
  .post('/creditcard/authorizationResponse', body(transactResponseSchema), async (c) => {
    const county = c.get('county');
    const { userId } = currentUser(c);
    const confirmed = await confirmTransaction(county, c.req.valid('json'), { kind: 'PREAUTH', userId });
    const granted = await grantPreauthorization(county, confirmed);
    if (!granted.authorized) return ok(c, { authorizationOkay: false }, cardMessages.authorizationFailed);
    return ok(c, {
      authorizationOkay: true,
      amountCents: granted.amountCents,
      amount: formatCents(granted.amountCents),
      transId: granted.transId,
    });
  })
  .post('/creditcard/closeAuthorization', async (c) => {
    const { userId } = currentUser(c);
    return ok(c, { closed: await closeUserPreauthorizations(c.get('county'), userId, 'USER') });
  })
  .post('/escrowDeposit/initiateDeposit', async (c) => {
    const { county, user, account } = await payer(c);
    const escrow = await getConfig(county, 'escrow');
    const mayReload = user.role === 'ACCOUNT' || !!account?.userReload;
    if (account?.paymentMethod !== 'ESCROW' || !escrow.reloadByCreditCard || !mayReload) {
      throw forbidden(cardMessages.depositNotAllowed);
    }
    const { amount } = parseOr400(z.object({ amount: depositAmountSchema(escrow) }), await c.req.json());
    const charge = escrowDepositSurcharge({ depositCents: amount, escrow });
    const { token } = await startCardPayment({
      county,
      user,
      account,
      kind: 'DEPOSIT',
      amountCents: charge.totalCents,
      depositCents: charge.depositCents,
      surchargeCents: charge.surchargeCents,
      description: `Escrow deposit of ${formatCents(charge.depositCents)} to ${account.name}`,
      communicatorUrl: communicatorUrl(c),
    });
    return ok(c, { tokenResults: { token }, ...charge });
  })
  .post('/escrowDeposit/completeDeposit', body(transactResponseSchema), async (c) => {
    const { county, user, account } = await payer(c);
    const confirmed = await confirmTransaction(county, c.req.valid('json'), { kind: 'DEPOSIT', userId: user.userId });
    const done = await completeDeposit(county, confirmed);
    if (!done.completed) throw conflict(cardMessages.declined);
    const usageBalance = await usageBalanceOf(county, user, { account, changed: true });
    return ok(
      c,
      { depositCents: done.depositCents, usageBalance },
      `${formatCents(done.depositCents)} was added to your escrow balance.`,
    );
  })
  .post('/flatFee/getAddOnOptions', async (c) => {
    const { county, user, account } = await payer(c);
    assertMayAddOn(user, account);
    return ok(c, await getAddOnOptions(county, account));
  })
  .post(
    '/flatFee/getUserAddOnConfirmation',
    body(
      z.object({
        option: z.string().max(10),
        imageStateReference: z.object({ imageStateGuid: z.string().min(1).max(64) }),
      }),
    ),
    async (c) => {
      const { county, user, account } = await payer(c);
      assertMayAddOn(user, account);
      const { option, imageStateReference } = c.req.valid('json');
      return ok(c, await getUserAddOnConfirmation(county, user, account, option, imageStateReference.imageStateGuid));
    },
  )
  .post('/flatFee/userAddOn', body(z.object({ imageStateGuid: z.string().min(1).max(64) })), async (c) => {
    const { county, user, account } = await payer(c);
    assertMayAddOn(user, account);
    return ok(c, await userAddOn(county, user, account, c.req.valid('json').imageStateGuid));
  })
  .post('/webhooks/authorizenet', async (c) =>
    ok(c, await handleWebhook(c.get('county'), await c.req.text(), c.req.header('x-anet-signature'))),
  );
