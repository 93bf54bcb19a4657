// search/chainOfTitle (issue 32): the chain of title of one piece of land, and the same report as a PDF (an abstract
// of title) and a workbook. Any signed-in user whom the county's switches and search access allow
// (chain-access.ts). The land is read first (an unknown certificate is a 404 and costs nothing), then the report is
// charged once per requestId (charge-chain.ts): the screen and its downloads are one report.
import type { ChainOfTitleAnswer } from '@portal/shared/chain-of-title/chain';
import { type ChainOfTitleCall, chainOfTitleCall } from '@portal/shared/chain-of-title/request';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { conflict } from '#src/platform/errors.ts';
import { currentUser, requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { assertChainAllowed } from './chain-access.ts';
import { chainPdf } from './chain-pdf.ts';
import { chainSheet } from './chain-sheet.ts';
import { chargeChain } from './charge-chain.ts';
import { readChain } from './read-chain.ts';

async function paidChain(c: AppContext, call: ChainOfTitleCall): Promise<ChainOfTitleAnswer> {
  const county = c.get('county');
  const user = currentUser(c);
  const { requestId, ...land } = call;
  const account = await assertChainAllowed(county, user, land.by);
  const report = await readChain(county, land);
  const charge = await chargeChain(county, user, account, report.land, requestId);
  const shown = !charge.paymentNeeded && !charge.paymentNeededAgain;
  return { ...charge, report: shown ? report : null };
}

const files = {
  pdf: { type: 'application/pdf', make: chainPdf },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', make: chainSheet },
} as const;

async function download(c: AppContext, call: ChainOfTitleCall, kind: keyof typeof files): Promise<Response> {
  const { report } = await paidChain(c, call);
  if (!report) throw conflict('Authorize a card payment for the chain of title first, then download it.');
  const bytes = await files[kind].make(report);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': files[kind].type,
    'Content-Disposition': `attachment; filename="ChainOfTitle.${kind}"`,
    'Cache-Control': 'no-store',
  });
}

export const chainOfTitleRoutes = new Hono<AppEnv>()
  .use('/search/chainOfTitle', requireUser)
  .use('/search/chainOfTitle/*', requireUser)
  .post('/search/chainOfTitle', body(chainOfTitleCall), async (c) => ok(c, await paidChain(c, c.req.valid('json'))))
  .post('/search/chainOfTitle/pdf', body(chainOfTitleCall), (c) => download(c, c.req.valid('json'), 'pdf'))
  .post('/search/chainOfTitle/xlsx', body(chainOfTitleCall), (c) => download(c, c.req.valid('json'), 'xlsx'));
