/**
 * The store interfaces the platform depends on. Plain data in, plain data out; the DynamoDB
 * implementations live beside them (dynamo-*.ts). Handlers never see DynamoDB.
 */
import type { LimitStore } from './limits';
import type { TableId } from './tables';

export const ACCOUNT_TYPES = ['personal', 'organization'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface Account {
  accountId: string;
  /**
   * Set when the account was deleted by its owner (DELETE /v1/account): the item stays as a
   * tombstone without personal data (balance 0, every key revoked), so the ledger's invariant and
   * the reconciler keep working; every key of it answers 401 (shared/accounts/self-service.ts).
   */
  deletedAt?: string;
  type: AccountType;
  name: string;
  /** Prepaid credits that can be spent now; never negative (every debit is conditional). */
  balance: number;
  createdAt: string;
  /**
   * Ids of keys revoked before revocations were kept per key (older accounts only, never added to any
   * more; removed once their key records are revoked: shared/accounts/revocation.ts). Read like `revocations`.
   */
  revokedKeys?: string[];
  /**
   * Recent revocations, key id -> the epoch second after which the entry may be forgotten (0: the
   * revocation is not finished). The conditional debit and count refuse a key that has one; once it
   * may be forgotten, no container accepts the key any more (it re-reads the revoked key record).
   * Bounded: shared/accounts/revocation.ts.
   */
  revocations?: Record<string, number>;
  /** Open reservations (credits debited from `balance`, not yet settled), by id. */
  holds: Record<string, Hold>;
  /** Money movements written in the same update as the balance, not yet copied to the ledger, by entry id. */
  journal: Record<string, JournalEntry>;
  /** Rate-limit counters of the standard profile (one per key and window), by attribute name; see RateCounter. */
  rates?: Record<string, StoredRate>;
  /** Units of a counter taken for work not finished yet (a free advisor message), by id; see CounterHold. */
  counterHolds?: Record<string, CounterHold>;
  /**
   * How many items the account's money is spread over (docs/money-shards.md); absent = 1. Written
   * on every item of a sharded account: a write made with a smaller guess is refused.
   */
  shardCount?: number;
  /** When the account last grew (the root's, ISO): automatic growth waits a while before the next. */
  shardedAt?: string;
  /**
   * Every growth of the account, oldest first (`{n, at}`: the count it grew to, when, epoch s),
   * written on every item with `shardCount`: where a key's rate counters were before its shard
   * moved (shared/accounts/moved-counters.ts). Absent on an account of one item.
   */
  shardHistory?: ShardGrowth[];
  /**
   * A merged view of a sharded account (`AccountStore.get` of its id): every item as read, shard 0
   * (the root) first, each with its own item id as `accountId`. Absent for an account of one item.
   */
  shards?: Account[];
  /** Outgoing transfers between shards debited here and not yet finished, by transfer id. */
  transfersOut?: Record<string, Transfer>;
  /** Ids of transfers credited here whose source still carries its marker (finished when both are gone). */
  transfersIn?: Record<string, Transfer>;
}

/**
 * Credits moved between two items (shards) of one account: debited from `from` with a
 * `transfer-out` entry and a marker, then credited to `to` with a `transfer-in` entry, once
 * (conditional on the transfer id not yet applied there). In flight between the two writes the
 * credits are in neither balance, and each item's own ledger still agrees with it; the reconciler
 * finishes a transfer whose process died (docs/money-shards.md).
 */
export interface Transfer {
  transferId: string;
  /** Item ids (`acc_…` for shard 0, `acc_…#k`). */
  from: string;
  to: string;
  credits: number;
  /** Epoch seconds when it started. */
  at: number;
}

/**
 * Where the work a hold pays for is stored once it is done: an item of `table` at `key`, whose
 * attribute `attr` is the work's Receipt. The receipt is written in the same item write as the work
 * itself, so "the work is stored" and "its price is known" are one fact.
 */
export interface WorkRef {
  table: TableId;
  key: Record<string, string>;
  attr: string;
}

/** What stored work says about its payment: the hold that paid for it, what that hold took, and what the work costs (<= held). */
export interface Receipt {
  holdId: string;
  held: number;
  credits: number;
}

/**
 * A unit of a usage counter of the account item (`counter`, e.g. the free advisor messages used)
 * taken for work not finished yet, recorded in the same update that took it. Finished work removes
 * the record (the unit stays used); a failure, or the reconciler after `expiresAt` when the work
 * was not stored, gives the unit back and removes the record in one conditional update.
 */
export interface CounterHold {
  id: string;
  counter: string;
  route: string;
  requestId: string;
  createdAt: string;
  expiresAt: number;
  work?: WorkRef;
}

/** One growth of a sharded account: its shard count became `n` at `at` (epoch s). */
export interface ShardGrowth {
  n: number;
  at: number;
}

/** A rate-limit counter kept in the account item: the window it counts (start, epoch s) and the requests counted in it. */
export interface StoredRate {
  s: number;
  n: number;
}

/**
 * One rate-limit window to count in the same update as the account's debit (or alone). The
 * counter is one attribute per key and window (`attr`), reused window after window: `fresh`
 * guesses that the stored one belongs to an older window (then it is replaced by `{s: start, n: 1}`),
 * otherwise it is incremented while below `limit`. A wrong guess refuses the update (`stale`) and
 * the caller repeats it with the guesses the stored counters give (shared/accounts/rate-limit.ts).
 */
export interface RateCounter {
  attr: string;
  start: number;
  /** The room left on this item: the window's limit minus what the key counted on other shards in this window (0 or less: refused). */
  limit: number;
  fresh: boolean;
  /** How many requests this update counts (default 1): a JSON-RPC batch of N protocol messages counts N at once (shared/mcp/server.ts). */
  by?: number;
}

/** Why a counted update was refused, when a rate counter is part of it. */
export interface RateRefusal {
  /** A counter of the current window is at its limit: 429, nothing changed. */
  limited: boolean;
  /** A guess was wrong (the window turned, or another container counted first): repeat with the stored counters. */
  stale: boolean;
  /** The counters as stored when the update was refused. */
  rates: Record<string, StoredRate>;
}

/** What a key may do: `owner` everything, `admin` manage member keys and read usage, `member` call the API only. */
export const KEY_ROLES = ['owner', 'admin', 'member'] as const;
export type KeyRole = (typeof KEY_ROLES)[number];

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
  /** Absent on keys made before roles existed: they read as `owner` (shared/accounts/keys.ts roleOf). */
  role?: KeyRole;
  /** A label chosen by the customer (personal data: removed when the account is deleted). */
  name?: string;
  /** Last request made with the key, to the minute (written at most once a minute per key, see KeyStore.touch). */
  lastUsedAt?: string;
  /**
   * The key's place among its account's keys (0, 1, 2, … in creation order): pins it to money shard
   * `slot mod N`, so an account's keys spread evenly over its shards (docs/money-shards.md). Keys
   * made before slots existed have none: they are pinned by a hash of their id.
   */
  slot?: number;
}

