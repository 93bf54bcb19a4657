// creditcard/*, escrowDeposit/*, flatFee/* and the provider's webhooks (spec 1 section 7 'Home, payments' and
// 'Image download'). Card data never reaches these routes: the browser posts the provider's transactResponse,
// which only names the transaction the server then confirms with the provider. Thin transport: every body
// through body(schema) with its schema from shared/payments, every guard an assert* of guards.ts.
import { depositAmountSchema } from '@portal/shared/fees/deposit-amount';
import { escrowDepositSurcharge } from '@portal/shared/fees/escrow-surcharge';
import { formatCents } from '@portal/shared/format/money';
import { cardMessages, declinedMessage } from '@portal/shared/payments/messages';
import {
  addOnConfirmationSchema,
  initiateDepositSchema,
  transactResponseSchema,
  userAddOnSchema,
} from '@portal/shared/payments/requests';
import type {
  AuthorizationResult,
  CardAuthorization,
  ClosedAuthorizations,
  CompletedDeposit,
  InitiatedDeposit,
} from '@portal/shared/payments/responses';
import { DECLINED_CARD_FIELD } from '@portal/shared/payments/responses';
import { Hono } from 'hono';
import { z } from 'zod';
import { getUser } from '#src/data/app/users.ts';
import { getConfig } from '#src/platform/config.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { AppError, conflict } from '#src/platform/errors.ts';
import { publicOrigin } from '#src/platform/public-links.ts';
import { currentUser, requireUser } from '#src/platform/session.ts';
import { body, parseOr400 } from '#src/platform/validate.ts';
import {
  completeDeposit,
  confirmTransaction,
  declineOf,
  grantPreauthorization,
  startCardPayment,
} from './card-payments.ts';
import { iframeCommunicatorHtml } from './communicator.ts';
import { getAddOnOptions, getUserAddOnConfirmation, userAddOn } from './flat-fee-add-on.ts';
import { assertCardPayer, assertMayAddOn, assertMayDeposit, payer } from './guards.ts';
import { closeUserPreauthorizations } from './preauth.ts';
import { cardSearchPrices } from './search-prices.ts';
import { usageBalanceOf } from './usage-balance.ts';
import { handleWebhook } from './webhook.ts';

export const COMMUNICATOR_PATH = '/api/creditcard/iframeCommunicator';

const communicatorUrl = async (county: string) => `${await publicOrigin(county)}${COMMUNICATOR_PATH}`;

export const paymentsRoutes = new Hono<AppEnv>()
  .get('/creditcard/iframeCommunicator', (c) => c.html(iframeCommunicatorHtml))
  .use('/creditcard/*', requireUser)
  .use('/escrowDeposit/*', requireUser)
  .use('/flatFee/*', requireUser)
  .post('/creditcard/authorize', async (c) => {
    const { county, user, account } = await payer(c);
    assertCardPayer(user, account);
    const { maxAmount } = await getConfig(county, 'creditCardExtra');
    const email = (await getUser(county, user.userId))?.email;
    const { token } = await startCardPayment({
      county,
      user,
      account,
      kind: 'PREAUTH',
      amountCents: maxAmount,
      description: `Preauthorization of ${formatCents(maxAmount)} for ${user.username}`,
      communicatorUrl: await communicatorUrl(county),
      ...(email ? { email } : {}),
    });
    return ok<CardAuthorization>(c, { token, amountCents: maxAmount, amount: formatCents(maxAmount) });
  })
  .get('/creditcard/searchPrices', async (c) => {
    const { county, user, account } = await payer(c);
    assertCardPayer(user, account);
    return ok(c, await cardSearchPrices(county, user.userId, account));
  })
  .post('/creditcard/authorizationResponse', body(transactResponseSchema), async (c) => {
    const county = c.get('county');
    const { userId } = currentUser(c);
    const confirmed = await confirmTransaction(county, c.req.valid('json'), { kind: 'PREAUTH', userId });
    const granted = await grantPreauthorization(county, confirmed);
    if (!granted.authorized) {
      // A decline is the payer's to fix with another card; anything else not approved is a fault for support.
      const decline = declineOf(confirmed);
      if (decline)
        return ok<AuthorizationResult>(c, { authorizationOkay: false, ...decline }, declinedMessage(decline.reason));
      return ok<AuthorizationResult>(
        c,
        { authorizationOkay: false, declined: false },
        cardMessages.authorizationFailed,
      );
    }
    const { amountCents, transId } = granted;
    return ok<AuthorizationResult>(c, {
      authorizationOkay: true,
      amountCents,
      amount: formatCents(amountCents),
      transId,
    });
  })
  .post('/creditcard/closeAuthorization', async (c) => {
    const { userId } = currentUser(c);
    return ok<ClosedAuthorizations>(c, { closed: await closeUserPreauthorizations(c.get('county'), userId, 'USER') });
  })
  .post('/escrowDeposit/initiateDeposit', body(initiateDepositSchema), async (c) => {
    const { county, user, account } = await payer(c);
    const escrow = await getConfig(county, 'escrow');
    assertMayDeposit(user, account, escrow);
    const { amount } = parseOr400(z.object({ amount: depositAmountSchema(escrow) }), c.req.valid('json'));
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
      communicatorUrl: await communicatorUrl(county),
    });
    return ok<InitiatedDeposit>(c, { tokenResults: { token }, ...charge });
  })
  .post('/escrowDeposit/completeDeposit', body(transactResponseSchema), async (c) => {
    const { county, user, account } = await payer(c);
    const confirmed = await confirmTransaction(county, c.req.valid('json'), { kind: 'DEPOSIT', userId: user.userId });
    const done = await completeDeposit(county, confirmed);
    if (!done.completed) {
      const decline = declineOf(confirmed);
      if (!decline) throw conflict(cardMessages.authorizationFailed);
      throw new AppError('CONFLICT', declinedMessage(decline.reason), { [DECLINED_CARD_FIELD]: decline.reason ?? '' });
    }
    const usageBalance = await usageBalanceOf(county, user, { account, changed: true });
    const message = `${formatCents(done.depositCents)} was added to your escrow balance.`;
    return ok<CompletedDeposit>(c, { depositCents: done.depositCents, usageBalance }, message);
  })
  .post('/flatFee/getAddOnOptions', async (c) => {
    const { county, user, account } = await payer(c);
    assertMayAddOn(user, account);
    return ok(c, await getAddOnOptions(county, account));
  })
  .post('/flatFee/getUserAddOnConfirmation', body(addOnConfirmationSchema), async (c) => {
    const { county, user, account } = await payer(c);
    assertMayAddOn(user, account);
    const { option, imageStateReference } = c.req.valid('json');
    return ok(c, await getUserAddOnConfirmation(county, user, account, option, imageStateReference.imageStateGuid));
  })
  .post('/flatFee/userAddOn', body(userAddOnSchema), async (c) => {
    const { county, user, account } = await payer(c);
    assertMayAddOn(user, account);
    return ok(c, await userAddOn(county, user, account, c.req.valid('json').imageStateGuid));
  })
  // The provider signs the raw body, so it is read as text and verified before it is parsed.
  .post('/webhooks/authorizenet', async (c) =>
    ok(c, await handleWebhook(c.get('county'), await c.req.text(), c.req.header('x-anet-signature'))),
  );
