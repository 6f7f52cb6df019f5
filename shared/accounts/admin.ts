/**
 * Account and key operations behind the admin CLI, the local stack's demo account and the
 * tests. Plain functions over the stores.
 */
import { AppError } from '../errors';
import type { Account, AccountType, ApiKeyRecord, KeyRole, Stores } from '../store/types';
import { journalEntry } from './credits';
import { generateKey, hashKey, newId } from './keys';
import { revokeInAccount } from './revocation';

/**
 * The most live (unrevoked) keys an account holds (docs/self-service.md). A revoked key gives its
 * place back. What bounds the account item: each key that counted in its current window keeps a
 * counter there (~42 bytes a window) until the reconciler removes it after the window.
 */
export const MAX_KEYS = 1000;

export const tooManyKeys = (): AppError =>
  new AppError('invalid_input', 'Too many keys', `An account holds at most ${MAX_KEYS} live keys: revoke some first (DELETE /v1/keys/{id} or POST /v1/keys/revoke)`);

export interface CreatedKey {
  accountId: string;
  keyId: string;
  /** Its place among the account's keys (pins it to a money shard). */
  slot: number;
  /** Plaintext: shown once, never stored. */
  apiKey: string;
}

export const createAccount = async (
  stores: Stores,
  input: { type: AccountType; name: string; credits: number },
  now = new Date(),
): Promise<Account> => {
  if (!Number.isSafeInteger(input.credits) || input.credits < 0) {
    throw new AppError('invalid_input', 'Invalid credits', 'credits must be a non-negative integer');
  }
  const account: Account = {
    accountId: newId(input.type === 'organization' ? 'org_' : 'acc_'),
    type: input.type,
    name: input.name,
    balance: input.credits,
    createdAt: now.toISOString(),
    holds: {},
    journal: {},
  };
  // the opening balance is a ledger movement like any other, written with the account itself
  const opening = input.credits > 0 ? journalEntry(now, `open.${account.accountId}`, 0, 'opening', input.credits, { note: 'opening balance' }) : undefined;
  const { holds: _h, journal: _j, ...item } = account;
  await stores.accounts.create(item, opening);
  if (opening) account.journal[opening.entryId] = opening;
  return account;
};

/**
 * A new key of the account. The operator's keys (admin CLI, the demo key, the tests) are `owner`
 * keys unless told otherwise: the first key of an account is its owner key.
 */
export const createKey = async (
  stores: Stores,
  accountId: string,
  keyPrefix: string,
  now = new Date(),
  opts: { role?: KeyRole; name?: string } = {},
): Promise<CreatedKey & { record: ApiKeyRecord }> => {
  const account = await stores.accounts.get(accountId);
  if (!account || account.deletedAt) throw new AppError('not_found', 'Account not found', `No account ${accountId}`);
  const k = generateKey(keyPrefix);
  // a place among the account's MAX_KEYS live keys first (one conditional write: the limit holds however many create at once)
  const live = async () => (await stores.keys.listByAccount(accountId)).filter((r) => !r.revokedAt).map((r) => r.keyId);
  if (!(await stores.limits.take(accountId, 'keys', k.keyId, MAX_KEYS, live, Math.floor(now.getTime() / 1000)))) throw tooManyKeys();
  // the account's next slot: its keys spread evenly over its money shards (docs/money-shards.md)
  const slot = await stores.accounts.takeKeySlot(accountId);
  const record: ApiKeyRecord = {
    keyHash: k.keyHash,
    keyId: k.keyId,
    accountId,
    hint: k.hint,
    createdAt: now.toISOString(),
    role: opts.role ?? 'owner',
    ...(opts.name !== undefined ? { name: opts.name } : {}),
    slot,
  };
  try {
    await stores.keys.put(record);
  } catch (e) {
    await stores.limits.give(accountId, 'keys', [k.keyId]);
    throw e;
  }
  return { accountId, keyId: k.keyId, slot, apiKey: k.apiKey, record };
};

/**
 * Revokes by key id (`key_…`) or by the plaintext key (shared/accounts/revocation.ts: the key
 * record, and a short-lived entry on the account's items that every request checks until every
 * container has re-read the record). Re-running finishes a half-done revocation.
 */
export const revokeKey = async (stores: Stores, key: string, now = new Date()): Promise<ApiKeyRecord> => {
  const record = key.startsWith('key_') ? await stores.keys.findById(key) : await stores.keys.getByHash(hashKey(key));
  if (!record) throw new AppError('not_found', 'Key not found', 'No such API key');
  await revokeInAccount(stores, record, now);
  return { ...record, revokedAt: record.revokedAt ?? now.toISOString() };
};

export const addCredits = async (stores: Stores, accountId: string, credits: number, now = new Date(), note = 'top-up'): Promise<number> => {
  if (!Number.isSafeInteger(credits) || credits <= 0) {
    throw new AppError('invalid_input', 'Invalid credits', 'credits must be a positive integer');
  }
  return stores.accounts.credit(accountId, credits, journalEntry(now, `topup.${newId('')}`, 0, 'topup', credits, { note }));
};

export const showAccount = async (
  stores: Stores,
  accountId: string,
): Promise<{ account: Account; keys: Omit<ApiKeyRecord, 'keyHash'>[]; ledgerRows: number }> => {
  const account = await stores.accounts.get(accountId);
  if (!account) throw new AppError('not_found', 'Account not found', `No account ${accountId}`);
  const keys = (await stores.keys.listByAccount(accountId)).map(({ keyHash: _h, ...k }) => k);
  const ledgerRows = (await stores.ledger.listByAccount(accountId)).length;
  return { account, keys, ledgerRows };
};