/**
 * A reservation: credits taken from the balance for work whose final price is not known yet.
 * Recorded inside the account item by the same conditional update that debits it; removed by the
 * one conditional update that settles it (keeps part, gives back the rest), whoever makes it.
 */
export interface Hold {
  holdId: string;
  amount: number;
  keyId: string;
  route: string;
  requestId: string;
  createdAt: string;
  /**
   * Epoch seconds after which the reconciler ends the hold (longer than the function timeout): it
   * keeps the stored work's price when `work` holds a receipt naming this hold, else gives all back.
   */
  expiresAt: number;
  /** Where the work this hold pays for will be stored (see WorkRef). */
  work?: WorkRef;
}

/**
 * Kinds of money movement. `delta` is the movement's effect on what the account owns
 * (balance + open holds): opening, topup and refund add; charge and settle (the kept part of a
 * hold) subtract; reserve and release only move credits between balance and holds (delta 0);
 * forfeit (the balance left when the account was deleted) subtracts. `transfer-out` (−) and
 * `transfer-in` (+) move credits between two shards of one account: they net to zero over the
 * account (docs/money-shards.md).
 */
export type LedgerKind = 'opening' | 'topup' | 'charge' | 'refund' | 'reserve' | 'settle' | 'release' | 'forfeit' | 'transfer-out' | 'transfer-in';

