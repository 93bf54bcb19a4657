// The pages of a recorded document: the recorder's stamp and return-to box, the instrument's title, the operative
// paragraph naming the parties and the land, the fine print, signatures and the acknowledgment; an exhibit with
// the legal description when the document runs longer than a page. A plat's first page is its drawing.
import { DEED_CLAUSES, GENERAL_CLAUSES, LEASE_CLAUSES, MORTGAGE_CLAUSES, RELEASE_CLAUSES } from './boilerplate.ts';
import { dayNumber, longDate, stampDateTime } from './calendar.ts';
import { Page } from './canvas.ts';
import { instrument } from './codes.ts';
import type { Recorded } from './draft.ts';
import { money } from './format.ts';
import { heading } from './glyphs.ts';
import { partyList } from './names.ts';
import {
  acknowledgment,
  continuationHeader,
  FOOTER_Y,
  fillParagraphs,
  footer,
  LEFT,
  type PageContext,
  recorderStamp,
  signatures,
  TEXT_WIDTH,
} from './pages-common.ts';
import { platDrawing } from './pages-plat.ts';

const dayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return dayNumber(y, m, d);
};

/** '123456789' -> '12.345.6789' as Minnesota prints parcel ids */
const printedParcelId = (id: string) =>
  /^\d{9}$/.test(id) ? `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5)}` : id;

