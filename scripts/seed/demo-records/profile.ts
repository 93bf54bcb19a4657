// What makes a demo county itself: its names, lenders, land (plats, parcels and how they are described), how many
// documents a year it records and how they are numbered. The transactions (transactions.ts) are the same
// everywhere; a profile only says what the land and the people look like.
import type { Address, Tract } from '@portal/shared/records/document';
import type { DocRef } from '@portal/shared/records/fields';
import type { lotsAndBlocksLegal, metesAndBoundsLegal } from '@portal/shared/records/legal';
import type { z } from 'zod';
import type { LenderTable } from './businesses.ts';
import type { ProfileId } from './codes.ts';
import type { NameBook, Party } from './names.ts';
import type { Random } from './random.ts';

export type LegalInput = z.input<typeof lotsAndBlocksLegal> | z.input<typeof metesAndBoundsLegal>;

/** A plat on the county's plat list, with the lots it makes. */
export interface Plat {
  code: string;
  name: string;
  /** the day it was recorded (may be before the documents begin) */
  day: number;
  kind: 'SUBDIVISION' | 'CONDOMINIUM' | 'SURVEY';
  /** blocks (0: lots without blocks); a condominium's buildings; a survey's tracts are its lots */
  blocks: number;
  lotsPerBlock: number;
  outlots: number;
  torrens: boolean;
  municipality: string;
  streets: string[];
  houseBase: number;
  /** where it lies (Minnesota) */
  township?: number;
  range?: number;
  section?: number;
  /** where it lies (Marianas) */
  island?: string;
  village?: string;
}

/** One piece of land and what the records say about it now. */
export interface Parcel {
  key: string;
  legals: LegalInput[];
  /** the legal description as an instrument writes it out */
  legalText: string;
  parcelId: string;
  address?: Address;
  tract?: Tract;
  plat?: Plat;
  /** relative value: 1 is the county's median home */
  value: number;
  owners: Party[];
  torrens: boolean;
  /** the current certificate of title (Torrens land) */
  cert?: CertificateState;
  lastDeed?: DocRef;
  mortgages: OpenMortgage[];
  lease?: { ref: DocRef; lessees: Party[] };
  contract?: { ref: DocRef; vendees: Party[] };
  lisPendens?: DocRef;
  /** a parcel whose owner is the developer of a new plat */
  developerLot?: boolean;
  /** taken back by a lender at a foreclosure sale */
  bankOwned?: boolean;
}

export interface OpenMortgage {
  ref: DocRef;
  borrowers: Party[];
  holder: Party;
  amountCents: number;
  /** the memorial text, for carrying it to a new certificate */
  memorial?: string;
  day: number;
}

export interface CertificateState {
  number: string;
  fileNumber: string;
  certifiedDay: number;
  book: string;
  page: string;
  owners: Party[];
  memorials: Array<{ docType: string; docNumber: string; recordedDate: string; text?: string }>;
}

export interface CountyProfile {
  id: ProfileId;
  /** 'LAKEWOOD COUNTY, MINNESOTA' */
  countyName: string;
  /** the office on the recorder's stamp */
  office: string;
  recorder: string;
  names: NameBook;
  lenders: LenderTable;
  assignees: LenderTable;
  titleCompanies: readonly string[];
  /** words for the names of local LLCs and builders */
  businessWords?: readonly string[];
  /** documents a year relative to each other, from the first year on */
  yearWeights: ReadonlyArray<readonly [number, number]>;
  /** documents a year the real office records (document numbers skip what the demo does not make) */
  realVolume(year: number): number;
  docNumber(year: number, seq: number): string;
  /** the median home price of a year, in dollars */
  medianPrice(year: number): number;
  /** share of land registered (Torrens) */
  torrensShare: number;
  bookPage: boolean;
  taxAuthorities: { FEDERAL: Party; STATE: Party };
  lienNumber(rng: Random, type: 'FEDERAL' | 'STATE', year: number): string;
  /** the taxpayer's address line on a lien */
  taxpayerAddress(rng: Random): string;
  plats(rng: Random, documents: number): Plat[];
  /** a lot of a plat, the first time a document names it */
  lotParcel(rng: Random, plat: Plat, block: number, lot: number): Parcel;
  /** land outside the plats */
  unplattedParcel(rng: Random, day: number): Parcel;
  /** share of transactions on land outside the plats */
  unplattedShare: number;
  /** who is on the other side of an easement (a utility, the city) */
  easementHolder(rng: Random, parcel: Parcel): Party;
  /** the city, county or commonwealth, for resolutions */
  government(rng: Random, parcel: Parcel): Party;
  /** the court or commission behind decrees (registration, determination of ownership) */
  court(year: number): Party;
  /** who leases land (the Marianas: businesses and investors) */
  lessee(rng: Random): Party[];
  /** label/value pairs some documents show */
  displayOnly(
    rng: Random,
    code: string,
    parcel: Parcel | undefined,
    year: number,
  ): Array<{ label: string; value: string }>;
  /** the transaction mix of a year: kind -> weight */
  mix(year: number): ReadonlyArray<readonly [TransactionKind, number]>;
}

export type TransactionKind =
  | 'SALE'
  | 'GIFT'
  | 'REFINANCE'
  | 'SECOND_MORTGAGE'
  | 'PAYOFF'
  | 'ASSIGNMENT'
  | 'MODIFICATION'
  | 'EASEMENT'
  | 'SURVIVORSHIP'
  | 'POWER_OF_ATTORNEY'
  | 'TRUST_TRANSFER'
  | 'FORECLOSURE'
  | 'MECHANICS_LIEN'
  | 'CONTRACT_FOR_DEED'
  | 'DISSOLUTION'
  | 'PROBATE'
  | 'LEASE'
  | 'LEASE_ASSIGNMENT'
  | 'AFFIDAVIT'
  | 'JUDGMENT'
  | 'DECLARATION'
  | 'REGISTRATION'
  | 'OWNERSHIP_DETERMINATION'
  | 'RESOLUTION';
