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

/** Which sort keys one query reads: below a value, from a value on, or with a prefix (none: the whole partition). */
export type SortKeyRange = { below: string } | { from: string } | { prefix: string };

export interface OwnerData {
  /** Every item of the account in `table`, as stored (one query of its partition, paged). */
  items(table: TableId, ownerId: string): Promise<Item[]>;
  /** The account's items in `table` (those of `range`), one query page at a time, in sort key order. */
  pages(table: TableId, ownerId: string, range?: SortKeyRange): AsyncGenerator<Item[], void, undefined>;
  /** Deletes the given items of `table` by their keys; returns how many. */
  remove(table: TableId, items: readonly Item[]): Promise<number>;
}

/** `pageSize`: items per query page (default: DynamoDB's 1 MB pages); tests make pages small. */
export const ownerData = (deps: Pick<Deps, 'config'>, pageSize?: number): OwnerData => {
  const db = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
  const name = (t: TableId): string => deps.config.tableNames[t];
  const spec = (t: TableId): TableSpec => TABLES.find((x) => x.id === t)!;
  const condition = (t: TableId, range: SortKeyRange | undefined): { KeyConditionExpression: string; ExpressionAttributeNames?: Record<string, string>; ':v'?: string } => {
    if (!range) return { KeyConditionExpression: 'ownerId = :o' };
    const names = { '#s': spec(t).sortKey!.name };
    if ('below' in range) return { KeyConditionExpression: 'ownerId = :o AND #s < :v', ExpressionAttributeNames: names, ':v': range.below };
    if ('from' in range) return { KeyConditionExpression: 'ownerId = :o AND #s >= :v', ExpressionAttributeNames: names, ':v': range.from };
    return { KeyConditionExpression: 'ownerId = :o AND begins_with(#s, :v)', ExpressionAttributeNames: names, ':v': range.prefix };
  };
  async function* pages(table: TableId, ownerId: string, range?: SortKeyRange): AsyncGenerator<Item[], void, undefined> {
    const { ':v': value, ...cond } = condition(table, range);
    let start: Item | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: name(table),
          ...cond,
          ExpressionAttributeValues: { ':o': ownerId, ...(value !== undefined ? { ':v': value } : {}) },
          ExclusiveStartKey: start,
          ConsistentRead: true,
          ...(pageSize !== undefined ? { Limit: pageSize } : {}),
        }),
      );
      yield (page.Items ?? []) as Item[];
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return {
    pages,
    async items(table, ownerId) {
      const out: Item[] = [];
      for await (const page of pages(table, ownerId)) out.push(...page);
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
// a calendar feed's token hash (a secret's hash, as a key's) and its cached calendar (recomputed from the blueprint) are bookkeeping too
// a webhook's signing secrets are never exported (shown once at creation), nor the outbox's queue marker
const INTERNAL = new Set(['receipt', 'idempotencyRecordId', 'attemptRecordId', 'blueprintRef', 'tokenHash', 'cacheGz', 'secret', 'previousSecret', 'due']);

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
    // a link item (`linkOf`: a relationship found from the blueprint it was made from) is an index, not a record; nor is a counter
    if (typeof it.linkOf === 'string' || it.counter === true) continue;
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

const CONTENT = 'content#';
/** The first sort key after every `content#…` one ('$' follows '#'). */
const AFTER_CONTENT = 'content$';
/** DynamoDB's order of string keys: their UTF-8 bytes. */
const byteOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

async function* each(...sources: AsyncIterable<Item[]>[]): AsyncGenerator<Item, void, undefined> {
  for (const pages of sources) for await (const page of pages) yield* page;
}

/**
 * `exportedRecords` of a table, one record at a time, reading its items query page by query page
 * (the account's export streams them): the same records in the same order, memory bounded by a
 * page. A record's items (`<id>`) and their content parts (`content#<id>`) are two queries read side
 * by side in id order (a merge join); a part whose record is missing is read again at the end, where
 * `exportedRecords` puts it (only the ids of such parts are kept).
 */
export async function* exportedRecordStream(owner: OwnerData, table: TableId, ownerId: string): AsyncGenerator<Item, void, undefined> {
  const sk = TABLES.find((x) => x.id === table)?.sortKey?.name;
  if (!sk) {
    for await (const it of each(owner.pages(table, ownerId))) if (typeof it.linkOf !== 'string' && it.counter !== true) yield exportedItem(it);
    return;
  }
  const records = each(owner.pages(table, ownerId, { below: CONTENT }), owner.pages(table, ownerId, { from: AFTER_CONTENT }));
  const parts = each(owner.pages(table, ownerId, { prefix: CONTENT }));
  const partId = (it: Item): string => String(it[sk]).slice(CONTENT.length);
  const rest = (part: Item): Item => {
    const { [sk]: _k, ownerId: _o, ...r } = exportedItem(part);
    return r;
  };
  const orphans = new Set<string>();
  let part = await parts.next();
  for await (const it of records) {
    // a link item (`linkOf`: a relationship found from the blueprint it was made from) is an index, not a record; nor is a counter (`counter`: the subjects' limit)
    if (typeof it.linkOf === 'string' || it.counter === true) continue;
    const id = String(it[sk]);
    for (; !part.done && byteOrder(partId(part.value), id) < 0; part = await parts.next()) orphans.add(partId(part.value));
    const record = exportedItem(it);
    if (!part.done && partId(part.value) === id) {
      Object.assign(record, rest(part.value));
      part = await parts.next();
    }
    yield record;
  }
  for (; !part.done; part = await parts.next()) orphans.add(partId(part.value));
  if (orphans.size === 0) return;
  for await (const it of each(owner.pages(table, ownerId, { prefix: CONTENT }))) {
    const id = partId(it);
    if (orphans.has(id)) yield { [sk]: id, ...rest(it) };
  }
}

/** The Idempotency-Key records an item names (deleted with it). */
export const recordIdsIn = (items: readonly Item[]): string[] =>
  items.flatMap((it) => [it.idempotencyRecordId, it.attemptRecordId].filter((x): x is string => typeof x === 'string'));
