/**
 * The money path's DynamoDB-only branches, run on the real engine (DynamoDB Local, profile
 * `npm run test:ddb-local`) next to dynalite: a refused conditional update of the account item
 * (debit over the balance, revoked key, a rate counter at its limit) is explained from the item
 * DynamoDB returns with the refusal (ReturnValuesOnConditionCheckFailure ALL_OLD), without a
 * read; dynalite returns no item, so there the store reads the account after the refusal.
 * Only in the DynamoDB Local profile (it needs Java): vitest.config.ts leaves this folder out otherwise.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { journalEntry } from '#shared/accounts/credits';
import { loadConfig } from '#shared/config';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { startDynamoDbLocal } from '#shared/store/dynamodb-local';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import type { LedgerKind, Stores } from '#shared/store/types';

const engines: Record<'dynamodb-local' | 'dynalite', { dynamo?: LocalDynamo; stores?: Stores }> = { 'dynamodb-local': {}, dynalite: {} };

beforeAll(async () => {
  const config = loadConfig({});
  const [ddb, lite] = await Promise.all([startDynamoDbLocal({ tableNames: config.tableNames }), startLocalDynamo({ tableNames: config.tableNames })]);
  engines['dynamodb-local'] = { dynamo: ddb, stores: createDynamoStores(createDocumentClient({ region: 'us-east-1', endpoint: ddb.endpoint }), config.tableNames) };
  engines.dynalite = { dynamo: lite, stores: createDynamoStores(createDocumentClient({ region: 'us-east-1', endpoint: lite.endpoint }), config.tableNames) };
}, 90_000);
afterAll(async () => {
  await Promise.all(Object.values(engines).map((e) => e.dynamo?.close()));
});

let n = 0;
const entry = (kind: LedgerKind, credits: number) => journalEntry(new Date('2026-01-01T00:00:00Z'), 'ddb-local', n++, kind, credits);

/** Runs `refuse` on an account of `balance` credits and counts the account reads it made. */
const refusal = async <T>(engine: keyof typeof engines, balance: number, refuse: (stores: Stores, accountId: string) => Promise<T>): Promise<{ result: T; reads: number }> => {
  const stores = engines[engine].stores!;
  const accountId = `acc_ddb_${engine}_${n++}`;
  await stores.accounts.create({ accountId, type: 'personal', name: 'engine test', balance, createdAt: new Date().toISOString() });
  // every read of an account item (a sharded store reads items one by one: `item`, behind `get`)
  const get = vi.spyOn(stores.accounts as unknown as { item: (id: string) => Promise<unknown> }, 'item');
  try {
    const result = await refuse(stores, accountId);
    return { result, reads: get.mock.calls.length };
  } finally {
    get.mockRestore();
  }
};

describe('a refused conditional update on DynamoDB Local carries the old item (ALL_OLD); dynalite needs a read', () => {
  it('explains a debit over the balance from the returned item, without reading the account', async () => {
    const over = (stores: Stores, a: string) => stores.accounts.debit(a, 10, 'key_a', entry('charge', 10));
    const real = await refusal('dynamodb-local', 4, over);
    expect(real.result).toEqual({ ok: false, available: 4, missing: false, revoked: false });
    expect(real.reads).toBe(0);
    // the same refusal on dynalite: same answer, from a read made after the refused write
    const lite = await refusal('dynalite', 4, over);
    expect(lite.result).toEqual(real.result);
    expect(lite.reads).toBe(1);
  });

  it('names a revoked key from the returned item', async () => {
    const revoked = async (stores: Stores, a: string) => {
      await stores.accounts.markRevoked(a, 'key_gone', 0);
      return stores.accounts.debit(a, 1, 'key_gone', entry('charge', 1));
    };
    const real = await refusal('dynamodb-local', 50, revoked);
    expect(real.result).toEqual({ ok: false, available: 50, missing: false, revoked: true });
    expect(real.reads).toBe(0);
  });

  it('reads the rate counters of a refused count from the returned item: at the limit in this window', async () => {
    const counter = { attr: 'rl_key_a_min', start: 600, limit: 1, fresh: true };
    const twice = async (stores: Stores, a: string) => {
      expect((await stores.accounts.count(a, [counter])).ok).toBe(true);
      return stores.accounts.count(a, [{ ...counter, fresh: false }]);
    };
    const real = await refusal('dynamodb-local', 7, twice);
    expect(real.result).toMatchObject({ ok: false, account: { balance: 7, rates: { rl_key_a_min: { s: 600, n: 1 } } }, rate: { limited: true, stale: false } });
    expect(real.reads).toBe(0);
    const lite = await refusal('dynalite', 7, twice);
    expect(lite.result).toMatchObject({ ok: false, rate: { limited: true, stale: false } });
    expect(lite.reads).toBe(1);
  });
});
