/**
 * Who an API key belongs to, and whether it is still live.
 *
 * A key's identity (its hash -> key id and paying account) never changes once the key exists,
 * so a container remembers it after a strongly consistent read of the key record, for at most
 * IDENTITY_TTL_SECONDS: then it reads the record again, and a revoked record is 401. Within that
 * time the account's items carry a revocation entry for a key revoked since
 * (shared/accounts/revocation.ts), and every request consults it. A charged request does so inside
 * the conditional debit itself (`attribute_not_exists(rk_<keyId>)`), so a key revoked a moment
 * ago is refused on its very next call without a read of its own; other requests read the
 * account (the update that counts the request returns it, see middleware/rate-limit.ts, or
 * `assertKeyLive`). A charged call thus costs one DynamoDB round trip: the debit, which also
 * records its journal entry and counts the request (plus one read of the key record per key,
 * container and minute).
 */
import { AppError } from '../errors';
import type { Account, AccountStore, ApiKeyRecord, KeyRole, KeyStore } from '../store/types';
import { isRevokedIn } from '../store/revoked';
import { roleOf } from './keys';

export interface KeyIdentity {
  keyId: string;
  /** The account that pays: for an organization key, the organization. */
  accountId: string;
  /** What the key may do (never changes once the key exists, so it is remembered with the identity). */
  role: KeyRole;
  /** The key's slot (pins it to a money shard, docs/money-shards.md); absent on keys made before slots. */
  slot?: number;
}

export const invalidKey = (): AppError => new AppError('unauthorized', 'Invalid API key', 'The API key is not valid');
export const revokedKey = (): AppError => new AppError('unauthorized', 'Invalid API key', 'The API key has been revoked');
export const accountGone = (): AppError =>
  new AppError('unauthorized', 'Invalid API key', 'The account of this API key no longer exists');

const identityOf = (record: ApiKeyRecord | undefined): KeyIdentity => {
  if (!record) throw invalidKey();
  if (record.revokedAt) throw revokedKey();
  return { keyId: record.keyId, accountId: record.accountId, role: roleOf(record), ...(record.slot !== undefined ? { slot: Number(record.slot) } : {}) };
};

/** Identities remembered per container; far more than the keys one container ever sees. */
const MAX_REMEMBERED = 10_000;
/** How long a container remembers a key's identity before it reads the key record again (a revoked one is 401 then). */
export const IDENTITY_TTL_SECONDS = 60;

export interface KeyDirectory {
  /**
   * The identity behind a key hash: remembered (for at most the directory's TTL), or read
   * (strongly consistent) from the key record. Unknown keys and keys whose record says revoked
   * throw 401 and are not remembered.
   * The caller must still establish liveness (the debit, or `assertKeyLive`).
   */
  identify(keyHash: string): Promise<KeyIdentity>;
}

export const createKeyDirectory = (keys: KeyStore, max = MAX_REMEMBERED, ttlMs = IDENTITY_TTL_SECONDS * 1000, clock: () => number = () => performance.now()): KeyDirectory => {
  const known = new Map<string, { identity: KeyIdentity; readAt: number }>();
  return {
    async identify(keyHash) {
      const remembered = known.get(keyHash);
      if (remembered && clock() - remembered.readAt < ttlMs) return remembered.identity;
      known.delete(keyHash);
      // the time of the read is taken before it: the record it returns is at least that recent
      const readAt = clock();
      const identity = identityOf(await keys.getByHash(keyHash));
      if (known.size >= max) known.delete(known.keys().next().value!);
      known.set(keyHash, { identity, readAt });
      return identity;
    },
  };
};

const directories = new WeakMap<KeyStore, KeyDirectory>();

/** The container's directory for a key store (stores are created once per container). */
export const keyDirectoryFor = (keys: KeyStore): KeyDirectory => {
  let d = directories.get(keys);
  if (!d) {
    d = createKeyDirectory(keys);
    directories.set(keys, d);
  }
  return d;
};

/** 401 if the account is gone or the key is revoked in it; else the account. */
export const liveAccount = (account: Account | undefined, id: KeyIdentity): Account => {
  if (!account || account.deletedAt) throw accountGone();
  if (isRevokedIn(account, id.keyId)) throw revokedKey();
  return account;
};

/** One strongly consistent read of the paying account: 401 if it is gone or the key is revoked; else the account. */
export const assertKeyLive = async (accounts: AccountStore, id: KeyIdentity): Promise<Account> => liveAccount(await accounts.get(id.accountId), id);
