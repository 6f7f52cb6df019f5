/** The DynamoDB stores and the credits service against real dynalite (in memory). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits, createAccount, createKey, revokeKey, showAccount } from '#shared/accounts/admin';
import { createCreditsService, journalEntry } from '#shared/accounts/credits';
import { flushJournal } from '#shared/accounts/journal';
import { hashKey } from '#shared/accounts/keys';
import { loadConfig } from '#shared/config';
import { AppError } from '#shared/errors';
import { createDocumentClient } from '#shared/store/dynamo-client';
import { numberAttr, refusedAccount, stringSetAttr } from '#shared/accounts/account-items';
import { createDynamoStores } from '#shared/store/stores';
import { startLocalDynamo, type LocalDynamo } from '#shared/store/local-dynamo';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Account, JournalEntry, LedgerKind, Stores } from '#shared/store/types';

let dynamo: LocalDynamo;
let stores: Stores;
let n = 0;
const id = (p: string) => `${p}${Date.now()}_${n++}`;

beforeAll(async () => {
  const config = loadConfig({});
  dynamo = await startLocalDynamo({ tableNames: config.tableNames });
  stores = createDynamoStores(createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }), config.tableNames);
});
afterAll(async () => {
  await dynamo?.close();
});

const account = async (balance: number) => {
  const accountId = id('acc_');
  await stores.accounts.create({ accountId, type: 'personal', name: 't', balance, createdAt: new Date().toISOString() });
  return accountId;
};

let e = 0;
const entry = (kind: LedgerKind, credits: number, extra: Partial<JournalEntry> = {}) =>
  journalEntry(new Date('2026-01-01T00:00:00Z'), 'test', e++, kind, credits, extra);

describe('AccountStore', () => {
  it('debits conditionally, with its journal entry in the same write, and reports the available balance when refused', async () => {
    const a = await account(5);
    const first = entry('charge', 3);
    expect(await stores.accounts.debit(a, 3, 'key_a', first)).toEqual({ ok: true, balance: 2 });
    expect(await stores.accounts.debit(a, 3, 'key_a', entry('charge', 3))).toEqual({ ok: false, available: 2, missing: false, revoked: false });
    const after = await stores.accounts.get(a);
    expect(after?.balance).toBe(2);
    expect(Object.values(after!.journal)).toEqual([first]);
    expect(await stores.accounts.debit(a, 2, 'key_a', entry('charge', 2))).toEqual({ ok: true, balance: 0 });
    expect(await stores.accounts.debit(id('nobody_'), 1, 'key_a', entry('charge', 1))).toEqual({ ok: false, available: 0, missing: true, revoked: false });
  });

  it('counts a request against its rate-limit counters in the same debit: new window, same window, limit, wrong guess', async () => {
    const a = await account(10);
    const fresh = { attr: 'rl_key_a_min', start: 600, limit: 2, fresh: true };
    const same = { ...fresh, fresh: false };
    expect(await stores.accounts.debit(a, 1, 'key_a', entry('charge', 1), undefined, [fresh])).toEqual({ ok: true, balance: 9, rates: { rl_key_a_min: { s: 600, n: 1 } } });
    // a second "new window" for the same window is a wrong guess: refused, nothing moved
    expect(await stores.accounts.debit(a, 1, 'key_a', entry('charge', 1), undefined, [fresh])).toMatchObject({
      ok: false,
      available: 9,
      rate: { limited: false, stale: true, rates: { rl_key_a_min: { s: 600, n: 1 } } },
    });
    expect(await stores.accounts.debit(a, 1, 'key_a', entry('charge', 1), undefined, [same])).toMatchObject({ ok: true, balance: 8, rates: { rl_key_a_min: { s: 600, n: 2 } } });
    // at the limit: refused as limited, whatever the guess
    for (const c of [same, fresh]) {
      expect(await stores.accounts.debit(a, 1, 'key_a', entry('charge', 1), undefined, [c])).toMatchObject({ ok: false, available: 8, rate: { limited: true } });
    }
    // the next window replaces the counter; "same window" for it is the wrong guess
    expect(await stores.accounts.debit(a, 1, 'key_a', entry('charge', 1), undefined, [{ ...same, start: 660 }])).toMatchObject({ ok: false, rate: { stale: true, limited: false } });
    expect(await stores.accounts.debit(a, 1, 'key_a', entry('charge', 1), undefined, [{ ...fresh, start: 660 }])).toMatchObject({ ok: true, balance: 7, rates: { rl_key_a_min: { s: 660, n: 1 } } });
    // a retried debit that had landed is still reported as landed
    const once = entry('charge', 1);
    expect(await stores.accounts.debit(a, 1, 'key_a', once, undefined, [{ ...same, start: 660 }])).toMatchObject({ ok: true, balance: 6 });
    expect(await stores.accounts.debit(a, 1, 'key_a', once, undefined, [{ ...same, start: 660 }])).toMatchObject({ ok: true, balance: 6 });
    expect((await stores.accounts.get(a))?.rates).toEqual({ rl_key_a_min: { s: 660, n: 2 } });
    // a request of an older window (a clock behind) is refused as a wrong guess either way, never as short of credits
    for (const c of [fresh, same]) {
      expect(await stores.accounts.debit(a, 1, 'key_a', entry('charge', 1), undefined, [c])).toMatchObject({ ok: false, rate: { stale: true, limited: false } });
    }
  });

  it('counts N at once (an MCP batch): all N below the limit, or none', async () => {
    const a = await account(0);
    const c = { attr: 'rl_key_n_min', start: 600, limit: 100, fresh: true, by: 5 };
    expect(await stores.accounts.count(a, [c])).toMatchObject({ ok: true, account: { rates: { rl_key_n_min: { s: 600, n: 5 } } } });
    // 5 + 96 > 100: refused whole, nothing counted
    expect(await stores.accounts.count(a, [{ ...c, fresh: false, by: 96 }])).toMatchObject({ ok: false, rate: { limited: true, stale: false } });
    expect(await stores.accounts.count(a, [{ ...c, fresh: false, by: 95 }])).toMatchObject({ ok: true, account: { rates: { rl_key_n_min: { n: 100 } } } });
    // more than the whole window in a new one: refused, the item unchanged
    expect(await stores.accounts.count(a, [{ ...c, start: 660, by: 101 }])).toMatchObject({ ok: false, rate: { limited: true } });
    expect((await stores.accounts.get(a))?.rates?.rl_key_n_min).toEqual({ s: 600, n: 100 });
  });

  it('counts alone and returns the account as counted; refuses at the limit or for an unknown account without a change', async () => {
    const a = await account(4);
    const fresh = { attr: 'rl_key_b_min', start: 120, limit: 1, fresh: true };
    const r = await stores.accounts.count(a, [fresh]);
    expect(r).toMatchObject({ ok: true, account: { accountId: a, balance: 4, rates: { rl_key_b_min: { s: 120, n: 1 } } } });
    expect(await stores.accounts.count(a, [{ ...fresh, fresh: false }])).toMatchObject({
      ok: false,
      account: { accountId: a, balance: 4 },
      rate: { limited: true, stale: false },
    });
    // two keys, two counters in one item
    expect(await stores.accounts.count(a, [{ ...fresh, attr: 'rl_key_c_min' }])).toMatchObject({ ok: true, account: { rates: { rl_key_b_min: { n: 1 }, rl_key_c_min: { n: 1 } } } });
    expect(await stores.accounts.count(id('nobody_'), [fresh])).toEqual({ ok: false, account: undefined, rate: { limited: false, stale: false, rates: {} } });
  });

  it('applies a retried debit (same entry) once', async () => {
    const a = await account(5);
    const once = entry('charge', 2);
    expect(await stores.accounts.debit(a, 2, 'key_a', once)).toEqual({ ok: true, balance: 3 });
    // an SDK retry of an update that had landed: same entry id, nothing moves a second time
    expect(await stores.accounts.debit(a, 2, 'key_a', once)).toEqual({ ok: true, balance: 3 });
    const refund = entry('refund', 2);
    expect(await stores.accounts.credit(a, 2, refund)).toBe(5);
    expect(await stores.accounts.credit(a, 2, refund)).toBe(5);
    expect((await stores.accounts.get(a))?.balance).toBe(5);
  });

  it('refuses, in the debit itself, a key the account has revoked, and only that key', async () => {
    const a = await account(5);
    await stores.accounts.markRevoked(a, 'key_gone', 0);
    await stores.accounts.markRevoked(a, 'key_gone', 2_000_000_000); // idempotent: the entry's end set
    expect(await stores.accounts.debit(a, 1, 'key_gone', entry('charge', 1))).toEqual({ ok: false, available: 5, missing: false, revoked: true });
    expect(await stores.accounts.debit(a, 1, 'key_live', entry('charge', 1))).toEqual({ ok: true, balance: 4 });
    expect(await stores.accounts.get(a)).toMatchObject({ balance: 4, revocations: { key_gone: 2_000_000_000 } });
    await expect(stores.accounts.markRevoked(id('nobody_'), 'key_x', 0)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('never goes below zero under concurrent debits', async () => {
    const a = await account(10);
    const results = await Promise.all(Array.from({ length: 40 }, () => stores.accounts.debit(a, 1, 'key_a', entry('charge', 1))));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const after = await stores.accounts.get(a);
    expect(after?.balance).toBe(0);
    expect(Object.keys(after!.journal)).toHaveLength(10);
  });

  it('holds: a reservation is recorded with its debit, and settles exactly once whoever settles', async () => {
    const a = await account(50);
    const hold = { holdId: 'h1', amount: 30, keyId: 'key_a', route: 'r', requestId: 'q', createdAt: '', expiresAt: 1 };
    expect(await stores.accounts.debit(a, 30, 'key_a', entry('reserve', 30, { holdId: 'h1' }), hold)).toEqual({ ok: true, balance: 20 });
    expect((await stores.accounts.get(a))?.holds).toEqual({ h1: hold });
    // wrong amount: refused (a settle must name the hold it means)
    expect(await stores.accounts.settle(a, 'h1', 31, 0, [entry('release', 31)])).toEqual({ ok: false });
    const results = await Promise.all([
      stores.accounts.settle(a, 'h1', 30, 12, [entry('settle', 12, { holdId: 'h1', released: 18 })]),
      stores.accounts.settle(a, 'h1', 30, 0, [entry('release', 30, { holdId: 'h1', released: 30 })]),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const after = await stores.accounts.get(a);
    expect(after?.holds).toEqual({});
    expect([38, 50]).toContain(after?.balance);
    // exactly the winner's entry is in the journal
    const kinds = Object.values(after!.journal).map((x) => x.kind).sort();
    expect(kinds).toEqual(['reserve', after?.balance === 38 ? 'settle' : 'release'].sort());
  });

  it('credits existing accounts only, removes copied journal entries, and refuses duplicate ids', async () => {
    const a = await account(1);
    const topup = entry('topup', 4);
    expect(await stores.accounts.credit(a, 4, topup)).toBe(5);
    await expect(stores.accounts.credit(id('nobody_'), 1, entry('topup', 1))).rejects.toMatchObject({ kind: 'not_found' });
    await expect(stores.accounts.create({ accountId: a, type: 'personal', name: 'dup', balance: 0, createdAt: '' })).rejects.toBeInstanceOf(AppError);
    await stores.accounts.removeJournal(a, [topup.entryId, 'not-there']);
    expect((await stores.accounts.get(a))?.journal).toEqual({});
  });
});

describe('refusedAccount (why a conditional update was refused)', () => {
  it('reads DynamoDB\'s raw ALL_OLD item (counters, journal, revoked keys), takes a plain one as it is, and reads the store without one', async () => {
    const item = {
      accountId: 'acc_x',
      type: 'personal',
      name: 'x',
      balance: 4,
      createdAt: '2026-01-01T00:00:00.000Z',
      revokedKeys: new Set(['key_gone']),
      rk_key_new: 1_800_000_000,
      j_e1: { entryId: 'e1', kind: 'charge', credits: 1, delta: -1, at: '2026-01-01T00:00:00.000Z' },
      rl_key_a_min: { s: 60, n: 3 },
    };
    const noRead = { get: async () => undefined };
    const expected = { accountId: 'acc_x', balance: 4, revokedKeys: ['key_gone'], revocations: { key_new: 1_800_000_000 }, journal: { e1: { credits: 1 } }, rates: { rl_key_a_min: { s: 60, n: 3 } } };
    const fromRaw = await refusedAccount(noRead, 'acc_x', Object.assign(new Error('refused'), { Item: marshall(item) }));
    expect(fromRaw).toMatchObject(expected);
    expect(await refusedAccount(noRead, 'acc_x', Object.assign(new Error('refused'), { Item: item }))).toMatchObject(expected);
    const read = await refusedAccount({ get: async (id) => ({ ...(fromRaw as Account), accountId: id }) }, 'acc_y', new Error('refused'));
    expect(read).toMatchObject({ accountId: 'acc_y', balance: 4 });
  });
});

describe('numberAttr', () => {
  it('reads balances unmarshalled and raw (the ALL_OLD item of a refused update is raw)', () => {
    expect(numberAttr(7)).toBe(7);
    expect(numberAttr({ N: '42' })).toBe(42);
    expect(numberAttr(undefined)).toBe(0);
  });
});

describe('RateLimitStore', () => {
  it('counts up to the limit with one conditional write, then refuses', async () => {
    const bucket = id('key_x#min#');
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await stores.rateLimits.hit(bucket, 3, 123));
    expect(hits).toEqual([
      { allowed: true, count: 1 },
      { allowed: true, count: 2 },
      { allowed: true, count: 3 },
      { allowed: false, count: 3 },
    ]);
    expect((await stores.rateLimits.hit(id('other#'), 3, 123)).count).toBe(1);
  });
});

describe('KeyStore', () => {
  it('stores, finds by id, lists by account and revokes', async () => {
    const a = await account(0);
    const rec = { keyHash: id('hash'), keyId: id('key_'), accountId: a, hint: 'bp…', createdAt: 'now' };
    await stores.keys.put(rec);
    expect(await stores.keys.getByHash(rec.keyHash)).toEqual(rec);
    expect(await stores.keys.findById(rec.keyId)).toEqual(rec);
    expect((await stores.keys.listByAccount(a)).map((k) => k.keyId)).toEqual([rec.keyId]);
    expect(await stores.keys.revoke(rec.keyHash, 't1')).toBe(true);
    expect(await stores.keys.revoke(rec.keyHash, 't2')).toBe(true);
    expect((await stores.keys.getByHash(rec.keyHash))?.revokedAt).toBe('t1');
    expect(await stores.keys.revoke(id('missing'), 't')).toBe(false);
  });
});

describe('CreditsService', () => {
  const service = async (balance: number) => {
    const accountId = await account(balance);
    let t = Date.parse('2026-01-01T00:00:00Z');
    const credits = createCreditsService({
      stores,
      accountId,
      keyId: 'key_k',
      route: 'r',
      requestId: id('req'),
      now: () => new Date((t += 1000)),
      holdTtlSeconds: 90,
    });
    return { accountId, credits };
  };

  it('reserve + settle keeps the actual cost; a second settle or release moves nothing', async () => {
    const { accountId, credits } = await service(100);
    const r = await credits.reserve(40);
    expect(credits.used).toBe(40);
    const held = await stores.accounts.get(accountId);
    expect(held?.holds[r.holdId]).toMatchObject({ amount: 40, route: 'r', keyId: 'key_k' });
    expect(await r.settle(15)).toBe(true);
    expect(credits.used).toBe(15);
    expect(credits.remaining).toBe(85);
    expect(await r.settle(0)).toBe(false);
    expect(await r.release()).toBe(false);
    await flushJournal(stores, accountId);
    const rows = await stores.ledger.listByAccount(accountId);
    expect(rows.map((x) => [x.kind, x.credits, x.delta])).toEqual([
      ['reserve', 40, 0],
      ['settle', 15, -15],
    ]);
    expect((await stores.accounts.get(accountId))?.balance).toBe(85);
  });

  it('unwind refunds fixed charges and releases open holds once, even when called twice at the same time', async () => {
    const { accountId, credits } = await service(100);
    await credits.charge(3);
    await credits.reserve(20);
    const [a, b] = await Promise.all([credits.unwind(), credits.unwind()]);
    expect(a + b).toBe(23);
    expect(credits.used).toBe(0);
    expect((await stores.accounts.get(accountId))?.balance).toBe(100);
  });

  it('throws 402 with required, available and details, charging nothing', async () => {
    const { accountId, credits } = await service(3);
    const err = await credits.charge(5, { details: { modulesRequested: ['astrology'] } }).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ kind: 'insufficient_credits', error: 'Insufficient credits', details: { required: 5, available: 3, modulesRequested: ['astrology'] } });
    expect(credits.used).toBe(0);
    expect((await stores.accounts.get(accountId))?.balance).toBe(3);
    expect((await stores.accounts.get(accountId))?.journal).toEqual({});
  });

  it('refuses to refund more than was charged, and negative or fractional amounts', async () => {
    const { credits } = await service(10);
    await credits.charge(2);
    await expect(credits.refund(3)).rejects.toThrow('only 2 charged');
    await expect(credits.charge(-1)).rejects.toThrow('non-negative integer');
    await expect(credits.charge(1.5)).rejects.toThrow('non-negative integer');
    expect(await credits.refund(2)).toBe(10);
    await expect(credits.refund(1)).rejects.toThrow('only 0 charged');
  });
});

describe('admin operations (behind the CLI)', () => {
  it('creates accounts and keys, adds credits, revokes by id or plaintext, shows the account', async () => {
    const org = await createAccount(stores, { type: 'organization', name: 'Acme', credits: 5 });
    expect(org.accountId).toMatch(/^org_/);
    const k1 = await createKey(stores, org.accountId, 'bp_live_');
    const k2 = await createKey(stores, org.accountId, 'bp_live_');
    expect((await stores.keys.getByHash(hashKey(k1.apiKey)))?.accountId).toBe(org.accountId);
    expect(await addCredits(stores, org.accountId, 10)).toBe(15);
    await expect(addCredits(stores, org.accountId, 0)).rejects.toMatchObject({ kind: 'invalid_input' });
    await expect(createKey(stores, 'acc_missing', 'bp_live_')).rejects.toMatchObject({ kind: 'not_found', error: 'Account not found' });
    expect((await revokeKey(stores, k1.keyId)).keyId).toBe(k1.keyId);
    expect((await revokeKey(stores, k2.apiKey)).keyId).toBe(k2.keyId);
    await expect(revokeKey(stores, 'key_doesnotexist')).rejects.toMatchObject({ kind: 'not_found' });
    const shown = await showAccount(stores, org.accountId);
    expect(shown.account).toMatchObject({ type: 'organization', name: 'Acme', balance: 15 });
    expect(shown.keys).toHaveLength(2);
    expect(shown.keys.every((k) => k.revokedAt && !('keyHash' in k))).toBe(true);
    // opening balance and top-up are ledger movements too, once the journal is copied
    expect(shown.ledgerRows).toBe(0);
    await flushJournal(stores, org.accountId);
    expect((await stores.ledger.listByAccount(org.accountId)).map((r) => [r.kind, r.credits, r.delta])).toEqual([
      ['opening', 5, 5],
      ['topup', 10, 10],
    ]);
    await expect(createAccount(stores, { type: 'personal', name: 'x', credits: -1 })).rejects.toMatchObject({ kind: 'invalid_input' });
  });
});

describe('stringSetAttr', () => {
  it('reads a string set unmarshalled (Set), raw ({SS}), as an array, or absent', () => {
    expect(stringSetAttr(new Set(['key_a', 'key_b']))).toEqual(['key_a', 'key_b']);
    expect(stringSetAttr({ SS: ['key_c'] })).toEqual(['key_c']);
    expect(stringSetAttr(['key_d'])).toEqual(['key_d']);
    expect(stringSetAttr(undefined)).toEqual([]);
    expect(stringSetAttr({ S: 'key_e' })).toEqual([]);
  });
});
