/**
 * Revoking a key without growing the account item (docs/money-shards.md, "Revoked keys").
 *
 * The key record is the lasting authority: `revokedAt` on it, and every container re-reads it
 * (strongly consistent) at least every IDENTITY_TTL_SECONDS (shared/accounts/key-directory.ts), so a
 * container that has not re-read it since the revocation is the only one that could still accept the
 * key. Until every such container must have re-read it, the account's items carry a small entry
 * `rk_<keyId>` = the second it may be forgotten, which the conditional debit and count refuse
 * (`attribute_not_exists(rk_<keyId>)`): a charged request never succeeds with a key revoked before its
 * debit lands, as when the whole history of revocations was kept in the item. Past its end the entry is
 * removed by a later revocation, with the revoked key's rate counters: the item holds at most the
 * revocations of the last REVOCATION_KEPT_SECONDS (MAX_RECENT_REVOCATIONS), whatever the history.
 *
 * Order, each step idempotent (re-running finishes a half-done revocation):
 * 1. the root: `rk_<keyId>` = 0 (unfinished: never forgotten), with the last-owner condition;
 * 2. the key record: `revokedAt` (and its `lastUsedAt` from its counters, about to be removed);
 * 3. every item: `rk_<keyId>` = now + REVOCATION_KEPT_SECONDS, expired entries and the key's counters removed.
 * The end is counted from step 3, after the record says revoked: a container that read the record
 * before step 2 remembers it at most IDENTITY_TTL_SECONDS, and a request that identified its key then
 * debits within the longest function timeout.
 */
import { AppError } from '../errors';
import { shardItemIds } from '../store/shard-ids';
import { REVOKED_PREFIX, revocationNeeded } from '../store/revoked';
import type { Account, ApiKeyRecord, Stores } from '../store/types';
import { RATE_PREFIX } from '../store/item-load';
import { IDENTITY_TTL_SECONDS } from './key-directory';
import { lastUsedOf } from './keys';

/** The longest a request runs (the export's and the chat's function timeout): a debit comes at most this long after its key was identified. */
export const LONGEST_REQUEST_SECONDS = 300;
/** Clocks of the revoking process and of the store's other users may differ by this much. */
export const CLOCK_MARGIN_SECONDS = 60;
/** How long a revocation entry stays on the account's items after the key record says revoked. */
export const REVOCATION_KEPT_SECONDS = IDENTITY_TTL_SECONDS + LONGEST_REQUEST_SECONDS + CLOCK_MARGIN_SECONDS;
/**
 * At most this many revocations within REVOCATION_KEPT_SECONDS per account (about 30 bytes each on
 * every item, removed after their end by a later revocation or the reconciler): as many as the
 * account may hold live keys (MAX_KEYS, shared/accounts/admin.ts), so an incident revokes every key
 * at once (POST /v1/keys/revoke) and the item stays bounded (~30 KB at most, for those minutes).
 */
export const MAX_RECENT_REVOCATIONS = 1000;

export const tooManyRevocations = (): AppError =>
  new AppError(
    'rate_limited',
    'Too many revocations',
    `An account revokes at most ${MAX_RECENT_REVOCATIONS} keys within ${Math.round(REVOCATION_KEPT_SECONDS / 60)} minutes; retry in a few minutes`,
  );

const itemsOf = (a: Account): Account[] => a.shards ?? [a];

/**
 * What step 3 removes from one item: the revoked key's rate counters first (a write removes at most
 * 100 attributes), then revocation entries past their end (those left over go with a later revocation).
 */
const leftovers = (item: Account | undefined, keyId: string, nowSec: number): string[] => [
  ...Object.keys(item?.rates ?? {}).filter((attr) => attr.startsWith(`${RATE_PREFIX}${keyId}_`)),
  ...Object.entries(item?.revocations ?? {})
    .filter(([k, until]) => k !== keyId && !revocationNeeded(until, nowSec))
    .map(([k]) => REVOKED_PREFIX + k),
];

