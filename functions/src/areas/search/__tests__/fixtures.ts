// Hand-made records for the search API tests, in a county of each test file's own: the demo sign-ins, a few code
// lists, builders for each kind of record, and signed-in clients per username.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConfigGroup, ConfigGroupName } from '@portal/shared/config/groups';
import { bookReferenceRow } from '@portal/shared/records/book-reference';
import type { CodeRow, InstrumentCodeRow } from '@portal/shared/records/codes';
import { documentRow } from '@portal/shared/records/document';
import { taxLienRow } from '@portal/shared/records/tax-lien';
import { torrensCertificateRow } from '@portal/shared/records/torrens';
import { tractBookRow } from '@portal/shared/records/tract-book';
import type { SearchResponse } from '@portal/shared/search/results';
import type { z } from 'zod';
import { seedDemoCounties } from '../../../../../scripts/seed/demo-counties.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { accountKey } from '../../../data/app/keys.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { deleteKeys, putItems } from '../../../data/dynamo/write-items.ts';
import { codeBook } from '../../../data/records/code-book.ts';
import { entityKeys } from '../../../data/records/keys.ts';
import { codeItems } from '../../../data/records/plat-names.ts';
import {
  bookReferenceItems,
  certificateItems,
  documentItems,
  type RecordItems,
  taxLienItems,
  tractBookItems,
} from '../../../data/records/record-items.ts';
import { saveRecords } from '../../../data/records/save-records.ts';

export const documentTypes: CodeRow[] = [
  { code: 'A', description: 'Abstract' },
  { code: 'G', description: 'Grantor-grantee book' },
  { code: 'K', description: 'Tract book' },
  { code: 'L', description: 'Tax lien' },
  { code: 'T', description: 'Torrens' },
];
export const instrumentGroups: CodeRow[] = [
  { code: 'DEED', description: 'Deeds' },
  { code: 'MTG', description: 'Mortgages' },
  { code: 'LIEN', description: 'Liens' },
];
export const instrumentCodes: InstrumentCodeRow[] = [
  { code: 'WD', description: 'Warranty deed', group: 'DEED' },
  { code: 'QCD', description: 'Quit claim deed', group: 'DEED' },
  { code: 'MTG', description: 'Mortgage', group: 'MTG' },
  { code: 'SAT', description: 'Satisfaction', group: 'MTG' },
  { code: 'FTL', description: 'Federal tax lien', group: 'LIEN' },
  { code: 'STL', description: 'State tax lien', group: 'LIEN' },
];
export const plats: CodeRow[] = [
  { code: 'P100', description: 'OAK RIDGE ADDITION' },
  { code: 'P200', description: 'OAKWOOD ESTATES' },
  { code: 'P300', description: 'RIVER BEND' },
  { code: 'P400', description: 'PAGER PARK' },
];
export const otherLotCodes: CodeRow[] = [{ code: 'GL', description: 'Government lot' }];
export const bookTypes: CodeRow[] = [
  { code: 'D', description: 'Deeds' },
  { code: 'M', description: 'Mortgages' },
];
export const codes = codeBook({ documentTypes, instrumentCodes, plats });

type CountyConfig = { [G in ConfigGroupName]?: Partial<ConfigGroup<G>> };

/** A county with the demo sign-ins, every search on, tax and GIS links, and the code lists. */
export async function newSearchCounty(prefix: string, config: CountyConfig = {}): Promise<string> {
  const id = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
  await seedDemoCounties([
    {
      id,
      name: 'Search Test County',
      stateCode: 'MN',
      config: {
        landlink: {
          propertyCode: true,
          qqq: true,
          sublot: true,
          mbOtherLot: true,
          taxUrl: 'https://tax.example/parcel/',
          gisUrl: 'https://gis.example/map?parcel={parcelId}&zoom=3',
        },
        search2: { map: true, tax: true },
        ...config,
      },
    },
  ]);
  const lists = { documentTypes, instrumentGroups, instrumentCodes, plats, otherLotCodes, bookTypes };
  await putItems(Object.entries(lists).flatMap(([list, rows]) => rows.flatMap((row) => codeItems(id, list, row))));
  return id;
}

