/** The capacity meter's sizing rules, against DynamoDB's documented examples, and its bookkeeping. */
import { describe, expect, it } from 'vitest';
import {
  anyItemSize,
  attributeValueSize,
  createCapacityMeter,
  diffSnapshots,
  formatCapacityReport,
  hottestPartition,
  itemSize,
  meterCall,
  mergeSnapshots,
  numberSize,
  readUnits,
  writeUnits,
} from '#shared/store/capacity-meter';

const KB = 1024;

/** A string attribute value whose item (`name` + value) is exactly `bytes` long. */
const itemOf = (bytes: number, name = 'p'): Record<string, string> => ({ [name]: 'x'.repeat(bytes - name.length) });

describe('item size (docs: "DynamoDB item sizes and formats")', () => {
  it('sums UTF-8 attribute names and values: shirt-color "R" + shirt-size "M" is 23 bytes', () => {
    expect(itemSize({ 'shirt-color': { S: 'R' }, 'shirt-size': { S: 'M' } })).toBe(23);
    expect(anyItemSize({ 'shirt-color': 'R', 'shirt-size': 'M' })).toBe(23);
  });

  it('counts strings in UTF-8 bytes, not characters', () => {
    expect(attributeValueSize({ S: 'é' })).toBe(2);
    expect(attributeValueSize({ S: '日本' })).toBe(6);
    expect(itemSize({ 'naïve': { S: 'a' } })).toBe(7);
  });

  it('sizes numbers at 1 byte per two significant digits plus 1, leading and trailing zeros trimmed', () => {
    expect(numberSize('0')).toBe(1);
    expect(numberSize('7')).toBe(2);
    expect(numberSize('12')).toBe(2);
    expect(numberSize('123')).toBe(3);
    expect(numberSize('1000')).toBe(2); // 1 significant digit
    expect(numberSize('0.001')).toBe(2);
    expect(numberSize('-12.5')).toBe(3);
    expect(numberSize('12345678901234567890123456789012345678')).toBe(20); // 38 digits
    expect(anyItemSize({ balance: 10_000 })).toBe('balance'.length + 2);
  });

  it('sizes binary by raw bytes, null and booleans at 1 byte', () => {
    expect(attributeValueSize({ B: new Uint8Array(10) })).toBe(10);
    expect(attributeValueSize({ NULL: true })).toBe(1);
    expect(attributeValueSize({ BOOL: false })).toBe(1);
    expect(anyItemSize({ ok: true, none: null })).toBe(2 + 1 + 4 + 1);
  });

  it('adds 3 bytes per list or map and 1 byte per element', () => {
    expect(attributeValueSize({ M: {} })).toBe(3);
    expect(attributeValueSize({ L: [] })).toBe(3);
    expect(attributeValueSize({ L: [{ S: 'x' }, { S: 'y' }] })).toBe(3 + 2 + 2);
    // a map element: 1 byte + its name + its value
    expect(attributeValueSize({ M: { b: { S: 'x' } } })).toBe(3 + 1 + 1 + 1);
    expect(anyItemSize({ a: { s: 1, n: 3 } })).toBe(1 + 3 + (1 + 1 + 2) + (1 + 1 + 2));
    expect(anyItemSize({ tags: new Set(['ab', 'cde']) })).toBe(4 + 5);
  });
});

describe('units (docs: "DynamoDB read and write operations")', () => {
  it('writes: 1 unit per started KB, at least 1', () => {
    expect(writeUnits(0)).toBe(1);
    expect(writeUnits(500)).toBe(1);
    expect(writeUnits(KB)).toBe(1);
    expect(writeUnits(1.5 * KB)).toBe(2);
    expect(writeUnits(3.5 * KB)).toBe(4);
  });

  it('reads: a 3,500-byte item is read as 4 KB; 8 KB is 2 units strongly consistent, 1 eventually; 10 KB rounds to 12 KB', () => {
    expect(readUnits(3500, true)).toBe(1);
    expect(readUnits(3500, false)).toBe(0.5);
    expect(readUnits(8 * KB, true)).toBe(2);
    expect(readUnits(8 * KB, false)).toBe(1);
    expect(readUnits(10 * KB, true)).toBe(3);
    expect(readUnits(0, true)).toBe(1);
  });
});

