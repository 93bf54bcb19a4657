// imaging/getImage: the paid order's pages as one PDF, built from the stored page JPEGs. A paid order can be
// fetched again until it expires, so a failed download never leaves a charge for nothing.
import { imagingMessages } from '@portal/shared/imaging/messages';
import { type GetImageResponse, SAVE_AS_SUFFIX } from '@portal/shared/imaging/types';
import { getImageState, type ImageState } from '#src/data/app/images.ts';
import { conflict, notFound } from '#src/platform/errors.ts';
import type { ImagingCaller } from './access.ts';
import { buildPdf } from './build-pdf.ts';
import { readAll, readPageImage } from './page-images.ts';

export async function getImage(caller: ImagingCaller, guid: string): Promise<GetImageResponse> {
  const state = await getImageState(caller.county, caller.user.userId, guid);
  if (!state || state.status === 'CANCELLED') throw notFound(imagingMessages.noImageState);
  if (state.status !== 'PAID') throw conflict(imagingMessages.notPaid);
  const pdf = await orderPdf(state);
  const header = { uiSaveAsImageName: saveAsName(state) };
  if (!pdf) return { preview: true, pdf: '', header };
  return { preview: false, pdf: Buffer.from(pdf).toString('base64'), header };
}

/** The PDF of the order's pages, or undefined when none of them has an image on file. */
export async function orderPdf(state: ImageState): Promise<Uint8Array | undefined> {
  const images = await readAll(state.pages, (p) => readPageImage(state.county, state.docId, p));
  const missing = state.pages.filter((_, i) => !images[i]);
  if (missing.length === state.pages.length) return undefined;
  if (missing.length) throw notFound(`The image of page ${missing[0]} is not on file.`);
  return buildPdf(
    state.pages.map((page, i) => ({ page, jpeg: images[i] as Uint8Array })),
    `${state.title} pages ${state.selectedAsCsv || state.pages.join(', ')}`,
  );
}

/** 'A1000{suffix}.pdf': the client puts the pages chosen in place of the suffix. */
export function saveAsName(state: Pick<ImageState, 'documentType' | 'documentNumber'>): string {
  const base = `${state.documentType}${state.documentNumber}`.replace(/[^\w.-]+/g, '_');
  return `${base}${SAVE_AS_SUFFIX}.pdf`;
}
