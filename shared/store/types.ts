/**
 * The store interfaces the platform depends on. Plain data in, plain data out; the DynamoDB
 * implementations live beside them (dynamo-*.ts). Handlers never see DynamoDB.
 */
export type AccountType = 'personal' | 'organization';

export interface Account {
  accountId: string;
  type: AccountType;
  name: string;
  /** Prepaid credits; never negative (every debit is conditional). */
  balance: number;
  createdAt: string;
  /**
   * Ids of this account's revoked keys. The account item is the authority on revocation: the
   * conditional debit refuses a revoked key in the same write that charges (see docs/platform.md).
   */
  revokedKeys?: string[];
}

export interface ApiKeyRecord {
  /** SHA-256 (hex) of the full key: the partition key. The plaintext is never stored. */
  keyHash: string;
  /** Public identifier (`key_` + 16 hex chars of the hash): logs, ledger, revocation. */
  keyId: string;
  /** The account the key spends from (an organization key points at the organization). */
  accountId: string;
  /** First characters of the key, for humans ("bp_live_AbC…"). */
  hint: string;
  createdAt: string;
  revokedAt?: string;
}

export type LedgerKind = 'charge' | 'refund';

export interface LedgerEntry {
  accountId: string;
  /** Sort key: `<ISO time>#<request id>#<n>` so a query returns rows in time order. */
  entryId: string;
  kind: LedgerKind;
  keyId: string;
  route: string;
  /** Always positive; `kind` says in which direction the credits moved. */
  credits: number;
  requestId: string;
  at: string;
  /** Balance right after this movement, as returned by the conditional update. */
  balanceAfter: number;
}

export type DebitResult =
  | { ok: true; balance: number }
  /** `missing`: no such account; `revoked`: the paying key is revoked (nothing was charged). */
  | { ok: false; available: number; missing: boolean; revoked: boolean };

export interface AccountStore {
  create(account: Account): Promise<void>;
  get(accountId: string): Promise<Account | undefined>;
  /**
   * One conditional update `balance >= credits`, refused too when `keyId` is in the account's
   * revoked keys; refused debits change nothing.
   */
  debit(accountId: string, credits: number, keyId: string): Promise<DebitResult>;
  /** Adds `keyId` to the account's revoked keys (idempotent). Throws not_found for unknown accounts. */
  revokeKey(accountId: string, keyId: string): Promise<void>;
  /** Adds credits (refunds, top-ups); returns the new balance. Throws not_found for unknown accounts. */
  credit(accountId: string, credits: number): Promise<number>;
}

export interface KeyStore {
  put(record: ApiKeyRecord): Promise<void>;
  getByHash(keyHash: string): Promise<ApiKeyRecord | undefined>;
  /** Admin path: finds a key by its public id (a scan; not on the request path). */
  findById(keyId: string): Promise<ApiKeyRecord | undefined>;
  listByAccount(accountId: string): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked; returns false when no such key exists. */
  revoke(keyHash: string, at: string): Promise<boolean>;
}

export interface LedgerStore {
  append(entry: LedgerEntry): Promise<void>;
  listByAccount(accountId: string): Promise<LedgerEntry[]>;
}

export interface RateHit {
  allowed: boolean;
  /** Requests counted in the window including this one (the limit when refused). */
  count: number;
}

export interface RateLimitStore {
  /** One conditional `ADD count :one` with `count < limit`; the bucket expires (TTL) at expiresAt. */
  hit(bucket: string, limit: number, expiresAt: number): Promise<RateHit>;
}

export interface Stores {
  accounts: AccountStore;
  keys: KeyStore;
  ledger: LedgerStore;
  rateLimits: RateLimitStore;
}
