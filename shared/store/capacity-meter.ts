/**
 * The capacity meter: an AWS SDK v3 middleware on the DynamoDB document client that records, per
 * table and partition key value, the read and write units every call consumes, so a run (a test,
 * a benchmark) can name its hottest partition and its units per request (docs/scale.md).
 *
 * Off unless asked for: `CAPACITY_METER=1` attaches it to every client `createDocumentClient`
 * makes (shared/store/dynamo-client.ts); tests and benchmarks may attach their own meter to a
 * client with `attachCapacityMeter`. Deployed it stays off: a Lambda has CloudWatch's
 * ConsumedWriteCapacityUnits and Contributor Insights for the same question.
 *
 * Where the figures come from, per call:
 * - single-item writes and reads, Query, Scan: the engine's own `ConsumedCapacity` (the meter asks
 *   for it with `ReturnConsumedCapacity: 'INDEXES'` when the caller did not): DynamoDB and dynalite
 *   both size the item before and after the write, which the client cannot see for an UpdateItem;
 * - where the engine gives no figure: DynamoDB's documented sizing rules over what the call carries
 *   (`itemSize` below): a put's item, a read's returned items, else the last size seen for that key;
 * - BatchWriteItem: per item (each put item rounded up to 1 KB on its own, a delete at the last size
 *   seen for its key, else 1 unit), since the engine only reports a total per table;
 * - BatchGetItem: per returned item, each rounded up to 4 KB on its own;
 * - a write refused by its condition (ConditionalCheckFailedException) still consumes write units:
 *   the size of the item as it stood (returned with `ReturnValuesOnConditionCheckFailure: ALL_OLD`
 *   by DynamoDB, else the last size seen for that key), at least 1;
 * - TransactWriteItems / TransactGetItems: twice the units of each item.
 * A call that fails for another reason (validation, throttling) consumes nothing and is counted as
 * an error. SDK retries happen below the meter: a retried call is recorded once.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TABLES, type TableSpec } from './tables';

// ---------------------------------------------------------------------------------------------
// Sizing rules (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html)
// ---------------------------------------------------------------------------------------------

const utf8 = (s: string): number => Buffer.byteLength(s, 'utf8');

/** Bytes of a number: 1 byte per two significant digits (leading and trailing zeros trimmed) + 1. */
export const numberSize = (n: string): number => {
  const digits = n
    .trim()
    .replace(/^[+-]/, '')
    .replace(/[eE].*$/, '')
    .replace('.', '')
    .replace(/^0+/, '')
    .replace(/0+$/, '');
  if (digits.length === 0) return 1; // zero
  return Math.ceil(digits.length / 2) + 1;
};

const binarySize = (b: Uint8Array | string): number => (typeof b === 'string' ? Buffer.from(b, 'base64').length : b.byteLength);

/** Bytes of one attribute value (without its name). */
export const attributeValueSize = (v: AttributeValue): number => {
  if (v.S !== undefined) return utf8(v.S);
  if (v.N !== undefined) return numberSize(v.N);
  if (v.B !== undefined) return binarySize(v.B);
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.SS !== undefined) return v.SS.reduce((a, s) => a + utf8(s), 0);
  if (v.NS !== undefined) return v.NS.reduce((a, s) => a + numberSize(s), 0);
  if (v.BS !== undefined) return v.BS.reduce((a, b) => a + binarySize(b), 0);
  // list and map: 3 bytes of overhead, 1 byte per element, and the elements (a map's with their names)
  if (v.L !== undefined) return 3 + v.L.reduce((a, e) => a + 1 + attributeValueSize(e), 0);
  if (v.M !== undefined) return 3 + Object.entries(v.M).reduce((a, [k, e]) => a + 1 + utf8(k) + attributeValueSize(e), 0);
  return 0;
};

