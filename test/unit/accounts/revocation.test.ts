/**
 * Revocations that do not grow the account item (shared/accounts/revocation.ts, docs/money-shards.md
 * "Revoked keys"), against real dynalite: 10,000 keys rotated (created, used, revoked through the real
 * revocation) leave every item of a sharded account under 8 KB; a key revoked before a debit is refused
 * by that debit while any container could still remember it, and by its record afterwards; older
 * accounts with a `revokedKeys` list keep refusing those keys and are migrated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createAccount, createKey } from '#shared/accounts/admin';
import { journalEntry } from '#shared/accounts/credits';
import { flushJournal } from '#shared/accounts/journal';
import { createKeyDirectory, IDENTITY_TTL_SECONDS } from '#shared/accounts/key-directory';
import { generateKey } from '#shared/accounts/keys';
import { reconcile } from '#shared/accounts/reconcile';
import { accountCounters } from '#shared/accounts/rate-limit';
import { MAX_RECENT_REVOCATIONS, REVOCATION_KEPT_SECONDS, revokeInAccount } from '#shared/accounts/revocation';
import { revokeAccountKey } from '#shared/accounts/self-service';
import { forgetShardCounts, keyShard, shardAccount } from '#shared/accounts/shards';
import { loadConfig } from '#shared/config';
import { anyItemSize } from '#shared/store/capacity-meter';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { createDynamoStores } from '#shared/store/stores';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import { shardItemIds } from '#shared/store/shard-ids';
import type { ApiKeyRecord, Stores } from '#shared/store/types';

const config = loadConfig({});
let dynamo: LocalDynamo;
let stores: Stores;
let db: ReturnType<typeof createDocumentClient>;

beforeAll(async () => {
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  db = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  stores = createDynamoStores(db, config.tableNames);
});
afterAll(async () => {
  await dynamo?.close();
});

const T0 = Date.parse('2026-11-26T00:00:00Z');
const owner = (accountId: string) => ({ keyId: 'key_owner', accountId, role: 'owner' as const });

/** A member key record (what POST /keys writes, without the HTTP path). */
const memberRecord = (accountId: string, slot: number, at: Date): ApiKeyRecord => {
  const k = generateKey(config.keyPrefix);
  return { keyHash: k.keyHash, keyId: k.keyId, accountId, hint: k.hint, createdAt: at.toISOString(), role: 'member', slot };
};
const memberKey = async (accountId: string, slot: number, at: Date): Promise<ApiKeyRecord> => {
  const record = memberRecord(accountId, slot, at);
  await stores.keys.put(record);
  return record;
};
/** Key records written 25 to a request, straight to the keys table (setup, not what is measured). */
const memberKeys = async (accountId: string, from: number, n: number, at: (i: number) => Date): Promise<ApiKeyRecord[]> => {
  const records = Array.from({ length: n }, (_, j) => memberRecord(accountId, from + j, at(from + j)));
  for (let i = 0; i < records.length; i += 25) {
    await db.send(new BatchWriteCommand({ RequestItems: { [config.tableNames.keys]: records.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  return records;
};

/** One charged use of the key: the real conditional debit on its shard, counted in its rate counters. */
const use = (r: ApiKeyRecord, at: Date, tag: string) => {
  const where = keyShard(r.accountId, r.keyId, r.slot);
  const counters = accountCounters(r.keyId, config.rateLimits.standard, at.getTime());
  return stores.accounts.debit(where.item, 1, r.keyId, journalEntry(at, tag, 0, 'charge', 1, { keyId: r.keyId }), undefined, counters, where.shards);
};

/** Every item of the account as stored, with its size by DynamoDB's rules. */
const itemSizes = async (accountId: string, shards: number) =>
  Promise.all(
    shardItemIds(accountId, shards).map(async (id) => {
      const out = await db.send(new GetCommand({ TableName: config.tableNames.accounts, Key: { accountId: id }, ConsistentRead: true }));
      return { id, bytes: anyItemSize(out.Item!), item: out.Item! };
    }),
  );

describe('revocations kept where they do not grow the account', () => {
  it('10,000 keys created, used and revoked: every item of the 2-shard account stays under 8 KB; growth copies no history', { timeout: 1_800_000 }, async () => {
    forgetShardCounts();
    const account = await createAccount(stores, { type: 'organization', name: 'rotating app', credits: 20_000 });
    const id = account.accountId;
    await shardAccount(stores, id, 2, new Date(T0));
    const ROTATIONS = Number(process.env.ROTATIONS ?? 10_000);
    // one rotation every 5 s of the simulated clock: below MAX_RECENT_REVOCATIONS per REVOCATION_KEPT_SECONDS
    const STEP_MS = 5_000;
    expect(REVOCATION_KEPT_SECONDS / (STEP_MS / 1000)).toBeLessThan(MAX_RECENT_REVOCATIONS);
    const BATCH = 100;
    let revoked: ApiKeyRecord[] = [];
    let largest = 0;
    for (let i = 0; i < ROTATIONS; i += BATCH) {
      const batch = await memberKeys(id, i, BATCH, (n) => new Date(T0 + n * STEP_MS));
      const used = await Promise.all(batch.map((k, j) => use(k, new Date(T0 + (i + j) * STEP_MS), `use.${i + j}`)));
      expect(used.every((u) => u.ok)).toBe(true);
      // each through the real revocation (what DELETE /keys/{id} and the admin CLI call, with the key
      // record in hand: the lookup by key id is an index query, not what is measured), at its own time
      await Promise.all(batch.map((k, j) => revokeInAccount(stores, k, new Date(T0 + (i + j) * STEP_MS + 1_000))));
      // the journal is copied to the ledger as the table's stream does deployed
      await flushJournal(stores, id);
      revoked = batch;
      if (i % 2_000 === 0) largest = Math.max(largest, ...(await itemSizes(id, 2)).map((s) => s.bytes));
    }
    const sizes = await itemSizes(id, 2);
    largest = Math.max(largest, ...sizes.map((s) => s.bytes));
    expect(largest).toBeLessThan(8 * 1024);
    // nothing of the history: no list of revoked keys, no counters of revoked keys, only the recent entries
    for (const s of sizes) {
      expect(s.item.revokedKeys).toBeUndefined();
      expect(Object.keys(s.item).filter((a) => a.startsWith('rl_'))).toEqual([]);
      const entries = Object.keys(s.item).filter((a) => a.startsWith('rk_'));
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(MAX_RECENT_REVOCATIONS);
    }
    const after = await stores.accounts.get(id);
    expect(after!.balance).toBe(20_000 - ROTATIONS);
    // the last keys revoked are refused by the debit itself, on their shard
    for (const k of revoked) expect(await use(k, new Date(T0 + ROTATIONS * STEP_MS + 2_000), `late.${k.keyId}`)).toMatchObject({ ok: false, revoked: true });
    // growth to 8 shards: the new items carry the recent entries only (no history to multiply)
    await shardAccount(stores, id, 8, new Date(T0 + ROTATIONS * STEP_MS + 3_000));
    const grown = await itemSizes(id, 8);
    for (const s of grown) expect(s.bytes).toBeLessThan(8 * 1024);
    for (const s of grown.slice(2)) expect(Object.keys(s.item).filter((a) => a.startsWith('rk_')).length).toBeLessThanOrEqual(MAX_RECENT_REVOCATIONS);
  });

  it('too many revocations at once: 429, nothing written; later they go through', { timeout: 600_000 }, async () => {
    const account = await createAccount(stores, { type: 'organization', name: 'burst', credits: 10 });
    const at = new Date(T0);
    const keys = await Promise.all(Array.from({ length: MAX_RECENT_REVOCATIONS + 1 }, (_, i) => memberKey(account.accountId, i, at)));
    for (const k of keys.slice(0, MAX_RECENT_REVOCATIONS)) await revokeAccountKey(stores, owner(account.accountId), k.keyId, at);
    const last = keys.at(-1)!;
    await expect(revokeAccountKey(stores, owner(account.accountId), last.keyId, at)).rejects.toMatchObject({ kind: 'rate_limited', error: 'Too many revocations' });
    expect((await stores.keys.getByHash(last.keyHash))?.revokedAt).toBeUndefined();
    const later = new Date(T0 + (REVOCATION_KEPT_SECONDS + 1) * 1000);
    await revokeAccountKey(stores, owner(account.accountId), last.keyId, later);
    // that revocation removed 100 of the expired entries (one update's share), the reconciler the rest: only its own is left
    const after = await stores.accounts.item(account.accountId);
    expect(Object.keys(after!.revocations ?? {}).length).toBe(MAX_RECENT_REVOCATIONS - 100 + 1);
    await reconcile(stores, later);
    const item = await stores.accounts.item(account.accountId);
    expect(Object.keys(item!.revocations ?? {})).toEqual([last.keyId]);
  });
});

describe('growth and revocation entries', () => {
  it('an item heavy with recent revocation entries (3 KB) does not make its account grow: they are on every item alike', async () => {
    const account = await createAccount(stores, { type: 'organization', name: 'entries', credits: 10 });
    const at = new Date();
    const until = Math.floor(at.getTime() / 1000) + REVOCATION_KEPT_SECONDS;
    for (let i = 0; i < MAX_RECENT_REVOCATIONS; i++) await stores.accounts.markRevoked(account.accountId, `key_${String(i).padStart(16, '0')}`, until);
    expect((await itemSizes(account.accountId, 1))[0]!.bytes).toBeGreaterThan(3000);
    const report = await reconcile(stores, at);
    expect(report.accountsGrown.map((g) => g.accountId)).not.toContain(account.accountId);
    expect((await stores.accounts.item(account.accountId))!.shardCount ?? 1).toBe(1);
  });
});

describe('a revoked key never pays', () => {
  it('a container that remembers the key: refused by the debit while the entry lasts, by the key record once it may be gone', async () => {
    const account = await createAccount(stores, { type: 'personal', name: 'p', credits: 10 });
    const key = await createKey(stores, account.accountId, config.keyPrefix, new Date(T0), { role: 'member' });
    const spare = await createKey(stores, account.accountId, config.keyPrefix, new Date(T0), { role: 'member' });
    let clockMs = 0;
    const directory = createKeyDirectory(stores.keys, 100, IDENTITY_TTL_SECONDS * 1000, () => clockMs);
    const identity = await directory.identify(key.record.keyHash);
    expect(identity.keyId).toBe(key.keyId);
    await revokeAccountKey(stores, owner(account.accountId), key.keyId, new Date(T0 + 1_000));
    // still remembered (within the directory's TTL), but the debit refuses it
    clockMs = IDENTITY_TTL_SECONDS * 1000 - 1;
    expect((await directory.identify(key.record.keyHash)).keyId).toBe(key.keyId);
    expect(await use(key.record, new Date(T0 + 2_000), 'after')).toMatchObject({ ok: false, revoked: true });
    // once every container's memory of it has expired, its record answers: 401, remembered or not
    clockMs = IDENTITY_TTL_SECONDS * 1000;
    await expect(directory.identify(key.record.keyHash)).rejects.toMatchObject({ kind: 'unauthorized', message: 'The API key has been revoked' });
    // the entry lasts at least the directory's TTL plus the longest request
    const until = (await stores.accounts.item(account.accountId))!.revocations![key.keyId]!;
    expect(until - Math.floor((T0 + 1_000) / 1000)).toBeGreaterThanOrEqual(IDENTITY_TTL_SECONDS + 300);
    // a later revocation past that end removes the entry; the key stays refused by its record
    await revokeAccountKey(stores, owner(account.accountId), spare.keyId, new Date((until + 1) * 1000));
    expect((await stores.accounts.item(account.accountId))!.revocations?.[key.keyId]).toBeUndefined();
    await expect(createKeyDirectory(stores.keys).identify(key.record.keyHash)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('an older account with a revokedKeys list: those keys stay refused, and the next revocation migrates the list away', async () => {
    const account = await createAccount(stores, { type: 'personal', name: 'old', credits: 10 });
    const id = account.accountId;
    const member = { role: 'member' as const };
    const done = await createKey(stores, id, config.keyPrefix, new Date(T0), member);
    const halfDone = await createKey(stores, id, config.keyPrefix, new Date(T0), member);
    const next = await createKey(stores, id, config.keyPrefix, new Date(T0), member);
    // as the older code left them: both in the list, only the first key record revoked
    await db.send(new UpdateCommand({ TableName: config.tableNames.accounts, Key: { accountId: id }, UpdateExpression: 'ADD revokedKeys :k', ExpressionAttributeValues: { ':k': new Set([done.keyId, halfDone.keyId]) } }));
    await stores.keys.revoke(done.record.keyHash, new Date(T0).toISOString());
    for (const k of [done, halfDone]) expect(await use(k.record, new Date(T0), `old.${k.keyId}`)).toMatchObject({ ok: false, revoked: true });
    await revokeAccountKey(stores, owner(id), next.keyId, new Date(T0 + 1_000));
    const item = await stores.accounts.item(id);
    expect(item!.revokedKeys).toBeUndefined();
    expect(Object.keys(item!.revocations ?? {}).sort()).toEqual([halfDone.keyId, next.keyId].sort());
    expect((await stores.keys.getByHash(halfDone.record.keyHash))?.revokedAt).toBeDefined();
    for (const k of [halfDone, next]) expect(await use(k.record, new Date(T0 + 2_000), `new.${k.keyId}`)).toMatchObject({ ok: false, revoked: true });
    await expect(createKeyDirectory(stores.keys).identify(done.record.keyHash)).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