export interface JournalEntry {
  /** Unique, time-sortable: `<ISO time>#<request id or operation>#<n>`; also the ledger row's sort key. */
  entryId: string;
  kind: LedgerKind;
  /** Always >= 0: the credits this movement is about (for settle: the kept part). */
  credits: number;
  /** Signed change of balance + open holds (see LedgerKind). */
  delta: number;
  at: string;
  keyId?: string;
  route?: string;
  /** The MCP tool the call came through (`mcp:<tool>`); absent for REST calls. */
  via?: string;
  requestId?: string;
  holdId?: string;
  /** settle: what went back to the balance. */
  released?: number;
  /** Free text for operator movements (top-ups, reconciler releases). */
  note?: string;
  /** transfer-out / transfer-in: the transfer, and the other shard's item id. */
  transferId?: string;
  peer?: string;
}

/** A ledger row: a journal entry copied (idempotently: the entry id is the row id) to the append-only ledger. */
export interface LedgerEntry extends JournalEntry {
  accountId: string;
}

export type DebitResult =
  /** `rates`: the counters after this request (when counted). */
  | { ok: true; balance: number; rates?: Record<string, StoredRate> }
  /**
   * `missing`: no such account; `revoked`: the paying key is revoked (nothing was charged); `rate`: when counted;
   * `shards`: the item's shard count when it is larger than the caller's guess (the key's shard moved: repeat there).
   */
  | { ok: false; available: number; missing: boolean; revoked: boolean; rate?: RateRefusal; shards?: number; shardHistory?: ShardGrowth[] };

/** Counting alone (routes that do not charge a fixed price up front): the account after the count, or why not. */
export type CountResult = { ok: true; account: Account } | { ok: false; account: Account | undefined; rate: RateRefusal; shards?: number; shardHistory?: ShardGrowth[] };

/** The outcome of settling a hold: `ok: false` when it was already settled or released (nothing moved). */
export type SettleResult = { ok: true; balance: number } | { ok: false };

/**
 * Every method that moves credits is ONE conditional UpdateItem on one item of the account that
 * changes the balance, the holds and the journal together: a crash can never leave one without the other.
 *
 * An account's money lives on one item (its id) or, for a sharded account, on `shardCount` items:
 * shard 0 is the root item (the account id), shard k the item `<account id>#<k>`
 * (docs/money-shards.md). Every method that names an `accountId` works on the one item it names
 * (root or shard), except `get` (a root id: the merged account) and `create`.
 */