export async function documentPages(ctx: PageContext, rec: Recorded): Promise<Page[]> {
  const { row } = rec;
  const { fonts, profile, rng } = ctx;
  const count = row.pageCount ?? rec.pages;
  const group = instrument(row.instrumentCode).group;
  const grantors = row.grantors ?? [];
  const grantees = row.grantees ?? [];
  const signedOn = longDate(dayOf(row.instrumentDate ?? row.recordedDateTime.slice(0, 10)));
  const island = row.tracts?.[0]?.island;
  const docLabel = `${row.docType === 'T' ? 'Torrens ' : ''}Doc No. ${row.docNumber}`;
  const pages: Page[] = [];
  const pool = clauses(group, row.instrumentCode);
  const numbered = pool === MORTGAGE_CLAUSES;
  const cursor = { pool, next: numbered ? 0 : rng.int(0, pool.length - 1), numbered };

  const exhibit = !rec.plat && count > 1 && rec.legalText !== undefined && rec.legalText.length > 120;

  // page 1
  const first = new Page(rng);
  const moment = rec.moment;
  const stampLines = [
    profile.office,
    profile.countyName,
    `${row.docType === 'T' ? 'TORRENS ' : ''}DOCUMENT NO. ${row.docNumber}`,
    'CERTIFIED, FILED AND/OR RECORDED ON',
    stampDateTime(moment),
  ];
  if (row.book) stampLines.push(`BOOK ${row.book} PAGE ${row.page}`);
  if (row.torrensCertificates?.length) {
    stampLines.push(`CERTIFICATE NO. ${row.torrensCertificates.map((c) => c.certificateNumber).join(', ')}`);
  }
  stampLines.push(profile.recorder, `FEE: $${rng.int(23, 92)}.00   PAGES: ${count}`);
  recorderStamp(first, ctx, stampLines);
  const returnTo = rng.pick(profile.titleCompanies);
  first.text(fonts.small, LEFT, 60, 'Recording requested by and return to:');
  first.text(fonts.small, LEFT, 76, returnTo);
  const streets =
    profile.id === 'marianas' ? ['BEACH RD', 'MIDDLE RD', 'CHALAN LAULAU'] : ['MAIN ST', 'BROADWAY', '1ST AVE N'];
  first.text(fonts.small, LEFT, 92, `${rng.int(100, 9999)} ${rng.pick(streets)}`);

  if (rec.plat) {
    await platDrawing(first, ctx, rec.plat, 250);
    footer(first, ctx, 1, count);
    pages.push(first);
  } else {
    const title = await heading(rec.description.toUpperCase(), rec.description.length > 28 ? 24 : 30);
    first.bitmap(title, Math.max(LEFT, 425 - title.width / 2), 250);
    let y = 340;
    y = first.paragraph(fonts.body, LEFT, y, TEXT_WIDTH, `Date: ${signedOn}`) + 8;
    y = first.paragraph(fonts.body, LEFT, y, TEXT_WIDTH, operative(rec, profile.countyName)) + 10;
    if (rec.legalText) {
      if (exhibit) {
        y =
          first.paragraph(
            fonts.body,
            LEFT + 40,
            y,
            TEXT_WIDTH - 80,
            'See Exhibit A attached hereto and made a part hereof.',
          ) + 10;
      } else {
        y = first.paragraph(fonts.bold, LEFT + 40, y, TEXT_WIDTH - 80, rec.legalText) + 10;
      }
    }
    const pid = row.parcelIds?.[0];
    if (pid && profile.id !== 'marianas') {
      y = first.paragraph(fonts.body, LEFT, y, TEXT_WIDTH, `Tax Parcel No.: ${printedParcelId(pid)}`);
    }
    const address = row.addresses?.[0];
    if (address) {
      y = first.paragraph(
        fonts.body,
        LEFT,
        y,
        TEXT_WIDTH,
        `Property Address: ${address.streetNumber} ${address.streetName}${address.city ? `, ${address.city}` : ''}`,
      );
    }
    y += 10;
    if (count === 1) {
      y = fillParagraphs(first, ctx, y, 700, cursor);
      y = signatures(first, ctx, Math.max(y, 640), signersOf(group, grantors, grantees));
      if (y < 900) acknowledgment(first, ctx, y, signedOn, signersOf(group, grantors, grantees), island);
    } else {
      fillParagraphs(first, ctx, y, FOOTER_Y - 60, cursor);
    }
    first.text(fonts.small, LEFT, FOOTER_Y - 22, `This instrument was drafted by: ${returnTo}`);
    footer(first, ctx, 1, count);
    pages.push(first);
  }

  // the following pages
  for (let n = 2; n <= count; n++) {
    const page = new Page(rng);
    let y = continuationHeader(page, ctx, rec.description, docLabel);
    if (n < count) {
      fillParagraphs(page, ctx, y, FOOTER_Y - 40, cursor);
    } else {
      if (exhibit && rec.legalText) {
        page.centered(fonts.bold, 425, y, 'EXHIBIT A');
        y = page.paragraph(fonts.body, LEFT + 20, y + 30, TEXT_WIDTH - 40, rec.legalText) + 20;
      } else {
        y = fillParagraphs(page, ctx, y, 420, { pool: GENERAL_CLAUSES, next: rng.int(0, 5), numbered: false });
      }
      y = page.paragraph(
        fonts.body,
        LEFT,
        y,
        TEXT_WIDTH,
        `IN WITNESS WHEREOF, the undersigned have executed this instrument on ${signedOn}.`,
      );
      const signers = signersOf(group, grantors, grantees);
      y = signatures(page, ctx, y + 4, signers);
      if (y < 880) acknowledgment(page, ctx, y, signedOn, signers, island);
    }
    footer(page, ctx, n, count);
    pages.push(page);
  }
  for (const page of pages) page.specks(rng, rng.int(20, 120));
  return pages;
}

/** Who signs: the grantors, except on a release or satisfaction signed by the holder (also the grantor). */
function signersOf(_group: string, grantors: Recorded['row']['grantors'], grantees: Recorded['row']['grantees']) {
  const out = grantors?.length ? grantors : (grantees ?? []);
  return out;
}

function clauses(group: string, code: string): readonly string[] {
  if (group === 'MORTGAGE') return code === 'MTG' || code === 'MOD' ? MORTGAGE_CLAUSES : RELEASE_CLAUSES;
  if (group === 'DEED' || group === 'PROBATE') return DEED_CLAUSES;
  if (group === 'LEASE') return LEASE_CLAUSES;
  if (group === 'LIEN') return [...RELEASE_CLAUSES, ...GENERAL_CLAUSES];
  return GENERAL_CLAUSES;
}