/** Bytes of an item in DynamoDB's wire form: the UTF-8 length of each attribute name plus its value's size. */
export const itemSize = (item: Record<string, AttributeValue>): number =>
  Object.entries(item).reduce((a, [name, v]) => a + utf8(name) + attributeValueSize(v), 0);

const isAttributeValue = (v: unknown): v is AttributeValue => {
  if (!v || typeof v !== 'object' || v instanceof Uint8Array || Array.isArray(v) || v instanceof Set) return false;
  const keys = Object.keys(v);
  return keys.length === 1 && ['S', 'N', 'B', 'BOOL', 'NULL', 'SS', 'NS', 'BS', 'L', 'M'].includes(keys[0]!);
};

/**
 * Bytes of an item given either way: plain JavaScript values (the document client's form) or
 * DynamoDB's wire form (the `Item` of a ConditionalCheckFailedException, which the document
 * client does not unmarshall).
 */
export const anyItemSize = (item: Record<string, unknown>): number => {
  const values = Object.values(item);
  const wire = values.length > 0 && values.every(isAttributeValue);
  return itemSize(wire ? (item as Record<string, AttributeValue>) : marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true }));
};

/** Write units of one item write: 1 per started KB, at least 1. */
export const writeUnits = (bytes: number): number => Math.max(1, Math.ceil(bytes / 1024));

/** Read units of one read of `bytes`: 1 per started 4 KB strongly consistent, half that eventually consistent; at least one such unit. */
export const readUnits = (bytes: number, consistent: boolean): number => Math.max(1, Math.ceil(bytes / 4096)) * (consistent ? 1 : 0.5);

// ---------------------------------------------------------------------------------------------
// The meter
// ---------------------------------------------------------------------------------------------

export interface PartitionUsage {
  /** Physical table name; `table[index]` for a global secondary index. */
  table: string;
  /** The partition key's value (`*` for a Scan, `?` when the call does not name it). */
  key: string;
  rcu: number;
  wcu: number;
  reads: number;
  writes: number;
  /** Writes refused by their condition (they consumed units all the same). */
  conditionalFailures: number;
}

export interface TableUsage {
  table: string;
  rcu: number;
  wcu: number;
  calls: number;
}

export interface CapacitySnapshot {
  pid: number;
  /** Calls metered, by operation (`UpdateItem`: 12, ...). */
  operations: Record<string, number>;
  errors: number;
  tables: TableUsage[];
  partitions: PartitionUsage[];
}

export interface CapacityMeter {
  /** Records one call's units (the middleware calls this; tests may too). */
  record(table: string, key: string, units: { rcu?: number; wcu?: number; conditionalFailure?: boolean }): void;
  snapshot(): CapacitySnapshot;
  reset(): void;
  /** Partition key attribute of a physical table name (or index), when the meter knows the table. */
  keyName(table: string, index?: string): string | undefined;
  /** The sort key attribute of a known table. */
  sortKeyName(table: string): string | undefined;
  /** The last write size (units) seen for an item, to price a refused or unsized write of it. */
  lastWriteUnits(table: string, itemKey: string): number | undefined;
  rememberWriteUnits(table: string, itemKey: string, units: number): void;
  countOperation(op: string, failed: boolean): void;
}

export interface MeterOptions {
  /** Physical table name -> its spec (default: TABLES under the names of `tableNames`, and their local names). */
  tableNames?: Partial<Record<string, string>>;
}

/** Physical table name -> spec, from the environment's names and the local defaults. */
const tableIndex = (names: Partial<Record<string, string>> = {}): Map<string, TableSpec> => {
  const m = new Map<string, TableSpec>();
  for (const t of TABLES) {
    m.set(t.localName, t);
    const physical = names[t.id] ?? process.env[t.envVar];
    if (physical) m.set(physical, t);
  }
  return m;
};