export interface AccountStore {
  /** Creates the account with its opening-balance journal entry (`entry`, when the balance is > 0). */
  create(account: Omit<Account, 'holds' | 'journal'>, entry?: JournalEntry): Promise<void>;
  /**
   * The account (strongly consistent). For a sharded account's root id: every item read and merged
   * (balance, holds, journal, counters summed or joined; `shards` lists the items). A shard id: that item.
   */
  get(accountId: string): Promise<Account | undefined>;
  /** One item as stored (root or shard id), never merged (strongly consistent). */
  item(itemId: string): Promise<Account | undefined>;
  /**
   * `balance >= credits` and `keyId` not revoked, then debits and records `entry`; with `hold`,
   * records the reservation too. Refused debits change nothing. `shards`: the caller's guess of the
   * account's shard count (default 1); an item that knows a larger one refuses (`shards` in the result).
   */
  debit(accountId: string, credits: number, keyId: string, entry: JournalEntry, hold?: Hold, counters?: RateCounter[], shards?: number): Promise<DebitResult>;
  /**
   * Counts one request in `counters` (each below its limit, guesses right) and returns the
   * account as it is after the count (the caller checks the key's liveness on it): one update
   * instead of a read. Refused: nothing changed, with the account as it was (undefined: no such account).
   * `shards` as for `debit`. The account returned is the counted item (for a sharded account: one shard).
   */
  count(accountId: string, counters: RateCounter[], shards?: number, keyId?: string): Promise<CountResult>;
  /**
   * Settles hold `holdId` of `amount`: keeps `kept`, gives `amount - kept` back, removes the hold,
   * records `entries`. A no-op `{ok: false}` when the hold is no longer open.
   */
  settle(accountId: string, holdId: string, amount: number, kept: number, entries: JournalEntry[]): Promise<SettleResult>;
  /** Adds credits (refund of a charge, top-up) and records `entry`; returns the new balance. Throws not_found for unknown accounts. */
  credit(accountId: string, credits: number, entry: JournalEntry): Promise<number>;
  /** Removes journal entries that are in the ledger now (idempotent). */
  removeJournal(accountId: string, entryIds: string[]): Promise<void>;
  /**
   * One item (root or shard): records the revocation entry `rk_<keyId>` = `until` (0: not finished)
   * and removes the attributes `remove` (expired entries, the key's rate counters), in one update.
   * With `keepOneOf` (non-empty), only if at least one of those keys has no revocation entry (the last
   * owner key is never revoked): `ok: false`, nothing changed, when none would. `shardCount`: the
   * item's, after the write. Throws not_found for an unknown item.
   */
  markRevoked(itemId: string, keyId: string, until: number, opts?: { keepOneOf?: readonly string[]; remove?: readonly string[] }): Promise<{ ok: boolean; shardCount: number }>;
  /** Removes the older `revokedKeys` set of one item (its keys' records are revoked). */
  dropLegacyRevoked(itemId: string): Promise<void>;
  /**
   * Deletion (DELETE /v1/account), one conditional update: only while not deleted yet and the
   * balance is `balance` (nothing moved since the caller read it); sets `deletedAt`, balance 0,
   * records `entry` (the forfeit of the balance, when > 0) and removes the account's name and its
   * rate counters. False when the condition failed. Every shard then gets `deletedAt` too: a debit or
   * count on any item of a deleted account is refused (a sharded account's credits must be on its
   * root first: `gatherOnRoot`).
   */
  close(accountId: string, opts: { balance: number; at: string; entry?: JournalEntry; remove: readonly string[] }): Promise<boolean>;
  /**
   * Reconciler: every item that has open holds, counter holds, transfer markers or journal entries (a scan; never on the request path).
   * `observe` is told the load of every item the scan reads (automatic growth, shared/accounts/growth.ts), at `now`.
   */
  listUnsettled(observe?: (load: ItemLoad) => void, now?: Date): Promise<Account[]>;
  /**
   * Ends counter hold `id`: removes it and, with `giveBack`, gives its unit back to its counter, in
   * one conditional update. False (nothing changed) when it had already ended.
   */
  endCounterHold(accountId: string, hold: CounterHold, giveBack: boolean): Promise<boolean>;
  /**
   * First half of a transfer: `balance >= credits` on `t.from`, then debits it, records `entry`
   * (transfer-out) and the transfer's marker there. Refused (the shard is short): nothing moved,
   * with the source's balance as it was.
   */
  transferOut(t: Transfer, entry: JournalEntry): Promise<{ ok: true } | { ok: false; balance: number }>;
  /**
   * Second half: credits `t.to` and records `entry` (transfer-in) and a marker, unless the marker
   * says this transfer was applied already. True when this call credited it.
   */
  transferIn(t: Transfer, entry: JournalEntry): Promise<boolean>;
  /**
   * Removes revocation entries `rk_<keyId>` of `itemId` that are past their end at `nowSec` (each
   * only if it still is: a pending one, 0, or one renewed since, stays). Returns how many went.
   */
  forgetRevocations(itemId: string, keyIds: readonly string[], nowSec: number): Promise<number>;
  /** The next key slot of the account (an atomic counter on its root item: 0, 1, 2, …). Throws not_found for unknown accounts. */
  takeKeySlot(accountId: string): Promise<number>;
  /** Removes the transfer's marker from `t.from`, then from `t.to` (in this order; idempotent). */
  endTransfer(t: Transfer): Promise<void>;
  /**
   * Grows the account to `shards` items (never shrinks): new shards are created empty (with the
   * revoked keys), then every item learns the count. Returns the count now stored. Money moves separately.
   */
  addShards(accountId: string, shards: number, now: Date): Promise<number>;
  /**
   * Makes item `itemId` (an existing shard or root) know at least `shards` and `history`: from then on
   * it refuses every write routed by a smaller count (what addShards does to the older shards; a
   * request that reads a key's counters on its previous shard does it first). Returns the item as it
   * is after that (strongly consistent), undefined when there is no such item.
   */
  raiseShardCount(itemId: string, shards: number, history: ShardGrowth[]): Promise<Account | undefined>;
  /**
   * Removes rate counters from one item, each only if it still counts the window `s` it was found
   * with (all or none: a counter counted meanwhile keeps them all). False when nothing was removed.
   */
  removeCounters(itemId: string, counters: readonly { attr: string; s: number }[]): Promise<boolean>;
}

/** Reads the receipt of stored work (the reconciler, a retry). */
export interface ReceiptStore {
  read(ref: WorkRef): Promise<Receipt | undefined>;
}

/**
 * Idempotency-Key attempts: which record id the work of a key's request is stored under, claimed
 * before the work starts, so a retry after a crash finds the work of the attempt that died. Work
 * that is not saved to the account (saveToAccount false) is kept here instead, with its receipt.
 */
