// A hand-checked corpus of chains of title: the documents recorded on a few pieces of land, written with the demo
// code lists (scripts/seed/demo-records/codes.ts), and per piece of land the owner and open encumbrances an
// examiner reading the documents by hand finds. chain-of-title.test.ts asserts them through the API.
import { documentRow } from '@portal/shared/records/document';
import { taxLienRow } from '@portal/shared/records/tax-lien';
import { torrensCertificateRow } from '@portal/shared/records/torrens';
import type { z } from 'zod';

type DocInput = z.input<typeof documentRow>;
const who = (lastName: string, firstName?: string) => ({ lastName, firstName });
const ref = (docNumber: string, docType = 'A') => ({ docType, docNumber });
const doc = (docNumber: string, instrumentCode: string, recorded: string, rest: Partial<DocInput>) =>
  documentRow.parse({ docType: 'A', docNumber, instrumentCode, recordedDateTime: `${recorded}T10:00`, ...rest });

const smith = who('SMITH', 'JOHN');
const jones = who('JONES', 'MARY');
const lees = [who('LEE', 'DAVID'), who('LEE', 'ANN')];
const usa = who('UNITED STATES OF AMERICA');

// Parcel R100, also Lot 4 Block 2 of plat P100: sold twice, a mortgage paid off on the sale, a refinance
// (the old mortgage satisfied, the new one assigned and left open), a second mortgage left open, an easement that
// refers to a plat not on file, a federal tax lien released and a later one not released.
const r100 = { parcelIds: ['R100'], legals: [{ kind: 'LB' as const, platCode: 'P100', block: '2', lot: '4' }] };
export const parcelR100 = [
  doc('1001', 'WD', '1990-03-01', { ...r100, grantors: [smith], grantees: [jones], salePriceCents: 9_500_000 }),
  doc('1002', 'MTG', '1990-03-01', {
    ...r100,
    grantors: [jones],
    grantees: [who('FIRST BANK')],
    mortgageAmountCents: 8_000_000,
  }),
  doc('1010', 'WD', '2005-06-10', { ...r100, grantors: [jones], grantees: lees, salePriceCents: 19_000_000 }),
  doc('1012', 'MTG', '2005-06-10', {
    ...r100,
    grantors: lees,
    grantees: [who('HOMETOWN BANK')],
    mortgageAmountCents: 15_000_000,
  }),
  doc('1011', 'SAT', '2005-06-20', {
    ...r100,
    grantors: [who('FIRST BANK')],
    grantees: [jones],
    references: [ref('1002')],
  }),
  doc('1020', 'MTG', '2012-04-02', {
    ...r100,
    grantors: lees,
    grantees: [who('CITY CREDIT UNION')],
    mortgageAmountCents: 14_000_000,
  }),
  doc('1021', 'SAT', '2012-05-01', {
    ...r100,
    grantors: [who('HOMETOWN BANK')],
    grantees: lees,
    references: [ref('1012')],
  }),
  doc('1022', 'AOM', '2013-01-15', {
    ...r100,
    grantors: [who('CITY CREDIT UNION')],
    grantees: [who('FEDERAL NATIONAL MORTGAGE ASSOCIATION')],
    references: [ref('1020')],
  }),
  doc('1030', 'EAS', '2014-07-01', {
    ...r100,
    grantors: lees,
    grantees: [who('LAKEWOOD POWER COOPERATIVE')],
    references: [ref('990')],
  }),
  doc('1040', 'FTL', '2018-02-01', { ...r100, grantors: [who('LEE', 'DAVID')], grantees: [usa] }),
  doc('1041', 'RFTL', '2019-03-01', {
    ...r100,
    grantors: [usa],
    grantees: [who('LEE', 'DAVID')],
    references: [ref('1040')],
  }),
  doc('1050', 'FTL', '2021-09-01', { ...r100, grantors: [who('LEE', 'DAVID')], grantees: [usa] }),
  doc('1060', 'MTG', '2022-01-10', {
    ...r100,
    grantors: lees,
    grantees: [who('SECOND STREET BANK')],
    mortgageAmountCents: 3_000_000,
  }),
];