// ---- record builders ---------------------------------------------------------------------------------------------
export type DocInput = z.input<typeof documentRow>;
export const party = (lastName: string, firstName?: string, middleInitial?: string) => ({
  lastName,
  firstName,
  middleInitial,
});
export const lb = (platCode: string, more: Record<string, string> = {}) => ({ kind: 'LB' as const, platCode, ...more });
export const mb = (more: Record<string, string> = {}) => ({
  kind: 'MB' as const,
  section: 12,
  township: 40,
  range: 20,
  ...more,
});

export const doc = (docNumber: string, instrumentCode: string, recordedDateTime: string, rest: Partial<DocInput>) =>
  documentRow.parse({ docType: 'A', docNumber, instrumentCode, recordedDateTime, ...rest });
export const lien = (input: Partial<z.input<typeof taxLienRow>>) => taxLienRow.parse(input);
export const certificate = (input: Partial<z.input<typeof torrensCertificateRow>>) =>
  torrensCertificateRow.parse(input);
export const bookReference = (input: Partial<z.input<typeof bookReferenceRow>>) => bookReferenceRow.parse(input);
export const tractBook = (input: Partial<z.input<typeof tractBookRow>>) => tractBookRow.parse(input);

export interface Records {
  documents?: ReturnType<typeof doc>[];
  liens?: ReturnType<typeof lien>[];
  certificates?: ReturnType<typeof certificate>[];
  bookReferences?: ReturnType<typeof bookReference>[];
  tractBooks?: ReturnType<typeof tractBook>[];
}

export async function saveFixture(county: string, r: Records): Promise<void> {
  const items: RecordItems[] = [
    ...(r.documents ?? []).map((d) => documentItems(county, d, codes)),
    ...(r.liens ?? []).map((l) => taxLienItems(county, l, codes)),
    ...(r.certificates ?? []).map((t) => certificateItems(county, t)),
    ...(r.bookReferences ?? []).map((b) => bookReferenceItems(county, b)),
    ...(r.tractBooks ?? []).map((t) => tractBookItems(county, t, codes)),
  ];
  await saveRecords(items);
}

/** Deletes a record's entity item and every index item it wrote (as if it never was). */
export async function deleteRecord(key: { pk: string; sk: string }): Promise<void> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.records, Key: key }));
  const ix = ((Item?.ix as Array<[string, string]>) ?? []).map(([pk, sk]) => ({ pk, sk }));
  await deleteKeys([...ix, key]);
}
export { entityKeys };

/** Sets fields of an account (searchAccess, balances). */
export async function setAccount(county: string, accountId: string, fields: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(fields);
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: accountKey(county, accountId),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    }),
  );
}

// ---- clients -------------------------------------------------------------------------------------------------------
/** One signed-in client per username of a county, made on first use. */
export function clientsOf(county: string) {
  const clients = new Map<string, TestClient>();
  return async (username: string): Promise<TestClient> => {
    let client = clients.get(username);
    if (!client) {
      client = new TestClient(county);
      await client.login(username);
      clients.set(username, client);
    }
    return client;
  };
}

/** Posts a search and returns the answer, its rows' ids and its message. */
export async function search<R = Record<string, unknown>>(client: TestClient, call: string, body: object) {
  const res = await client.post<SearchResponse<R>>(`search/${call}`, body);
  const content = res.body.content;
  const rows = (content?.searchResults.searchResultList ?? []) as Array<Record<string, unknown>>;
  return {
    res,
    status: res.status,
    content,
    results: content?.searchResults,
    ids: rows.map((r) => String(r.docId ?? r.id)),
    message: res.body.message,
    errors: res.body.errors,
  };
}