export interface AttemptStore {
  /** Claims `scope` for `recordId` (conditional put); returns the record id of the first claim, ours or an earlier attempt's. */
  claim(scope: string, recordId: string, expiresAt: number): Promise<string>;
  /** Where `complete` keeps the result of `scope` (the hold's WorkRef for unsaved work). */
  ref(scope: string): WorkRef;
  /** Keeps an unsaved result with its receipt under the claim (one write). */
  complete(scope: string, receipt: Receipt, result: unknown): Promise<void>;
  /** The result kept by `complete`, with its receipt. */
  result(scope: string): Promise<{ result: unknown; receipt: Receipt } | undefined>;
  /** Drops what `complete` kept (its hold ended before the settle: the work is not delivered). */
  discard(scope: string): Promise<void>;
}

export interface KeyStore {
  put(record: ApiKeyRecord): Promise<void>;
  getByHash(keyHash: string): Promise<ApiKeyRecord | undefined>;
  /** Admin path: finds a key by its public id (a scan; not on the request path). */
  findById(keyId: string): Promise<ApiKeyRecord | undefined>;
  listByAccount(accountId: string): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked (and records its last use, when given); returns false when no such key exists. */
  revoke(keyHash: string, at: string, lastUsedAt?: string): Promise<boolean>;
  /**
   * Records a use of the key at `at` (ISO, to the minute) unless one at or after `notBefore` is
   * recorded already: a conditional update that refuses (silently) within the same minute.
   */
  touch(keyHash: string, at: string, notBefore: string): Promise<void>;
  /** Removes the customer's label of the key (account deletion). */
  forgetName(keyHash: string): Promise<void>;
}

/** One read of the ledger, newest first unless `oldestFirst` (see LedgerStore.page). */
export interface LedgerPageQuery {
  /** Only entries with entryId >= from (e.g. `2026-11-01`). */
  from?: string;
  /** Only entries with entryId < before (the cursor: the last entry id of the previous page, or the day after `to`). */
  before?: string;
  /** Only entries with entryId > after (the cursor of an oldest-first read: the last entry id of the previous page). */
  after?: string;
  /** Oldest first (the account's export, which writes the ledger in time order page by page). */
  oldestFirst?: boolean;
  limit: number;
}

export interface LedgerStore {
  /**
   * Writes rows keyed by their entry id: writing a row twice leaves one row. A row's `accountId`
   * is the item its movement was made on (the ledger partition: the account or one of its shards).
   */
  putAll(entries: LedgerEntry[]): Promise<void>;
  /** Every row of the account, from every shard's partition, in entry id order (each with the partition it is stored under as `accountId`). */
  listByAccount(accountId: string): Promise<LedgerEntry[]>;
  /**
   * The account's rows with `from <= entryId < before` (and `> after`), newest first (oldest first
   * with `oldestFirst`), at most `limit`; `more` when further rows match. The ONE read of GET /v1/usage and /v1/ledger: entry ids start with their
   * ISO time, so "entryId < cursor" pages the same way over one partition or a merge of several.
   */
  page(accountId: string, q: LedgerPageQuery): Promise<{ entries: LedgerEntry[]; more: boolean }>;
  /** Removes what is personal from the given rows (account deletion): keyId, via, note; the money and the time stay. */
  anonymize(entries: readonly LedgerEntry[]): Promise<void>;
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
  receipts: ReceiptStore;
  attempts: AttemptStore;
  /** Per-account limits counted atomically (shared/store/limits.ts). */
  limits: LimitStore;
}

/** The load one accounts-table item shows (shared/store/item-load.ts): what automatic growth decides on. */
export interface ItemLoad {
  /** The item's id (`acc_…` or `acc_…#k`). */
  itemId: string;
  /** The account it belongs to. */
  accountId: string;
  shardCount: number;
  /** The account's last growth (the root's `shardedAt`), ISO; only on the root. */
  shardedAt?: string;
  bytes: number;
  requestsPerSecond: number;
  /** The item's rate counters (`rl_<keyId>_<window>`), with their key, window start and seconds (counters of unknown windows left out). */
  counters?: { attr: string; keyId: string; s: number; seconds: number }[];
  /** Key ids whose revocation entry (`rk_<keyId>`) is past its end: no longer needed. */
  expiredRevocations?: string[];
}