/** The paragraph that does the work: who gives what to whom. */
function operative(rec: Recorded, county: string): string {
  const { row } = rec;
  const from = partyList(row.grantors ?? []);
  const to = partyList(row.grantees ?? []);
  const countyPhrase = county
    .toLowerCase()
    .replace(/\b[a-z]+/g, (w) => (['of', 'the', 'and'].includes(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)));
  const ref = row.references?.[0];
  const refText = ref ? `Document No. ${ref.docNumber}` : 'the records of this office';
  const price = row.salePriceCents
    ? ` in consideration of ${money(row.salePriceCents)},`
    : ' for valuable consideration,';
  switch (row.instrumentCode) {
    case 'WD':
    case 'LWD':
    case 'TD':
    case 'PRD':
      return `${from}, Grantor,${price} hereby conveys and warrants to ${to}, Grantee, real property in ${countyPhrase}, described as follows:`;
    case 'QCD':
      return `For valuable consideration, ${from}, Grantor, hereby conveys and quitclaims to ${to}, Grantee, all interest in real property in ${countyPhrase}, described as follows:`;
    case 'DOG':
      return `For and in consideration of love and affection, ${from}, Donor, does hereby give, grant and convey unto ${to}, Donee, the following described land in ${countyPhrase}:`;
    case 'CD':
      return `THIS CONTRACT FOR DEED is made by ${from}, Seller, and ${to}, Purchaser. Seller agrees to sell and Purchaser agrees to buy${price.replace(/,$/, '')} the real property in ${countyPhrase} described as follows:`;
    case 'MTG':
      return `THIS MORTGAGE is made on the date above between ${from} ("Borrower") and ${to} ("Lender"). Borrower owes Lender the principal sum of ${money(row.mortgageAmountCents ?? 0)}. To secure repayment, Borrower does hereby mortgage, grant and convey to Lender the following described property located in ${countyPhrase}:`;
    case 'SAT':
    case 'PREL':
      return `KNOW ALL PERSONS BY THESE PRESENTS that ${from}, the holder of the mortgage executed by ${to} and recorded as ${refText}, hereby certifies that the mortgage is ${row.instrumentCode === 'SAT' ? 'fully paid and satisfied' : 'released as to the following land only'}, and consents that it be discharged of record. The land is described as follows:`;
    case 'AOM':
      return `For value received, ${from} hereby assigns and transfers to ${to} all of its right, title and interest in the mortgage recorded as ${refText}, together with the note and debt secured thereby, encumbering the following land:`;
    case 'MOD':
    case 'SUB':
      return `This agreement between ${from} and ${to} modifies the priority or terms of the mortgage recorded as ${refText}, as set forth herein, and affects the following land:`;
    case 'EAS':
      return `${from}, Grantor, for valuable consideration, hereby grants to ${to}, Grantee, its successors and assigns, a perpetual easement to construct, operate and maintain utility lines over, under and across the following land:`;
    case 'LSE':
    case 'MLS':
      return `THIS LEASE is made between ${from}, Lessor, and ${to}, Lessee. Lessor leases to Lessee the following described land in ${countyPhrase}, upon the terms stated herein:`;
    case 'ALS':
      return `${from}, Assignor, hereby assigns to ${to}, Assignee, all of Assignor's interest as lessee under the lease recorded as ${refText}, covering the following land:`;
    case 'POA':
      return `KNOW ALL PERSONS BY THESE PRESENTS that I, ${from}, do hereby appoint ${to} as my true and lawful attorney-in-fact, to sell, convey, mortgage or otherwise deal with real property, including the following:`;
    case 'LP':
      return `NOTICE IS HEREBY GIVEN that an action has been commenced by ${from}, Plaintiff, against ${to}, Defendants, to foreclose the mortgage recorded as ${refText}, affecting the following land:`;
    case 'SHC':
      return `I, the Sheriff of ${countyPhrase}, certify that the following land was sold at a foreclosure sale under the mortgage recorded as ${refText}, formerly owned by ${from}, to ${to}, the highest bidder${price.replace(/,$/, '')}:`;
    case 'DC':
      return `CERTIFICATE OF DEATH. This is to certify that the records of the Office of Vital Records show the death of ${from}, formerly owner of an interest in the following land:`;
    default:
      return `${from}${to ? ` and ${to}` : ''} execute this ${rec.description.toLowerCase()} concerning ${rec.legalText ? `the following land in ${countyPhrase}` : countyPhrase}${row.additionalInfo?.length ? ` (${row.additionalInfo[0]})` : ''}:`;
  }
}