// Parcel R200: three conveyances (the last a quit claim adding a spouse), its mortgage satisfied by a satisfaction
// that also names a document not on file, and a release of a state tax lien that is on file but not on this land.
const r200 = { parcelIds: ['R200'] };
const carters = [who('CARTER', 'TOM'), who('CARTER', 'SUE')];
export const parcelR200 = [
  doc('2001', 'WD', '1975-05-05', { ...r200, grantors: [who('ADAMS', 'ROY')], grantees: [who('BAKER', 'EVA')] }),
  doc('2002', 'WD', '1988-08-08', { ...r200, grantors: [who('BAKER', 'EVA')], grantees: [who('CARTER', 'TOM')] }),
  doc('2003', 'MTG', '1988-08-08', {
    ...r200,
    grantors: [who('CARTER', 'TOM')],
    grantees: [who('LAKEWOOD SAVINGS')],
    mortgageAmountCents: 5_000_000,
  }),
  doc('2004', 'QCD', '1999-09-09', { ...r200, grantors: [who('CARTER', 'TOM')], grantees: carters }),
  doc('2005', 'SAT', '2001-01-10', {
    ...r200,
    grantors: [who('LAKEWOOD SAVINGS')],
    grantees: carters,
    references: [ref('2003'), ref('1999')],
  }),
  doc('2006', 'RSTL', '2003-03-03', {
    ...r200,
    grantors: [who('MINNESOTA DEPARTMENT OF REVENUE')],
    grantees: [who('CARTER', 'TOM')],
    references: [ref('9000', 'L')],
  }),
];
export const stateLien = taxLienRow.parse({
  docType: 'L',
  docNumber: '9000',
  instrumentCode: 'STL',
  recordedDateTime: '2002-02-02T09:00',
  lienNumber: 'ST-2002-1',
  lienDate: '2002-01-20',
  lienType: 'STATE',
  totalAmountCents: 123_456,
  taxpayers: [{ ...who('CARTER', 'TOM'), address: '200 Main St' }],
});

// A Marianas tract (Saipan, Garapan, 001-A-12): a deed of gift after a determination of ownership, a mortgage left
// open. A document of the tract 001-A-120 beside it is not on this land.
const tract = (parcelId: string) => ({ tracts: [{ island: 'Saipan', village: 'Garapan', parcelId }] });
export const tract12 = [
  doc('3001', 'DOO', '1985-01-15', {
    ...tract('001-A-12'),
    grantors: [who('LAND COMMISSION')],
    grantees: [who('CAMACHO', 'ROSA')],
  }),
  doc('3002', 'DOG', '2001-07-04', {
    ...tract('001-A-12'),
    grantors: [who('CAMACHO', 'ROSA')],
    grantees: [who('CAMACHO', 'JUAN')],
  }),
  doc('3003', 'MTG', '2010-10-10', {
    ...tract('001-A-12'),
    grantors: [who('CAMACHO', 'JUAN')],
    grantees: [who('BANK OF SAIPAN')],
    mortgageAmountCents: 6_500_000,
  }),
  doc('3010', 'WD', '2015-02-02', {
    ...tract('001-A-120'),
    grantors: [who('SABLAN', 'ANA')],
    grantees: [who('TENORIO', 'LUIS')],
  }),
];

// Torrens certificate 5001: a transfer and a mortgage registered as memorials, and a memorial whose document is
// not on file.
export const torrens = [
  doc('4001', 'WD', '2008-03-03', { docType: 'T', grantors: [who('OLSON', 'KARL')], grantees: [who('NELSON', 'IDA')] }),
  doc('4002', 'MTG', '2008-03-03', {
    docType: 'T',
    grantors: [who('NELSON', 'IDA')],
    grantees: [who('NORTH STAR BANK')],
    mortgageAmountCents: 12_000_000,
  }),
];
export const certificate5001 = torrensCertificateRow.parse({
  certificateNumber: '5001',
  certifiedDate: '2008-03-03',
  shortStatus: 'A',
  memorials: [
    { docType: 'T', docNumber: '4001', recordedDate: '2008-03-03' },
    { docType: 'T', docNumber: '4002', recordedDate: '2008-03-03' },
    { docType: 'T', docNumber: '4003', recordedDate: '2009-01-01', text: 'AFFIDAVIT' },
  ],
});
