/**
 * The key directory remembers identities (which never change) and nothing else; liveness is
 * the account's business (see the integration tests for revocation end to end).
 */
import { describe, expect, it } from 'vitest';
import { assertKeyLive, createKeyDirectory } from '#shared/accounts/key-directory';
import type { Account, AccountStore, ApiKeyRecord, KeyStore } from '#shared/store/types';

/** A key store over a Map that counts reads: the directory is what is under test, not DynamoDB. */
const keyStore = (records: ApiKeyRecord[]) => {
  const byHash = new Map(records.map((r) => [r.keyHash, r]));
  const reads: string[] = [];
  const store: KeyStore = {
    put: async (r) => void byHash.set(r.keyHash, r),
    getByHash: async (h) => {
      reads.push(h);
      return byHash.get(h);
    },
    findById: async () => undefined,
    listByAccount: async () => [],
    revoke: async () => true,
    touch: async () => undefined,
    forgetName: async () => undefined,
  };
  return { store, reads, byHash };
};

const rec = (n: number, extra: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  keyHash: `hash${n}`,
  keyId: `key_${n}`,
  accountId: `acc_${n}`,
  hint: 'bp_…',
  createdAt: '2026-01-01T00:00:00Z',
  ...extra,
});

describe('createKeyDirectory', () => {
  it('reads a key record once, then answers from memory', async () => {
    const { store, reads } = keyStore([rec(1)]);
    const dir = createKeyDirectory(store);
    expect(await dir.identify('hash1')).toEqual({ keyId: 'key_1', accountId: 'acc_1', role: 'owner' });
    expect(await dir.identify('hash1')).toEqual({ keyId: 'key_1', accountId: 'acc_1', role: 'owner' });
    expect(reads).toEqual(['hash1']);
  });

  it('refuses unknown keys and keys whose record says revoked, and asks again next time', async () => {
    const { store, reads, byHash } = keyStore([rec(2, { revokedAt: '2026-02-01T00:00:00Z' })]);
    const dir = createKeyDirectory(store);
    await expect(dir.identify('nope')).rejects.toMatchObject({ kind: 'unauthorized', error: 'Invalid API key', message: 'The API key is not valid' });
    await expect(dir.identify('hash2')).rejects.toMatchObject({ kind: 'unauthorized', message: 'The API key has been revoked' });
    byHash.set('nope', rec(3, { keyHash: 'nope' })); // created since: found on the next call
    expect(await dir.identify('nope')).toEqual({ keyId: 'key_3', accountId: 'acc_3', role: 'owner' });
    expect(reads).toEqual(['nope', 'hash2', 'nope']);
  });

  it('keeps at most `max` identities, forgetting the oldest first', async () => {
    const { store, reads } = keyStore([rec(1), rec(2), rec(3)]);
    const dir = createKeyDirectory(store, 2);
    for (const h of ['hash1', 'hash2', 'hash3', 'hash3', 'hash2', 'hash1']) await dir.identify(h);
    expect(reads).toEqual(['hash1', 'hash2', 'hash3', 'hash1']);
  });
});

describe('assertKeyLive', () => {
  const accounts = (account: Account | undefined): AccountStore => ({
    create: async () => undefined,
    get: async () => account,
    item: async () => account,
    debit: async () => ({ ok: true, balance: 0 }),
    count: async () => (account ? { ok: true, account } : { ok: false, account, rate: { limited: false, stale: false, rates: {} } }),
    settle: async () => ({ ok: false }),
    markRevoked: async () => ({ ok: true, shardCount: 1 }),
    dropLegacyRevoked: async () => undefined,
    close: async () => true,
    credit: async () => 0,
    removeJournal: async () => undefined,
    listUnsettled: async () => [],
    endCounterHold: async () => false,
    transferOut: async () => ({ ok: false, balance: 0 }),
    transferIn: async () => false,
    endTransfer: async () => undefined,
    takeKeySlot: async () => 0,
    addShards: async () => 1,
    raiseShardCount: async () => account,
    removeCounters: async () => false,
    forgetRevocations: async () => 0,
  });
  const acc: Account = { accountId: 'acc_1', type: 'personal', name: 'a', balance: 3, createdAt: '', holds: {}, journal: {} };

  it('passes a live key (returning the account it read), refuses a revoked one and one whose account is gone', async () => {
    const id = { keyId: 'key_1', accountId: 'acc_1', role: 'owner' as const };
    await expect(assertKeyLive(accounts(acc), id)).resolves.toEqual(acc);
    await expect(assertKeyLive(accounts({ ...acc, revokedKeys: ['key_0'] }), id)).resolves.toMatchObject({ accountId: 'acc_1', balance: 3 });
    await expect(assertKeyLive(accounts({ ...acc, revokedKeys: ['key_0', 'key_1'] }), id)).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'The API key has been revoked',
    });
    await expect(assertKeyLive(accounts({ ...acc, deletedAt: '2026-11-24T00:00:00.000Z' }), id)).rejects.toMatchObject({
      kind: 'unauthorized',
      error: 'Invalid API key',
      message: 'The account of this API key no longer exists',
    });
    await expect(assertKeyLive(accounts(undefined), id)).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'The account of this API key no longer exists',
    });
  });
});