/**
 * Revokes `record`'s key in its account (steps 1-3 above). With `keepOneOf` (the other live owner
 * keys), only if one of them stays unrevoked: false, nothing written, when none would. 429 when
 * the account revoked MAX_RECENT_REVOCATIONS keys within REVOCATION_KEPT_SECONDS.
 */
export const revokeInAccount = async (stores: Pick<Stores, 'accounts' | 'keys' | 'limits'>, record: ApiKeyRecord, now: Date, keepOneOf?: readonly string[]): Promise<boolean> => {
  let account = await stores.accounts.get(record.accountId);
  if (!account) throw new AppError('not_found', 'Account not found', `No account ${record.accountId}`);
  if (itemsOf(account).some((i) => i.revokedKeys)) {
    await migrateLegacyRevocations(stores, account, now);
    account = (await stores.accounts.get(record.accountId)) ?? account;
  }
  const nowSec = Math.floor(now.getTime() / 1000);
  const recent = Object.entries(account.revocations ?? {}).filter(([k, until]) => k !== record.keyId && revocationNeeded(until, nowSec));
  if (recent.length >= MAX_RECENT_REVOCATIONS) throw tooManyRevocations();
  // 1. the root, unfinished (0), with the last-owner condition
  const first = await stores.accounts.markRevoked(record.accountId, record.keyId, 0, keepOneOf && keepOneOf.length > 0 ? { keepOneOf } : {});
  if (!first.ok) return false;
  // 2. the key record (its last use kept: its counters go in step 3)
  const lastUsed = lastUsedOf(record, account);
  const newer = lastUsed !== null && lastUsed !== (record.lastUsedAt ?? null) ? lastUsed : undefined;
  if (!(await stores.keys.revoke(record.keyHash, now.toISOString(), newer))) throw new AppError('not_found', 'Key not found', 'No such API key');
  await finishOnItems(stores, account, record.keyId, now);
  // the key's place among the account's live keys (shared/store/limits.ts), once it is revoked everywhere
  await stores.limits.give(record.accountId, 'keys', [record.keyId]);
  return true;
};

/** Step 3: every item of the account (the root first: its answer names the shard count after this write). */
const finishOnItems = async (stores: Pick<Stores, 'accounts'>, account: Account, keyId: string, now: Date): Promise<void> => {
  const nowSec = Math.floor(now.getTime() / 1000);
  const until = nowSec + REVOCATION_KEPT_SECONDS;
  const byId = new Map(itemsOf(account).map((i) => [i.accountId, i]));
  const root = await stores.accounts.markRevoked(account.accountId, keyId, until, { remove: leftovers(byId.get(account.accountId), keyId, nowSec) });
  await Promise.all(
    shardItemIds(account.accountId, root.shardCount)
      .slice(1)
      .map((id) => stores.accounts.markRevoked(id, keyId, until, { remove: leftovers(byId.get(id), keyId, nowSec) })),
  );
};

/**
 * An account revoked before revocation entries existed keeps every revoked key id in `revokedKeys` on
 * each item. Migrated once (by its next revocation, or before it grows): a key in the set whose record
 * is not revoked yet (a revocation interrupted between its writes) is revoked now, with an entry; then
 * the set is removed from every item. Until then it is read like the entries.
 */
export const migrateLegacyRevocations = async (stores: Pick<Stores, 'accounts' | 'keys'>, account: Account, now: Date): Promise<void> => {
  const legacy = new Set(itemsOf(account).flatMap((i) => i.revokedKeys ?? []));
  if (legacy.size === 0) return;
  // one query of the account's keys, not one per id
  for (const k of await stores.keys.listByAccount(account.accountId)) {
    if (!legacy.has(k.keyId) || k.revokedAt) continue;
    await stores.accounts.markRevoked(account.accountId, k.keyId, 0);
    await stores.keys.revoke(k.keyHash, now.toISOString());
    await finishOnItems(stores, account, k.keyId, now);
  }
  await Promise.all(itemsOf(account).filter((i) => i.revokedKeys).map((i) => stores.accounts.dropLegacyRevoked(i.accountId)));
};
