/**
 * A sharded account through the local stack (real dynalite over HTTP, docs/money-shards.md): exact
 * debits under concurrency with the credits spread unevenly, 402 only when the whole account is
 * short, the per-key rate limits, revocation on every shard, a container that has not seen the
 * account grow, the ledger spread over the shards' partitions and merged for its readers.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createKey, revokeKey, type CreatedKey } from '#shared/accounts/admin';
import { journalEntry } from '#shared/accounts/credits';
import { createJournalFlusher, flushJournal } from '#shared/accounts/journal';
import { audit } from '#shared/accounts/reconcile';
import { BALANCE_READ_MAX_AGE_MS, BALANCE_REFRESH_AFTER_MS, balanceAfter, forgetBalances, forgetShardCounts, knownShardCount, shardAccount, spendable, transfer } from '#shared/accounts/shards';
import { setDeps } from '#shared/deps';
import type { LocalStack } from '#shared/http/local-stack';
import type { AccountStore, Stores } from '#shared/store/types';
import { ROUTES } from '#shared/routes';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { shardItemId, shardItemIds, shardOfKey } from '#shared/store/shard-ids';
import { balanceOf, call, ledgerOf, newAccount, stackPerFile } from '#test/support/stack';
import { TEST_ROUTES } from '#test/support/test-routes';

let stack: LocalStack;
stackPerFile({ routes: [...ROUTES, ...TEST_ROUTES] }, (s) => (stack = s));

const LIFE = { birthDate: '1990-07-15' };
const SHARDS = 8;

/** Keys of the account until every shard of `n` has at least one (random keys: about 2.7 n of them). */
const keysOnEveryShard = async (accountId: string, n: number): Promise<Map<number, CreatedKey[]>> => {
  const by = new Map<number, CreatedKey[]>();
  while (by.size < n) {
    const k = await createKey(stack.deps.stores, accountId, 'bp_test_');
    const s = shardOfKey(k.keyId, n, k.slot);
    by.set(s, [...(by.get(s) ?? []), k]);
  }
  return by;
};

const scanLedger = async (): Promise<{ accountId: string; kind: string }[]> => {
  const db = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamo.endpoint });
  const out = await db.send(new ScanCommand({ TableName: stack.deps.config.tableNames.ledger, ConsistentRead: true }));
  return (out.Items ?? []) as { accountId: string; kind: string }[];
};

