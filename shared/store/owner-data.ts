/**
 * Every personal record of an account, table by table, for the account's export and its
 * deletion (shared/accounts/self-service.ts). Generic over TABLES: each table marked
 * `personalData` whose partition key is `ownerId` holds the account's records in its own
 * partition (blueprints, saved horoscopes, relationships, conversations), so reading or
 * deleting them is a query of one partition, never a scan; a new table of that shape is exported
 * and deleted with no change here.
 */
import { gunzipSync } from 'node:zlib';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../deps';
import { createDocumentClient } from './dynamo-client';
import { TABLES, type TableId, type TableSpec } from './tables';

/** The personal tables partitioned by owner (the paying account). */
export const OWNER_TABLES: readonly TableSpec[] = TABLES.filter((t) => t.personalData && t.partitionKey.name === 'ownerId');

export type Item = Record<string, unknown>;

export interface OwnerData {
  /** Every item of the account in `table`, as stored (one query of its partition, paged). */
  items(table: TableId, ownerId: string): Promise<Item[]>;
  /** Deletes the given items of `table` by their keys; returns how many. */
  remove(table: TableId, items: readonly Item[]): Promise<number>;
}

export const ownerData = (deps: Pick<Deps, 'config'>): OwnerData => {
  const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
  const name = (t: TableId): string => deps.config.tableNames[t];
  const spec = (t: TableId): TableSpec => TABLES.find((x) => x.id === t)!;
  return {
    async items(table, ownerId) {
      const out: Item[] = [];
      let start: Item | undefined;
      do {
        const page = await db.send(
          new QueryCommand({ TableName: name(table), KeyConditionExpression: 'ownerId = :o', ExpressionAttributeValues: { ':o': ownerId }, ExclusiveStartKey: start, ConsistentRead: true }),
        );
        out.push(...((page.Items ?? []) as Item[]));
        start = page.LastEvaluatedKey;
      } while (start);
      return out;
    },
    async remove(table, items) {
      const s = spec(table);
      const keyOf = (it: Item): Item => ({ [s.partitionKey.name]: it[s.partitionKey.name], ...(s.sortKey ? { [s.sortKey.name]: it[s.sortKey.name] } : {}) });
      for (let i = 0; i < items.length; i += 25) {
        let pending: Item[] | undefined = items.slice(i, i + 25).map((it) => ({ DeleteRequest: { Key: keyOf(it) } }));
        for (let attempt = 0; pending?.length; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
          const out = await db.send(new BatchWriteCommand({ RequestItems: { [name(table)]: pending as never } }));
          pending = out.UnprocessedItems?.[name(table)] as Item[] | undefined;
          if (attempt > 8 && pending?.length) throw new Error(`deleting from ${table} left unprocessed items`);
        }
      }
      return items.length;
    },
  };
};

/** Attributes that are bookkeeping of the platform, not the customer's data: left out of the export. */
const INTERNAL = new Set(['receipt', 'idempotencyRecordId', 'attemptRecordId', 'blueprintRef']);

/**
 * An item as the export shows it: gzip-compressed JSON attributes (`contentGz`) decoded under
 * their name without `Gz`, bookkeeping attributes (receipts, Idempotency-Key record ids) left out.
 */
export const exportedItem = (item: Item): Item => {
  const out: Item = {};
  for (const [k, v] of Object.entries(item)) {
    if (INTERNAL.has(k) || k.startsWith('rc_')) continue;
    if (k.endsWith('Gz') && v instanceof Uint8Array) out[k.slice(0, -2)] = JSON.parse(gunzipSync(v).toString('utf8')) as unknown;
    else if (v instanceof Set) out[k] = [...(v as Set<unknown>)];
    else if (v instanceof Uint8Array) out[k] = Buffer.from(v).toString('base64');
    else out[k] = v;
  }
  return out;
};

/**
 * The items of one table as records: an item whose sort key is `content#<id>` (a blueprint's
 * content, kept apart from its summary) is merged into the record `<id>`; link items (`linkOf`) are
 * left out.
 */
export const exportedRecords = (table: TableId, items: readonly Item[]): Item[] => {
  const sk = TABLES.find((x) => x.id === table)?.sortKey?.name;
  const records = new Map<string, Item>();
  const parts: [string, Item][] = [];
  for (const it of items) {
    // a link item (`linkOf`: a relationship found from the blueprint it was made from) is an index, not a record
    if (typeof it.linkOf === 'string') continue;
    const id = sk ? String(it[sk]) : String(records.size);
    if (id.startsWith('content#')) parts.push([id.slice('content#'.length), exportedItem(it)]);
    else records.set(id, exportedItem(it));
  }
  for (const [id, part] of parts) {
    const { [sk!]: _k, ownerId: _o, ...rest } = part;
    const base = records.get(id);
    if (base) Object.assign(base, rest);
    else records.set(id, { ...(sk ? { [sk]: id } : {}), ...rest });
  }
  return [...records.values()];
};

/** The Idempotency-Key records an item names (deleted with it). */
export const recordIdsIn = (items: readonly Item[]): string[] =>
  items.flatMap((it) => [it.idempotencyRecordId, it.attemptRecordId].filter((x): x is string => typeof x === 'string'));