describe('meterCall: what each operation consumes, and on which partition', () => {
  const meter = () => createCapacityMeter({ tableNames: { accounts: 'acc-t', ledger: 'ledger-t' } });
  const units = (m: ReturnType<typeof meter>, table: string, key: string) => m.snapshot().partitions.find((p) => p.table === table && p.key === key);

  it('BatchGetItem rounds each item up on its own: 1.5 KB and 6.5 KB read strongly are 4 KB + 8 KB = 3 units', () => {
    const m = meter();
    meterCall(
      m,
      'BatchGetItem',
      { RequestItems: { 'acc-t': { Keys: [{ accountId: 'a' }, { accountId: 'b' }], ConsistentRead: true } } },
      { Responses: { 'acc-t': [{ accountId: 'a', ...itemOf(1.5 * KB - 10) }, { accountId: 'b', ...itemOf(6.5 * KB - 10) }] } },
      undefined,
    );
    expect(units(m, 'acc-t', 'a')?.rcu).toBe(1);
    expect(units(m, 'acc-t', 'b')?.rcu).toBe(2);
    expect(m.snapshot().tables).toEqual([{ table: 'acc-t', rcu: 3, wcu: 0, calls: 2 }]);
  });

  it('Query sums the items before rounding, on the partition its key condition names', () => {
    const m = meter();
    const items = [1, 2, 3].map((i) => ({ accountId: 'a', entryId: `e${i}`, ...itemOf(1.5 * KB - 24) }));
    const input = {
      TableName: 'ledger-t',
      KeyConditionExpression: '#e > :from AND #a = :a',
      ExpressionAttributeNames: { '#a': 'accountId', '#e': 'entryId' },
      ExpressionAttributeValues: { ':a': 'a', ':from': 'e0' },
    };
    meterCall(m, 'Query', input, { Items: items }, undefined); // 4.5 KB eventually consistent: 8 KB / 2
    meterCall(m, 'Query', { ...input, ConsistentRead: true }, { Items: items }, undefined);
    expect(units(m, 'ledger-t', 'a')).toMatchObject({ rcu: 1 + 2, reads: 2 });
  });

  it('a Query that matches nothing still consumes the minimum read (dynalite reports 0)', () => {
    const m = meter();
    const input = { TableName: 'ledger-t', KeyConditionExpression: 'accountId = :a', ExpressionAttributeValues: { ':a': 'z' } };
    meterCall(m, 'Query', input, { Items: [], ConsumedCapacity: { CapacityUnits: 0 } }, undefined);
    meterCall(m, 'Query', { ...input, ConsistentRead: true }, { Items: [], ConsumedCapacity: { CapacityUnits: 0 } }, undefined);
    expect(units(m, 'ledger-t', 'z')?.rcu).toBe(1.5);
  });

  it('prefers the engine\'s ConsumedCapacity (the item before and after an update is invisible to the client)', () => {
    const m = meter();
    meterCall(
      m,
      'UpdateItem',
      { TableName: 'acc-t', Key: { accountId: 'a' }, UpdateExpression: 'SET balance = balance - :c' },
      { ConsumedCapacity: { TableName: 'acc-t', CapacityUnits: 3, Table: { CapacityUnits: 3 } } },
      undefined,
    );
    expect(units(m, 'acc-t', 'a')).toMatchObject({ wcu: 3, writes: 1 });
  });

  it('a write refused by its condition still consumes units: the stored item\'s size, else the last size seen', () => {
    const m = meter();
    const refused = Object.assign(new Error('refused'), { name: 'ConditionalCheckFailedException' });
    const key = { TableName: 'acc-t', Key: { accountId: 'a' } };
    meterCall(m, 'UpdateItem', key, undefined, refused); // never seen: 1
    meterCall(m, 'UpdateItem', key, { ConsumedCapacity: { CapacityUnits: 3 } }, undefined); // now 3 KB
    meterCall(m, 'UpdateItem', key, undefined, refused); // 3
    // DynamoDB's ALL_OLD item (wire form) when the caller asked for it: 2 KB
    meterCall(m, 'UpdateItem', key, undefined, Object.assign(refused, { Item: { accountId: { S: 'a' }, pad: { S: 'x'.repeat(1500) } } }));
    expect(units(m, 'acc-t', 'a')).toMatchObject({ wcu: 1 + 3 + 3 + 2, writes: 4, conditionalFailures: 3 });
    // other errors consume nothing and are counted as errors
    meterCall(m, 'UpdateItem', key, undefined, Object.assign(new Error('x'), { name: 'ValidationException' }));
    expect(m.snapshot()).toMatchObject({ errors: 1, operations: { UpdateItem: 5 } });
  });

  it('without an engine figure: a put by its item, a get by the item read', () => {
    const m = meter();
    meterCall(m, 'PutItem', { TableName: 'acc-t', Item: { accountId: 'b', ...itemOf(2 * KB + 1) } }, {}, undefined);
    meterCall(m, 'GetItem', { TableName: 'acc-t', Key: { accountId: 'b' } }, { Item: { accountId: 'b', ...itemOf(5 * KB) } }, undefined);
    meterCall(m, 'GetItem', { TableName: 'acc-t', Key: { accountId: 'none' }, ConsistentRead: true }, {}, undefined);
    expect(units(m, 'acc-t', 'b')).toMatchObject({ wcu: 3, rcu: 1 });
    expect(units(m, 'acc-t', 'none')).toMatchObject({ rcu: 1 });
  });

  it('BatchWriteItem: per item, by partition, unprocessed items not counted', () => {
    const m = meter();
    const put = (entryId: string, bytes: number) => ({ PutRequest: { Item: { accountId: 'a', entryId, ...itemOf(bytes) } } });
    const skipped = put('e3', 100);
    meterCall(
      m,
      'BatchWriteItem',
      { RequestItems: { 'ledger-t': [put('e1', 300), put('e2', 1.2 * KB), skipped, { DeleteRequest: { Key: { accountId: 'b', entryId: 'x' } } }] } },
      { UnprocessedItems: { 'ledger-t': [skipped] } },
      undefined,
    );
    expect(units(m, 'ledger-t', 'a')).toMatchObject({ wcu: 1 + 2, writes: 2 });
    expect(units(m, 'ledger-t', 'b')).toMatchObject({ wcu: 1 });
  });

  it('transactions cost twice', () => {
    const m = meter();
    meterCall(
      m,
      'TransactWriteItems',
      {
        TransactItems: [
          { Put: { TableName: 'ledger-t', Item: { accountId: 'a', entryId: 'e', ...itemOf(1.5 * KB) } } },
          { Update: { TableName: 'acc-t', Key: { accountId: 'a' } } },
        ],
      },
      {},
      undefined,
    );
    expect(units(m, 'ledger-t', 'a')?.wcu).toBe(4);
    expect(units(m, 'acc-t', 'a')?.wcu).toBe(2);
  });

  it('control-plane calls consume nothing', () => {
    const m = meter();
    meterCall(m, 'DescribeTable', { TableName: 'acc-t' }, {}, undefined);
    expect(m.snapshot().partitions).toEqual([]);
  });
});