describe('a sharded account', () => {
  // a hang guard: 82-90 s at load average 9-14 on 2 cores before the shards' reads were batched
  // (16 s at load 4 after), too near the former 120 s (docs/testing.md)
  it('300 parallel 1-credit calls from keys on every shard, 150 credits spread unevenly: exactly 150 served, 150 × 402, balance 0, the ledger agrees', { timeout: 240_000 }, async () => {
    const a = await newAccount(stack, 150, 'organization');
    const { shards, moved } = await shardAccount(stack.deps.stores, a.accountId, SHARDS);
    expect(shards).toBe(SHARDS);
    expect(moved).toBeGreaterThan(0);
    // uneven: most credits back on shard 3, a few on 5, none on the others
    const now = new Date();
    const items = (await stack.deps.stores.accounts.get(a.accountId))!.shards!;
    expect(items.map((i) => i.accountId)).toEqual(shardItemIds(a.accountId, SHARDS));
    for (const it of items) if (it.balance > 0 && it.accountId !== shardItemId(a.accountId, 3)) expect(await transfer(stack.deps.stores, it.accountId, shardItemId(a.accountId, 3), it.balance, now)).toBe(it.balance);
    expect(await transfer(stack.deps.stores, shardItemId(a.accountId, 3), shardItemId(a.accountId, 5), 20, now)).toBe(20);
    const spread = (await stack.deps.stores.accounts.get(a.accountId))!.shards!.map((s) => s.balance);
    expect(spread).toEqual([0, 0, 0, 130, 0, 20, 0, 0]);

    const byShard = await keysOnEveryShard(a.accountId, SHARDS);
    const keys = [...byShard.values()].flat().map((k) => k.apiKey);
    forgetShardCounts(); // the server's container has not seen this account grow
    forgetBalances();
    const replies = await Promise.all(Array.from({ length: 300 }, (_, i) => call(stack, 'POST', '/calculators/life-path', { key: keys[i % keys.length]!, body: LIFE })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(150);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    for (const r of replies.filter((x) => x.status === 402)) expect(r.body).toMatchObject({ error: 'Insufficient credits', required: 1 });
    expect(knownShardCount(a.accountId)).toBe(SHARDS);
    expect(await balanceOf(stack, a.accountId)).toBe(0);
    const rows = await ledgerOf(stack, a.accountId);
    expect(rows.filter((x) => x.kind === 'charge')).toHaveLength(150);
    // transfers net to zero over the account
    expect(rows.filter((x) => x.kind.startsWith('transfer')).reduce((s, x) => s + x.delta, 0)).toBe(0);
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, balance: 0, heldCredits: 0, shards: SHARDS, creditsInTransfer: 0 });
    // the charges are on the shards of the keys that made them: the ledger's partitions spread the same way
    const partitions = new Set((await scanLedger()).filter((r) => r.accountId.startsWith(a.accountId) && r.kind === 'charge').map((r) => r.accountId));
    expect(partitions.size).toBeGreaterThanOrEqual(SHARDS - 1);
    expect([...partitions].every((p) => shardItemIds(a.accountId, SHARDS).includes(p))).toBe(true);
  });

  it('answers GET /account with the whole balance; a short shard pulls credits from the others; 402 only when the whole account is short', async () => {
    const a = await newAccount(stack, 20);
    await shardAccount(stack.deps.stores, a.accountId, 4);
    expect((await stack.deps.stores.accounts.get(a.accountId))!.shards!.map((s) => s.balance)).toEqual([5, 5, 5, 5]);
    const acct = await call(stack, 'GET', '/account', { key: a.apiKey });
    expect(acct.status).toBe(200);
    expect(acct.body.data).toMatchObject({ accountId: a.accountId, balance: 20 });
    // the key's shard holds 5: a hold of 12 pulls at least 7 from the others, keeps 4
    const big = await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 12, keep: 4 } });
    expect(big.status).toBe(200);
    expect(big.body.meta).toMatchObject({ creditsUsed: 4, creditsRemaining: 16 });
    expect(await balanceOf(stack, a.accountId)).toBe(16);
    // more than the whole account: 402 with what the account has, nothing moved
    const over = await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 17, keep: 1 } });
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({ error: 'Insufficient credits', required: 17, available: 16 });
    // exactly the whole account: served, whatever shard held what
    const all = await call(stack, 'POST', '/test/dynamic', { key: a.apiKey, body: { reserve: 16, keep: 16 } });
    expect(all.status).toBe(200);
    expect(await balanceOf(stack, a.accountId)).toBe(0);
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, balance: 0, heldCredits: 0, shards: 4, creditsInTransfer: 0 });
  });

  it('per-key rate limits stay exact: 130 parallel calls of one key on a sharded account, 100 served, 30 × 429', { timeout: 60_000 }, async () => {
    setDeps({ now: () => new Date(Date.parse('2030-02-01T00:03:05Z')) });
    const a = await newAccount(stack, 1000);
    await shardAccount(stack.deps.stores, a.accountId, SHARDS);
    forgetShardCounts();
    const replies = await Promise.all(Array.from({ length: 130 }, () => call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(100);
    expect(statuses.filter((x) => x === 429)).toHaveLength(30);
    expect(new Set(replies.filter((r) => r.status === 200).map((r) => r.headers.get('x-ratelimit-remaining'))).size).toBe(100);
    expect(await balanceOf(stack, a.accountId)).toBe(900);
    // the counters are on the key's shard only
    const home = shardItemId(a.accountId, shardOfKey(a.keyId, SHARDS, a.slot));
    for (const it of (await stack.deps.stores.accounts.get(a.accountId))!.shards!) {
      const counters = Object.keys(it.rates ?? {});
      expect(counters.length > 0, it.accountId).toBe(it.accountId === home);
    }
  });

  it('a revoked key is refused on every shard, including shards added after the revocation', async () => {
    const a = await newAccount(stack, 100);
    await shardAccount(stack.deps.stores, a.accountId, 4);
    const other = await createKey(stack.deps.stores, a.accountId, 'bp_test_');
    expect((await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE })).status).toBe(200);
    await revokeKey(stack.deps.stores, a.keyId);
    await stack.deps.stores.accounts.addShards(a.accountId, SHARDS, new Date());
    const at = new Date();
    for (const id of shardItemIds(a.accountId, SHARDS)) {
      const r = await stack.deps.stores.accounts.debit(id, 1, a.keyId, journalEntry(at, `probe-${id}`, 0, 'charge', 1), undefined, [], SHARDS);
      expect(r, id).toMatchObject({ ok: false, revoked: true });
    }
    for (const r of [await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE }), await call(stack, 'GET', '/account', { key: a.apiKey })]) {
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ error: 'Invalid API key' });
    }
    // the account's other key still works, wherever it lands
    expect((await call(stack, 'POST', '/calculators/life-path', { key: other.apiKey, body: LIFE })).status).toBe(200);
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, balance: 98 });
  });

  it('a container that knew the account before it grew is corrected by the refused write, and charges the key’s shard', async () => {
    const a = await newAccount(stack, 50);
    expect((await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE })).status).toBe(200);
    expect(knownShardCount(a.accountId)).toBe(1);
    await shardAccount(stack.deps.stores, a.accountId, SHARDS);
    forgetShardCounts(); // this process's shardAccount taught it; the server's containers would not know
    const r = await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE });
    expect(r.status).toBe(200);
    expect(knownShardCount(a.accountId)).toBe(SHARDS);
    await stack.deps.journal?.drain();
    await flushJournal(stack.deps.stores, a.accountId);
    const home = shardItemId(a.accountId, shardOfKey(a.keyId, SHARDS, a.slot));
    const charges = (await scanLedger()).filter((x) => x.accountId.startsWith(a.accountId) && x.kind === 'charge').map((x) => x.accountId);
    // the first charge on the root (one item then), the second on the key's shard
    expect(charges.sort()).toEqual([a.accountId, home].sort());
    expect(await balanceOf(stack, a.accountId)).toBe(48);
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, shards: SHARDS });
  });

  it('the admin CLI grows an account (never shrinks it) and spreads its credits; the audit sees every shard', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 103);
    const run = promisify(execFile);
    const env = { ...process.env, DYNAMODB_ENDPOINT: stack.deps.config.dynamodbEndpoint, NODE_NO_WARNINGS: '1' };
    const admin = async (...args: string[]) => JSON.parse((await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args, '--json'], { env })).stdout) as Record<string, unknown>;
    expect(await admin('shard-account', '--account', a.accountId, '--shards', '4')).toEqual({ accountId: a.accountId, shards: 4, moved: 75 });
    expect((await stack.deps.stores.accounts.get(a.accountId))!.shards!.map((s) => s.balance)).toEqual([28, 25, 25, 25]);
    expect(await admin('shard-account', '--account', a.accountId, '--shards', '2')).toMatchObject({ shards: 4, moved: 0 });
    expect(await admin('audit', '--account', a.accountId)).toMatchObject({ agree: true, balance: 103, shards: 4, creditsInTransfer: 0 });
    expect((await call(stack, 'POST', '/calculators/life-path', { key: a.apiKey, body: LIFE })).status).toBe(200);
    expect(await admin('audit', '--account', a.accountId)).toMatchObject({ agree: true, balance: 102, shards: 4 });
  });

  it('GET /v1/ledger pages over every shard’s partition newest first, /v1/usage sums as for one item; deleting the account forfeits every shard’s credits and refuses its keys on every shard', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 60);
    await shardAccount(stack.deps.stores, a.accountId, 4);
    const keys = [a, ...(await Promise.all([1, 2, 3].map(() => createKey(stack.deps.stores, a.accountId, 'bp_test_'))))];
    expect(new Set(keys.map((k) => shardOfKey(k.keyId, 4, k.slot))).size).toBe(4);
    for (let i = 0; i < 10; i++) expect((await call(stack, 'POST', '/calculators/life-path', { key: keys[i % 4]!.apiKey, body: LIFE })).status).toBe(200);
    await stack.deps.journal?.drain();
    const ids: string[] = [];
    const types = new Set<string>();
    let page: string | null = null;
    do {
      const r = await call(stack, 'GET', `/ledger?limit=3${page ? `&page=${page}` : ''}`, { key: a.apiKey });
      expect(r.status).toBe(200);
      const d = r.body.data as { entries: { id: string; type: string }[]; nextPage: string | null };
      ids.push(...d.entries.map((e) => e.id));
      for (const e of d.entries) types.add(e.type);
      page = d.nextPage;
    } while (page);
    const rows = await stack.deps.stores.ledger.listByAccount(a.accountId);
    // every row once, newest first, across the four partitions
    expect(ids).toEqual(rows.map((r) => r.entryId).reverse());
    expect(new Set(rows.map((r) => r.accountId))).toEqual(new Set(shardItemIds(a.accountId, 4)));
    expect(types).toEqual(new Set(['opening', 'charge', 'transfer-out', 'transfer-in']));
    const usage = (await call(stack, 'GET', '/usage?groupBy=key', { key: a.apiKey })).body.data as { total: { requests: number; charged: number; net: number } };
    expect(usage.total).toMatchObject({ requests: 10, charged: 10, net: 10 });
    // the same answers whichever shard the calling key counts on (its count returns that shard's item only)
    for (const k of keys) {
      const first = (await call(stack, 'GET', '/ledger?limit=3', { key: k.apiKey })).body.data as { entries: { id: string }[] };
      expect(first.entries.map((e) => e.id)).toEqual(ids.slice(0, 3));
      expect(((await call(stack, 'GET', '/usage?groupBy=key', { key: k.apiKey })).body.data as typeof usage).total).toMatchObject({ requests: 10, charged: 10, net: 10 });
      expect((await call(stack, 'GET', '/account', { key: k.apiKey })).body.data).toMatchObject({ accountId: a.accountId, balance: 50 });
      const exported = (await call(stack, 'GET', '/account/export', { key: k.apiKey })).body.data as { account: { accountId: string; balance: number }; ledger: unknown[]; keys: unknown[] };
      expect(exported.account).toMatchObject({ accountId: a.accountId, balance: 50 });
      expect(exported.ledger).toHaveLength(rows.length);
      expect(exported.keys).toHaveLength(4);
    }

    const del = await call(stack, 'DELETE', '/account', { key: a.apiKey, body: { confirm: a.accountId } });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ accountId: a.accountId, deleted: true, creditsForfeited: 50 });
    const after = (await stack.deps.stores.accounts.get(a.accountId))!;
    expect(after.shards!.map((s) => s.balance)).toEqual([0, 0, 0, 0]);
    // every shard is a tombstone too (no key ids copied): any debit on any of them is refused
    for (const s of after.shards!) {
      expect(s.deletedAt).toBeDefined();
      expect(s.revokedKeys).toBeUndefined();
      const r = await stack.deps.stores.accounts.debit(s.accountId, 0, keys[0]!.keyId, journalEntry(new Date(), `probe-${s.accountId}`, 0, 'charge', 0), undefined, [], 4);
      expect(r, s.accountId).toMatchObject({ ok: false, missing: true });
    }
    for (const k of keys) expect((await call(stack, 'POST', '/calculators/life-path', { key: k.apiKey, body: LIFE })).status).toBe(401);
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, balance: 0, shards: 4 });
  });

  it('reads an account of more shards than one BatchGetItem takes (130: 100 + 30) whole and in shard order', { timeout: 60_000 }, async () => {
    const a = await newAccount(stack, 1300);
    await shardAccount(stack.deps.stores, a.accountId, 130);
    const read = (await stack.deps.stores.accounts.get(a.accountId))!;
    expect(read.shards!.map((s) => s.accountId)).toEqual(shardItemIds(a.accountId, 130));
    expect(read.shards!.map((s) => s.balance)).toEqual(Array.from({ length: 130 }, () => 10));
    expect(read.balance).toBe(1300);
    expect(spendable(read)).toBe(1300);
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, balance: 1300, shards: 130, creditsInTransfer: 0 });
  });

  it('the balance a charged answer reports: one merged read per container at a time, never a herd, never older than 10 s', async () => {
    const a = await newAccount(stack, 80);
    await shardAccount(stack.deps.stores, a.accountId, 4);
    forgetBalances();
    // the real store, its merged reads counted
    let reads = 0;
    const accounts = stack.deps.stores.accounts;
    const counted: Pick<Stores, 'accounts'> = {
      accounts: new Proxy(accounts, {
        get: (t, prop, recv) => {
          if (prop !== 'get') return Reflect.get(t, prop, recv) as unknown;
          return (id: string) => {
            reads++;
            return t.get(id);
          };
        },
      }) as AccountStore,
    };
    const shard1 = shardItemId(a.accountId, 1);
    const herd = (nowMs: number) => Promise.all(Array.from({ length: 20 }, () => balanceAfter(counted, a.accountId, shard1, 20, nowMs)));
    const t0 = Date.now();
    // nothing remembered: 20 concurrent answers wait for ONE read
    expect(await herd(t0)).toEqual(Array.from({ length: 20 }, () => 80));
    expect(reads).toBe(1);
    // a fresh reading answers without a read
    expect(await herd(t0 + BALANCE_REFRESH_AFTER_MS)).toEqual(Array.from({ length: 20 }, () => 80));
    expect(reads).toBe(1);
    // the root spends 5: past the refresh age, the first answer reads again (and reports it), the
    // others answer at once with the remembered reading (still within 10 s), none makes its own read
    expect(await transfer(stack.deps.stores, a.accountId, shard1, 5, new Date())).toBe(5);
    const mid = await herd(t0 + BALANCE_REFRESH_AFTER_MS + 1);
    expect(reads).toBe(2);
    expect(mid[0]).toBe(75); // shard 1 as given (20) + the others as read now (15 + 20 + 20)
    expect(mid.slice(1)).toEqual(Array.from({ length: 19 }, () => 80)); // shard 1 as given + the others as read at t0
    // past the maximum age nobody answers with the old reading: all wait for one read
    expect(await transfer(stack.deps.stores, shardItemId(a.accountId, 2), shard1, 5, new Date())).toBe(5);
    const late = await herd(t0 + BALANCE_REFRESH_AFTER_MS + 1 + BALANCE_READ_MAX_AGE_MS + 1);
    expect(reads).toBe(3);
    expect(late).toEqual(Array.from({ length: 20 }, () => 70)); // 20 + 15 + 15 + 20
  });

  it('the local journal copier notified for the root copies the root’s journal only, not every shard’s', async () => {
    const a = await newAccount(stack, 40);
    await shardAccount(stack.deps.stores, a.accountId, 4);
    const shard3 = shardItemId(a.accountId, 3);
    // a transfer writes one entry on the root and one on shard 3
    expect(await transfer(stack.deps.stores, a.accountId, shard3, 4, new Date())).toBe(4);
    const copier = createJournalFlusher(stack.deps.stores);
    copier.notify(a.accountId);
    await copier.drain();
    expect(Object.keys((await stack.deps.stores.accounts.item(a.accountId))!.journal)).toHaveLength(0);
    expect(Object.values((await stack.deps.stores.accounts.item(shard3))!.journal).map((e) => e.kind)).toEqual(['transfer-in']);
    copier.notify(shard3);
    await copier.close();
    expect(Object.keys((await stack.deps.stores.accounts.item(shard3))!.journal)).toHaveLength(0);
    expect(await audit(stack.deps.stores, a.accountId)).toMatchObject({ agree: true, balance: 40, pendingEntries: 0 });
  });
});