export const createCapacityMeter = (opts: MeterOptions = {}): CapacityMeter => {
  const specs = tableIndex(opts.tableNames);
  let partitions = new Map<string, PartitionUsage>();
  let tables = new Map<string, TableUsage>();
  let operations: Record<string, number> = {};
  let errors = 0;
  // sizes of items seen (write units), bounded: only to price refused writes and batch deletes
  const sizes = new Map<string, number>();

  return {
    record(table, key, { rcu = 0, wcu = 0, conditionalFailure = false }) {
      const id = `${table}\u0000${key}`;
      let p = partitions.get(id);
      if (!p) partitions.set(id, (p = { table, key, rcu: 0, wcu: 0, reads: 0, writes: 0, conditionalFailures: 0 }));
      p.rcu += rcu;
      p.wcu += wcu;
      if (rcu > 0) p.reads += 1;
      if (wcu > 0) p.writes += 1;
      if (conditionalFailure) p.conditionalFailures += 1;
      const base = table.replace(/\[.*\]$/, '');
      let t = tables.get(base);
      if (!t) tables.set(base, (t = { table: base, rcu: 0, wcu: 0, calls: 0 }));
      t.rcu += rcu;
      t.wcu += wcu;
      t.calls += 1;
    },
    snapshot: () => ({
      pid: process.pid,
      operations: { ...operations },
      errors,
      tables: [...tables.values()].map((t) => ({ ...t })),
      partitions: [...partitions.values()].map((p) => ({ ...p })),
    }),
    reset() {
      partitions = new Map();
      tables = new Map();
      operations = {};
      errors = 0;
    },
    keyName(table, index) {
      const spec = specs.get(table);
      if (!spec) return undefined;
      if (index) return spec.indexes?.find((i) => i.name === index)?.partitionKey.name;
      return spec.partitionKey.name;
    },
    sortKeyName: (table) => specs.get(table)?.sortKey?.name,
    lastWriteUnits: (table, itemKey) => sizes.get(`${table}\u0000${itemKey}`),
    rememberWriteUnits(table, itemKey, units) {
      if (sizes.size > 100_000) sizes.clear();
      sizes.set(`${table}\u0000${itemKey}`, units);
    },
    countOperation(op, failed) {
      operations[op] = (operations[op] ?? 0) + 1;
      if (failed) errors += 1;
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Reading a call
// ---------------------------------------------------------------------------------------------

type Plain = Record<string, unknown>;

const keyString = (v: unknown): string => {
  if (isAttributeValue(v)) {
    const inner = Object.values(v)[0];
    return typeof inner === 'string' ? inner : JSON.stringify(inner);
  }
  return typeof v === 'string' ? v : JSON.stringify(v);
};

/** The partition key's value of an item or key, by the table's schema; else the key's only attribute. */
const partitionOf = (meter: CapacityMeter, table: string, key: Plain | undefined): string => {
  if (!key) return '?';
  const name = meter.keyName(table);
  if (name && name in key) return keyString(key[name]);
  const names = Object.keys(key);
  return names.length === 1 ? keyString(key[names[0]!]) : '?';
};

/** The whole primary key of an item or key (partition and sort key values), to remember its size. */
const itemKeyOf = (meter: CapacityMeter, table: string, key: Plain | undefined): string => {
  if (!key) return '?';
  const pk = meter.keyName(table);
  if (!pk) return Object.keys(key).sort().map((n) => keyString(key[n])).join('|');
  const sk = meter.sortKeyName(table);
  return [pk, ...(sk ? [sk] : [])].map((n) => keyString(key[n])).join('|');
};

/** The partition key value a Query names: `<pk> = :v` in its key condition (names resolved). */
const queryPartition = (meter: CapacityMeter, input: Plain): string => {
  const expr = typeof input.KeyConditionExpression === 'string' ? input.KeyConditionExpression : '';
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Plain;
  const wanted = meter.keyName(String(input.TableName), typeof input.IndexName === 'string' ? input.IndexName : undefined);
  let first: string | undefined;
  for (const m of expr.matchAll(/([#\w.-]+)\s*=\s*(:[\w]+)/g)) {
    const name = m[1]!.startsWith('#') ? names[m[1]!] : m[1]!;
    const value = m[2]! in values ? keyString(values[m[2]!]) : '?';
    if (wanted === undefined || name === wanted) return value;
    first ??= value;
  }
  return first ?? '?';
};

interface Consumed {
  TableName?: string;
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

/** Table units of a ConsumedCapacity (the table's part when INDEXES gives it), else undefined. */
const tableUnits = (c: Consumed | undefined): number | undefined => {
  if (!c) return undefined;
  return c.Table?.CapacityUnits ?? c.CapacityUnits;
};

const recordIndexes = (meter: CapacityMeter, table: string, key: string, c: Consumed | undefined, kind: 'rcu' | 'wcu'): void => {
  for (const [index, u] of Object.entries(c?.GlobalSecondaryIndexes ?? {})) {
    if (u.CapacityUnits) meter.record(`${table}[${index}]`, key, { [kind]: u.CapacityUnits });
  }
};

const conditionalFailure = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'ConditionalCheckFailedException' || e.name === 'TransactionCanceledException');

const minRead = (consistent: boolean): number => (consistent ? 1 : 0.5);

/** Records one call from its (plain) input and output, or its error. */
export const meterCall = (meter: CapacityMeter, op: string, input: Plain, output: Plain | undefined, error: unknown): void => {
  const refused = error !== undefined && conditionalFailure(error);
  meter.countOperation(op, error !== undefined && !refused);
  if (error !== undefined && !refused) return;
  const consumed = output?.ConsumedCapacity as Consumed | Consumed[] | undefined;
  const table = String(input.TableName ?? '');
  const consistent = input.ConsistentRead === true;

  switch (op) {
    case 'GetItem': {
      const key = input.Key as Plain;
      const engine = tableUnits(consumed as Consumed | undefined);
      const item = output?.Item as Plain | undefined;
      // a read of a missing item consumes the minimum all the same
      meter.record(table, partitionOf(meter, table, key), { rcu: Math.max(engine ?? readUnits(item ? anyItemSize(item) : 0, consistent), minRead(consistent)) });
      return;
    }
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem': {
      const key = (op === 'PutItem' ? input.Item : input.Key) as Plain;
      const pk = partitionOf(meter, table, key);
      const itemKey = itemKeyOf(meter, table, key);
      if (refused) {
        const old = (error as { Item?: Plain }).Item;
        const units = old ? writeUnits(anyItemSize(old)) : (meter.lastWriteUnits(table, itemKey) ?? 1);
        meter.record(table, pk, { wcu: units, conditionalFailure: true });
        return;
      }
      const engine = tableUnits(consumed as Consumed | undefined);
      const own = op === 'PutItem' ? writeUnits(anyItemSize(key)) : undefined;
      const last = meter.lastWriteUnits(table, itemKey);
      const units = engine ?? Math.max(own ?? 1, last ?? 1);
      meter.record(table, pk, { wcu: units });
      recordIndexes(meter, table, pk, consumed as Consumed | undefined, 'wcu');
      if (op === 'DeleteItem') meter.rememberWriteUnits(table, itemKey, 1);
      else meter.rememberWriteUnits(table, itemKey, engine ?? own ?? units);
      return;
    }
    case 'Query':
    case 'Scan': {
      const index = typeof input.IndexName === 'string' ? input.IndexName : undefined;
      const where = index ? `${table}[${index}]` : table;
      const pk = op === 'Scan' ? '*' : queryPartition(meter, input);
      const c = consumed as Consumed | undefined;
      const engine = c ? (index ? (c.GlobalSecondaryIndexes?.[index]?.CapacityUnits ?? c.CapacityUnits) : tableUnits(c)) : undefined;
      const items = (output?.Items ?? []) as Plain[];
      const own = readUnits(
        items.reduce((a, it) => a + anyItemSize(it), 0),
        consistent,
      );
      // a Query or Scan that matches nothing consumes the minimum read of its kind (dynalite reports 0)
      meter.record(where, pk, { rcu: Math.max(engine ?? own, minRead(consistent)) });
      return;
    }
    case 'BatchGetItem': {
      const responses = (output?.Responses ?? {}) as Record<string, Plain[]>;
      const requests = (input.RequestItems ?? {}) as Record<string, { ConsistentRead?: boolean }>;
      for (const [t, items] of Object.entries(responses)) {
        for (const it of items) meter.record(t, partitionOf(meter, t, it), { rcu: readUnits(anyItemSize(it), requests[t]?.ConsistentRead === true) });
      }
      return;
    }
    case 'BatchWriteItem': {
      const requests = (input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: Plain }; DeleteRequest?: { Key: Plain } }[]>;
      const unprocessed = (output?.UnprocessedItems ?? {}) as Record<string, unknown[]>;
      for (const [t, list] of Object.entries(requests)) {
        const skipped = new Set((unprocessed[t] ?? []).map((u) => JSON.stringify(u)));
        for (const r of list) {
          if (skipped.has(JSON.stringify(r))) continue;
          const item = r.PutRequest?.Item ?? r.DeleteRequest?.Key;
          const itemKey = itemKeyOf(meter, t, item);
          const units = r.PutRequest ? Math.max(writeUnits(anyItemSize(r.PutRequest.Item)), meter.lastWriteUnits(t, itemKey) ?? 1) : (meter.lastWriteUnits(t, itemKey) ?? 1);
          meter.record(t, partitionOf(meter, t, item), { wcu: units });
          if (r.PutRequest) meter.rememberWriteUnits(t, itemKey, writeUnits(anyItemSize(r.PutRequest.Item)));
        }
      }
      return;
    }
    case 'TransactWriteItems': {
      const items = (input.TransactItems ?? []) as Record<string, { TableName: string; Item?: Plain; Key?: Plain }>[];
      for (const ti of items) {
        const [kind, body] = Object.entries(ti)[0] ?? [];
        if (!kind || !body) continue;
        const key = body.Item ?? body.Key;
        const itemKey = itemKeyOf(meter, body.TableName, key);
        const last = meter.lastWriteUnits(body.TableName, itemKey) ?? 1;
        const units = 2 * (kind === 'Put' && body.Item ? Math.max(writeUnits(anyItemSize(body.Item)), last) : last);
        meter.record(body.TableName, partitionOf(meter, body.TableName, key), { wcu: units, conditionalFailure: refused });
      }
      return;
    }
    case 'TransactGetItems': {
      const items = (input.TransactItems ?? []) as { Get: { TableName: string; Key: Plain } }[];
      const responses = (output?.Responses ?? []) as { Item?: Plain }[];
      items.forEach((ti, i) => {
        const it = responses[i]?.Item;
        meter.record(ti.Get.TableName, partitionOf(meter, ti.Get.TableName, ti.Get.Key), { rcu: 2 * readUnits(it ? anyItemSize(it) : 0, true) });
      });
      return;
    }
    default:
      return; // control-plane calls (CreateTable, DescribeTable, ...) consume no units
  }
};

// ---------------------------------------------------------------------------------------------
// The middleware
// ---------------------------------------------------------------------------------------------

/** Operations whose input takes `ReturnConsumedCapacity`. */
const ASKS_CAPACITY = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query', 'Scan', 'BatchGetItem', 'BatchWriteItem', 'TransactWriteItems', 'TransactGetItems']);

interface StackLike {
  add(mw: unknown, opts: { step: 'initialize'; name: string; priority?: 'high' | 'normal' | 'low'; override?: boolean }): void;
}

/**
 * Adds the meter to a client's middleware stack (a DynamoDBDocumentClient shares its base
 * client's stack, so either may be given). It runs at the `initialize` step, before the document
 * client marshals: the input and output it sees are plain values.
 */
export const attachCapacityMeter = (client: { middlewareStack: unknown }, meter: CapacityMeter): void => {
  const middleware =
    (next: (args: { input: Plain }) => Promise<{ output: Plain }>, context: { commandName?: string }) =>
    async (args: { input: Plain }): Promise<{ output: Plain }> => {
      const op = (context.commandName ?? '').replace(/Command$/, '');
      const input = ASKS_CAPACITY.has(op) && args.input.ReturnConsumedCapacity === undefined ? { ...args.input, ReturnConsumedCapacity: 'INDEXES' } : args.input;
      try {
        const result = await next({ ...args, input });
        try {
          meterCall(meter, op, input, result.output, undefined);
        } catch {
          /* the meter never breaks a call */
        }
        return result;
      } catch (e) {
        try {
          meterCall(meter, op, input, undefined, e);
        } catch {
          /* idem */
        }
        throw e;
      }
    };
  (client.middlewareStack as StackLike).add(middleware, { step: 'initialize', name: 'capacityMeter', priority: 'high', override: true });
};

// ---------------------------------------------------------------------------------------------
// The process meter (CAPACITY_METER=1) and its report file
// ---------------------------------------------------------------------------------------------

let processMeter: CapacityMeter | undefined;

/** True when the environment asks for the meter (`CAPACITY_METER=1|true|on`). */
export const meterEnabled = (env: NodeJS.ProcessEnv = process.env): boolean => /^(1|true|on|yes)$/i.test(env.CAPACITY_METER ?? '');

/**
 * The process's meter when `CAPACITY_METER` is on (created on first use), else undefined.
 * With `CAPACITY_METER_DIR` set, the process writes its snapshot to `<dir>/capacity-<pid>.json`
 * every 250 ms while it changes and when it exits (each API worker writes its own file).
 */
export const capacityMeterFromEnv = (env: NodeJS.ProcessEnv = process.env): CapacityMeter | undefined => {
  if (!meterEnabled(env)) return undefined;
  if (processMeter) return processMeter;
  const meter = createCapacityMeter();
  processMeter = meter;
  const dir = env.CAPACITY_METER_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `capacity-${process.pid}.json`);
    let last = '';
    const write = (): void => {
      const text = JSON.stringify(meter.snapshot());
      if (text === last) return;
      last = text;
      // written whole then renamed: a reader never sees half a file
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
    };
    setInterval(write, 250).unref();
    process.on('exit', write);
  }
  return meter;
};

// ---------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------

/** Sums snapshots (one per process) into one. */
export const mergeSnapshots = (snaps: CapacitySnapshot[]): CapacitySnapshot => {
  const partitions = new Map<string, PartitionUsage>();
  const tables = new Map<string, TableUsage>();
  const operations: Record<string, number> = {};
  let errors = 0;
  for (const s of snaps) {
    for (const p of s.partitions) {
      const id = `${p.table}\u0000${p.key}`;
      const c = partitions.get(id) ?? { table: p.table, key: p.key, rcu: 0, wcu: 0, reads: 0, writes: 0, conditionalFailures: 0 };
      c.rcu += p.rcu;
      c.wcu += p.wcu;
      c.reads += p.reads;
      c.writes += p.writes;
      c.conditionalFailures += p.conditionalFailures;
      partitions.set(id, c);
    }
    for (const t of s.tables) {
      const c = tables.get(t.table) ?? { table: t.table, rcu: 0, wcu: 0, calls: 0 };
      c.rcu += t.rcu;
      c.wcu += t.wcu;
      c.calls += t.calls;
      tables.set(t.table, c);
    }
    for (const [op, n] of Object.entries(s.operations)) operations[op] = (operations[op] ?? 0) + n;
    errors += s.errors;
  }
  return { pid: process.pid, operations, errors, tables: [...tables.values()], partitions: [...partitions.values()] };
};

/** `after - before`, partition by partition (what a measured window consumed). */
export const diffSnapshots = (after: CapacitySnapshot, before: CapacitySnapshot): CapacitySnapshot => {
  const prev = new Map(before.partitions.map((p) => [`${p.table}\u0000${p.key}`, p]));
  const prevTables = new Map(before.tables.map((t) => [t.table, t]));
  const operations: Record<string, number> = {};
  for (const [op, n] of Object.entries(after.operations)) {
    const d = n - (before.operations[op] ?? 0);
    if (d > 0) operations[op] = d;
  }
  return {
    pid: after.pid,
    operations,
    errors: after.errors - before.errors,
    tables: after.tables
      .map((t) => {
        const b = prevTables.get(t.table);
        return { table: t.table, rcu: t.rcu - (b?.rcu ?? 0), wcu: t.wcu - (b?.wcu ?? 0), calls: t.calls - (b?.calls ?? 0) };
      })
      .filter((t) => t.calls > 0),
    partitions: after.partitions
      .map((p) => {
        const b = prev.get(`${p.table}\u0000${p.key}`);
        return {
          ...p,
          rcu: p.rcu - (b?.rcu ?? 0),
          wcu: p.wcu - (b?.wcu ?? 0),
          reads: p.reads - (b?.reads ?? 0),
          writes: p.writes - (b?.writes ?? 0),
          conditionalFailures: p.conditionalFailures - (b?.conditionalFailures ?? 0),
        };
      })
      .filter((p) => p.reads + p.writes > 0),
  };
};

/** The partition with the most write units (ties: most read units). */
export const hottestPartition = (snap: CapacitySnapshot, by: 'wcu' | 'rcu' = 'wcu'): PartitionUsage | undefined =>
  [...snap.partitions].sort((a, b) => b[by] - a[by] || b.rcu - a.rcu)[0];

/** The partition with the most write units of each table (index partitions `table[index]` are tables of their own), hottest first. */
export const hottestPerTable = (snap: CapacitySnapshot): PartitionUsage[] => {
  const by = new Map<string, PartitionUsage>();
  for (const p of snap.partitions) {
    const best = by.get(p.table);
    if (p.wcu > 0 && (!best || p.wcu > best.wcu)) by.set(p.table, p);
  }
  return [...by.values()].sort((a, b) => b.wcu - a.wcu);
};

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/\.?0+$/, ''));

