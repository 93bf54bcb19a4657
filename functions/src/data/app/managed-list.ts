// The building blocks the user manager and the control panel's accounts share. Both keep one app-table item per
// user or account with its list entries (list-index.ts; list-entries.ts) written in the same transaction, so the list, the export,
// a status change, a deletion and a reindex are the same steps for either: only the kind, the key and how an item
// is listed differ. The areas keep their rows, messages and audit entries; these keep the keys and the entries.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../dynamo/batch-get.ts';
import { db } from '../dynamo/client.ts';
import { queryAll } from '../dynamo/query-all.ts';
import { tables } from '../dynamo/tables.ts';
import type { TransactItem } from '../dynamo/transact-item.ts';
import {
  accountKey,
  accountsByNameIndex,
  type ListKind,
  type ListScope,
  userKey,
  usersByUsernameIndex,
} from './keys.ts';
import { type IndexState, type Listed, stateOf } from './list-entries.ts';
import { buildLists, indexWrites, isBuilt, listIds, readListPage, readPickIds } from './list-index.ts';

type Key = { pk: string; sk: string };

/** What tells a user from an account here. */
export interface ManagedKind {
  kind: ListKind;
  key: (county: string, id: string) => Key;
  /** the gsi1 partition holding every item of the kind (for the first build of the lists) */
  everyOne: (county: string) => { index: string; pkName: string; pk: string };
}

export const userKind: ManagedKind = { kind: 'USER', key: userKey, everyOne: usersByUsernameIndex };
export const accountKind: ManagedKind = { kind: 'ACCOUNT', key: accountKey, everyOne: accountsByNameIndex };

/** A stored user or account: its id and the list entries it wrote. */
export type Managed = IndexState & { id: string };

/** The item as stored now (a consistent read: a change just made is seen). */
export async function readManaged<T>(county: string, k: ManagedKind, id: string): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: k.key(county, id), ConsistentRead: true }),
  );
  return Item as T | undefined;
}

async function itemsOf<T>(county: string, k: ManagedKind, ids: string[]): Promise<T[]> {
  const items = await batchGet<T>(
    tables.app,
    ids.map((id) => k.key(county, id)),
  );
  // an id whose item went meanwhile (deleted between the list read and this) is left out
  return items.filter((i): i is T => i !== undefined);
}

export interface ListQuery {
  scope: ListScope;
  includeInactive: boolean;
  filterText: string;
  pageNumber: number;
  cursor?: string | undefined;
}

/** A page of the list: its items in list order (one BatchGet) and the list's answer. */
export async function readManagedPage<T>(county: string, k: ManagedKind, q: ListQuery) {
  const page = await readListPage(county, { kind: k.kind, ...q });
  return { items: await itemsOf<T>(county, k, page.ids), page };
}

/** A pick-list's items (every status, at most PICK_MAX), in list order: readPickIds, then BatchGets of them. */
export async function readManagedPick<T>(county: string, k: ManagedKind, scope: ListScope, filterText: string) {
  return itemsOf<T>(county, k, await readPickIds(county, k.kind, scope, filterText));
}

/** Every item of a list as filtered, a hundred at a time (the exports, an account's users). */
export async function* managedBatches<T>(
  county: string,
  k: ManagedKind,
  q: Pick<ListQuery, 'scope' | 'includeInactive' | 'filterText'>,
): AsyncGenerator<T[]> {
  for await (const ids of listIds(county, { kind: k.kind, ...q })) yield await itemsOf<T>(county, k, ids);
}

/**
 * Builds a county's lists of the kind once, from its items, the first time they are read (items written before
 * the lists existed, or by writers that do not index: the demo seed, self-registration); later writes keep them.
 */
export async function ensureManagedLists<T extends Managed>(
  county: string,
  k: ManagedKind,
  listedAll: (items: T[]) => Promise<Listed[]> | Listed[],
): Promise<void> {
  if (await isBuilt(county, k.kind)) return;
  const all = k.everyOne(county);
  const items = await queryAll<T>({
    TableName: tables.app,
    IndexName: all.index,
    KeyConditionExpression: `${all.pkName} = :p`,
    ExpressionAttributeValues: { ':p': all.pk },
  });
  const listed = await listedAll(items);
  await buildLists(
    county,
    k.kind,
    items.map((i, n) => ({ key: k.key(county, i.id), state: { ix: i.ix, ixc: i.ixc }, listed: listed[n]! })),
  );
}

/**
 * Brings an item's list entries in line with the stored item (after a change made outside its manager). An item
 * of a county whose lists are not built yet is left to the build.
 */
export async function reindexManaged<T extends Managed>(
  county: string,
  k: ManagedKind,
  id: string,
  listedOf: (item: T) => Promise<Listed> | Listed,
): Promise<void> {
  const item = await readManaged<T>(county, k, id);
  if (!item || (!item.ixc && !(await isBuilt(county, k.kind)))) return;
  const listed = await listedOf(item);
  const state = stateOf(county, listed);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tables.app,
            Key: k.key(county, id),
            UpdateExpression: 'SET ix = :ix, ixc = :ixc',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':ix': state.ix, ':ixc': state.ixc },
          },
        },
        ...indexWrites(county, k.kind, { ix: item.ix, ixc: item.ixc }, listed),
      ],
    }),
  );
}

/**
 * A status change with the entries it moves: refused (the transaction's condition) if the status changed
 * meanwhile. `also` are other fields set with it.
 */
export function statusWrites<S extends string>(
  county: string,
  k: ManagedKind,
  item: Managed & { status: S },
  status: S,
  listed: Listed,
  also: Record<string, unknown> = {},
): TransactItem[] {
  const state = stateOf(county, listed);
  const extra = Object.keys(also).map((name) => `${name} = :${name}`);
  return [
    {
      Update: {
        TableName: tables.app,
        Key: k.key(county, item.id),
        UpdateExpression: `SET ${['#s = :s', ...extra, 'ix = :ix, ixc = :ixc'].join(', ')}`,
        ConditionExpression: '#s = :was',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':s': status,
          ':was': item.status,
          ...Object.fromEntries(Object.entries(also).map(([name, v]) => [`:${name}`, v])),
          ':ix': state.ix,
          ':ixc': state.ixc,
        },
      },
    },
    ...indexWrites(county, k.kind, { ix: item.ix, ixc: item.ixc }, listed),
  ];
}

/** An item's deletion (it must still be there) with `also` (what goes with it) and its entries and counts. */
export function deleteWrites(county: string, k: ManagedKind, item: Managed, also: TransactItem[]): TransactItem[] {
  return [
    { Delete: { TableName: tables.app, Key: k.key(county, item.id), ConditionExpression: 'attribute_exists(pk)' } },
    ...also,
    ...indexWrites(county, k.kind, { ix: item.ix, ixc: item.ixc }, undefined),
  ];
}
