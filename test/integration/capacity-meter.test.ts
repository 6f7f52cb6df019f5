/**
 * The capacity meter against a real engine (dynalite over HTTP): a known workload of item writes
 * and reads gives the units DynamoDB's rules give; and with CAPACITY_METER=1 the local stack's
 * clients carry the meter, so charged requests show their account item as the hot partition.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#shared/config';
import type { LocalStack } from '#shared/http/local-stack';
import { attachCapacityMeter, capacityMeterFromEnv, createCapacityMeter, hottestPartition, type CapacityMeter } from '#shared/store/capacity-meter';
import { call, LONDON_1990, newAccount, startTestStack } from '#test/support/stack';

// before the stack creates its clients: every client of this process carries the meter
process.env.CAPACITY_METER = '1';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A string of `n` bytes. */
const pad = (n: number) => 'x'.repeat(n);

describe('a known workload on dynalite', () => {
  let meter: CapacityMeter;
  let db: DynamoDBDocumentClient;
  const names = loadConfig({}).tableNames;

  beforeAll(() => {
    meter = createCapacityMeter({ tableNames: names });
    const client = new DynamoDBClient({ region: 'us-east-1', endpoint: stack.dynamo.endpoint, credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    // a client of its own with a meter of its own (the process meter sits on the stack's clients)
    attachCapacityMeter(client, meter);
    db = DynamoDBDocumentClient.from(client);
  });

  it('gives the documented units per call, on the partition each call touches', async () => {
    const A = 'acc_meter_a';
    const accounts = names.accounts;
    const ledger = names.ledger;
    // item of 1,500 bytes: accountId (9 + 11) + pad (3 + 1,477) = 1,500 -> 2 write units
    await db.send(new PutCommand({ TableName: accounts, Item: { accountId: A, pad: pad(1477) } }));
    await db.send(new GetCommand({ TableName: accounts, Key: { accountId: A }, ConsistentRead: true })); // 1
    await db.send(new GetCommand({ TableName: accounts, Key: { accountId: A } })); // 0.5
    // grows to 1,500 + 4 + 1,200 = 2,704 bytes: the larger of before and after -> 3
    await db.send(new UpdateCommand({ TableName: accounts, Key: { accountId: A }, UpdateExpression: 'SET big = :b', ExpressionAttributeValues: { ':b': pad(1201) } }));
    // refused by its condition: still the item's 3 units
    await expect(
      db.send(new UpdateCommand({ TableName: accounts, Key: { accountId: A }, UpdateExpression: 'SET big = :b', ConditionExpression: 'attribute_not_exists(accountId)', ExpressionAttributeValues: { ':b': 'y' } })),
    ).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    // three ledger rows of about 1.5 KB: 2 units each
    const rows = [1, 2, 3].map((i) => ({ accountId: A, entryId: `e${i}`, pad: pad(1450) }));
    await db.send(new BatchWriteCommand({ RequestItems: { [ledger]: rows.map((Item) => ({ PutRequest: { Item } })) } }));
    // one query of the three rows (4,431 bytes): 2 units strongly consistent, 1 eventually
    await db.send(new QueryCommand({ TableName: ledger, KeyConditionExpression: 'accountId = :a', ExpressionAttributeValues: { ':a': A }, ConsistentRead: true }));
    await db.send(new QueryCommand({ TableName: ledger, KeyConditionExpression: 'accountId = :a', ExpressionAttributeValues: { ':a': A } }));
    await db.send(new DeleteCommand({ TableName: accounts, Key: { accountId: A } })); // the 2,704-byte item: 3

    const snap = meter.snapshot();
    const at = (table: string) => snap.partitions.find((p) => p.table === table && p.key === A);
    expect(at(accounts)).toEqual({ table: accounts, key: A, rcu: 1.5, wcu: 2 + 3 + 3 + 3, reads: 2, writes: 4, conditionalFailures: 1 });
    expect(at(ledger)).toEqual({ table: ledger, key: A, rcu: 3, wcu: 6, reads: 2, writes: 3, conditionalFailures: 0 });
    expect(snap.operations).toEqual({ PutItem: 1, GetItem: 2, UpdateItem: 2, BatchWriteItem: 1, Query: 2, DeleteItem: 1 });
    expect(snap.errors).toBe(0);
    expect(hottestPartition(snap)).toMatchObject({ table: accounts, key: A, wcu: 11 });
  });
});

describe('the local stack with CAPACITY_METER=1', () => {
  it('meters the stack\'s own calls: each charged request writes its account item (more than 1 unit a request) and one ledger row', async () => {
    const meter = capacityMeterFromEnv()!;
    expect(meter).toBeDefined();
    const acct = await newAccount(stack, 100);
    const key = { key: acct.apiKey, body: LONDON_1990 };
    await call(stack, 'POST', '/calculators/big-3', key); // the key's identity is cached from here on
    await stack.deps.journal?.drain();
    meter.reset();

    const n = 12;
    for (let i = 0; i < n; i++) expect((await call(stack, 'POST', '/calculators/big-3', key)).status).toBe(200);
    await stack.deps.journal?.drain();

    const snap = meter.snapshot();
    const accountItem = snap.partitions.find((p) => p.table === stack.deps.config.tableNames.accounts && p.key === acct.accountId)!;
    const ledgerRows = snap.partitions.find((p) => p.table === stack.deps.config.tableNames.ledger && p.key === acct.accountId)!;
    // n debits (one update each) plus the flusher's removals of copied journal entries; the item
    // carries its pending journal entries (a few hundred bytes each), so a write is often 2 KB
    expect(accountItem.writes).toBeGreaterThan(n);
    expect(accountItem.wcu).toBeGreaterThanOrEqual(accountItem.writes);
    expect(accountItem.wcu / n).toBeGreaterThan(1);
    expect(accountItem.wcu / n).toBeLessThan(4);
    expect(accountItem.conditionalFailures).toBe(0);
    // one ledger row per charge, each under 1 KB
    expect(ledgerRows).toMatchObject({ wcu: n, writes: n });
    expect(hottestPartition(snap)).toMatchObject({ table: stack.deps.config.tableNames.accounts, key: acct.accountId });
    // the key is not read again while cached
    expect(snap.partitions.filter((p) => p.table === stack.deps.config.tableNames.keys).reduce((a, p) => a + p.rcu, 0)).toBe(0);
  });
});