describe('snapshots and reports', () => {
  it('diff, merge, the hottest partition and the printed report', () => {
    const a = createCapacityMeter();
    a.record('accounts', 'acc_1', { wcu: 2 });
    const before = a.snapshot();
    a.record('accounts', 'acc_1', { wcu: 3 });
    a.record('usage-ledger', 'acc_1', { wcu: 1 });
    a.record('api-keys', 'k', { rcu: 0.5 });
    const b = createCapacityMeter();
    b.record('accounts', 'acc_1', { wcu: 5, conditionalFailure: true });
    b.record('accounts', 'acc_2', { wcu: 1 });

    const window = diffSnapshots(a.snapshot(), before);
    expect(window.partitions.find((p) => p.key === 'acc_1' && p.table === 'accounts')).toMatchObject({ wcu: 3, writes: 1 });

    const all = mergeSnapshots([a.snapshot(), b.snapshot()]);
    expect(hottestPartition(all)).toMatchObject({ table: 'accounts', key: 'acc_1', wcu: 10, writes: 3, conditionalFailures: 1 });
    expect(all.tables.find((t) => t.table === 'accounts')).toMatchObject({ wcu: 11, calls: 4 });
    expect(hottestPartition(all, 'rcu')).toMatchObject({ table: 'api-keys', rcu: 0.5 });

    const report = formatCapacityReport(all, { requests: 5 });
    expect(report).toMatch(/accounts acc_1\s+WCU\s+10\s+\(2 per request\)\s+1 refused by condition/);
    expect(report).toMatch(/api-keys k\s+RCU\s+0.5\s+\(0.1 per request\)/);
  });
});
