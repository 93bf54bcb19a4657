// imaging/computeDownloadOrder and recomputeDownloadOrder: check the selection against the stored document,
// price it (pages bought before are free), build the fee table and keep the order as an image state.
import { IMAGE_STATE_TTL_SECONDS } from '@portal/shared/imaging/constants';
import { buildFeeSchedule, feeTexts } from '@portal/shared/imaging/fee-schedule';
import { imagingMessages } from '@portal/shared/imaging/messages';
import { allPages, formatPageList, parsePageList } from '@portal/shared/imaging/page-list';
import type { ComputeDownloadOrderInput, PageSelectionMethod } from '@portal/shared/imaging/schemas';
import type { DownloadOrder, ImageStateView } from '@portal/shared/imaging/types';
import { getAccount } from '#src/data/app/accounts.ts';
import { getImageState, type ImageState, purchasedPages, putImageState } from '#src/data/app/images.ts';
import { badRequest, notFound } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import type { ImagingCaller } from './access.ts';
import { balanceFor } from './balances.ts';
import { documentTitles, findImageDocument, type ImageDocument } from './document-source.ts';
import { assertGuestMayBuy } from './guest-credit.ts';
import { pagesOnFile } from './page-images.ts';
import { priceOrder } from './pricing.ts';
import { purchaseOptionsFor } from './purchase-options.ts';

export async function computeDownloadOrder(
  caller: ImagingCaller,
  input: ComputeDownloadOrderInput,
): Promise<DownloadOrder> {
  const documentType = input.documentKey.slice(0, 1);
  const documentNumber = input.documentKey.slice(1);
  const doc = await findImageDocument(caller.county, documentType, documentNumber);
  if (!doc) throw notFound(imagingMessages.noDocument);
  return priceAndKeep(caller, doc, input.pageSelectionMethod, input.pagesSelected, newId());
}

export async function recomputeDownloadOrder(caller: ImagingCaller, guid: string): Promise<DownloadOrder> {
  const state = await getImageState(caller.county, caller.user.userId, guid);
  if (!state) throw notFound(imagingMessages.noImageState);
  if (state.status === 'PAID') return { feeSchedule: state.feeSchedule, imageState: stateView(state) };
  const doc = await findImageDocument(caller.county, state.documentType, state.documentNumber);
  if (!doc) throw notFound(imagingMessages.noDocument);
  // The account's balance may have changed (a deposit, an add-on): read it again.
  const account = (await getAccount(caller.county, caller.account.id)) ?? caller.account;
  return priceAndKeep({ ...caller, account }, doc, state.pageSelectionMethod, state.selectedAsCsv, guid);
}

/** The selected pages, or a 400 with the spec's message. */
export function selectionOf(method: PageSelectionMethod, csv: string, pageCount: number): number[] {
  if (method === 'ENTIRE_DOCUMENT') {
    if (pageCount < 1)
      throw badRequest(imagingMessages.noPagesSelected, { pagesSelected: imagingMessages.noPagesSelected });
    return allPages(pageCount);
  }
  const parsed = parsePageList(csv, pageCount);
  if (!parsed.ok) throw badRequest(parsed.message, { pagesSelected: parsed.message });
  return parsed.pages;
}

async function priceAndKeep(
  caller: ImagingCaller,
  doc: ImageDocument,
  method: PageSelectionMethod,
  csv: string,
  guid: string,
): Promise<DownloadOrder> {
  const { county, user, account } = caller;
  const pages = selectionOf(method, csv, doc.pageCount);
  // Charge only for pages whose image is on file, so nobody pays for a page that cannot be delivered.
  const onFile = await pagesOnFile(county, doc.docId);
  const missing = pages.find((p) => !onFile.has(p));
  if (missing !== undefined) throw notFound(`The image of page ${missing} is not on file.`);

  const purchased = await purchasedPages(county, account.id, doc.docId);
  const priced = await priceOrder({ county, role: user.role, account, doc, selected: pages, purchased });
  const balance = await balanceFor(county, user.userId, account, priced.kind);
  const { uiTitleBeginningOfSentence: title } = documentTitles(doc);
  const feeInput = {
    kind: priced.kind,
    beginning: balance.amount,
    preauthorized: balance.preauthorized,
    lines: priced.lines,
    title,
    chargedPages: priced.chargedPages,
    alreadyPurchased: priced.alreadyPurchased,
    hasBuyOptions: true,
  };
  const first = buildFeeSchedule(feeInput);
  const purchaseOptions = await purchaseOptionsFor({
    county,
    user,
    account,
    kind: priced.kind,
    beginning: balance.amount,
    total: first.total,
    preauthorized: balance.preauthorized,
  });
  const fees = buildFeeSchedule({ ...feeInput, hasBuyOptions: purchaseOptions.hasBuyOptions });
  await assertGuestMayBuy(county, user, priced.kind, fees.total);

  const state: ImageState = {
    guid,
    county,
    userId: user.userId,
    accountId: account.id,
    docId: doc.docId,
    documentType: doc.documentType,
    documentNumber: doc.documentNumber,
    instrumentCode: doc.instrumentCode,
    pageCount: doc.pageCount,
    title,
    pageSelectionMethod: method,
    selectedAsCsv: method === 'CSV_PAGES' ? formatPageList(pages) : csv,
    pages,
    chargedPages: priced.chargedPages,
    alreadyPurchased: priced.alreadyPurchased,
    grantedPages: priced.grantedPages,
    kind: priced.kind,
    lines: priced.lines,
    total: fees.total,
    feeSchedule: fees.feeSchedule,
    purchaseOptions,
    exceedsPreauthorization: fees.exceedsPreauthorization,
    status: 'OPEN',
    createdAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + IMAGE_STATE_TTL_SECONDS,
  };
  try {
    await putImageState(state);
  } catch (err) {
    // Paid meanwhile (another tab): the paid order stands.
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    const paid = await getImageState(county, user.userId, guid);
    if (!paid) throw err;
    return { feeSchedule: paid.feeSchedule, imageState: stateView(paid) };
  }
  return { feeSchedule: fees.feeSchedule, imageState: stateView(state) };
}

export function stateView(state: ImageState): ImageStateView {
  return {
    guid: state.guid,
    documentKey: `${state.documentType}${state.documentNumber}`,
    documentType: state.documentType,
    documentNumber: state.documentNumber,
    pageCount: state.pageCount,
    pages: state.pages,
    pageSelectionMethod: state.pageSelectionMethod,
    selectedAsCsv: formatPageList(state.pages),
    status: state.status,
    title: state.exceedsPreauthorization ? feeTexts.exceeding : `${state.title} Download`,
    purchaseOptions: state.purchaseOptions,
  };
}