/**
 * A readable report: totals per table, the `top` partitions by write units and by read units,
 * each with its units per request when `requests` is given.
 */
export const formatCapacityReport = (snap: CapacitySnapshot, opts: { requests?: number; top?: number } = {}): string => {
  const per = (n: number): string => (opts.requests ? `  (${fmt(n / opts.requests)} per request)` : '');
  const top = opts.top ?? 5;
  const lines = ['tables (read units / write units / calls):'];
  for (const t of [...snap.tables].sort((a, b) => b.wcu + b.rcu - (a.wcu + a.rcu))) {
    lines.push(`  ${t.table.padEnd(24)} RCU ${fmt(t.rcu).padStart(9)}  WCU ${fmt(t.wcu).padStart(9)}  calls ${t.calls}${per(t.wcu)}`);
  }
  const list = (by: 'wcu' | 'rcu'): void => {
    lines.push(`hottest partitions by ${by.toUpperCase()}:`);
    for (const p of [...snap.partitions].sort((a, b) => b[by] - a[by]).slice(0, top)) {
      if (p[by] === 0) break;
      lines.push(
        `  ${`${p.table} ${p.key}`.padEnd(56)} ${by.toUpperCase()} ${fmt(p[by]).padStart(9)}${per(p[by])}` +
          (by === 'wcu' && p.conditionalFailures ? `  ${p.conditionalFailures} refused by condition` : ''),
      );
    }
  };
  list('wcu');
  list('rcu');
  return lines.join('\n');
};
