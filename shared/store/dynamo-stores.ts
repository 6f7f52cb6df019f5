/**
 * DynamoDB implementations of the store interfaces. Every balance and counter change is a
 * single conditional UpdateItem: no read-then-write anywhere on the request path.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand, BatchWriteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { AppError } from '../errors';
import { isConditionalFailure, landed } from './dynamo-client';
import { itemLoad, RATE_PREFIX } from './item-load';
import { DynamoLimitStore } from './limits';
import { isRevokedIn, REVOKED_PREFIX, revocationNeeded } from './revoked';
import { knownGrowth, rootOf, shardIndexOf, shardItemIds } from './shard-ids';
import type { TableId } from './tables';
import type {
  Account,
  AccountStore,
  ApiKeyRecord,
  AttemptStore,
  CounterHold,
  CountResult,
  DebitResult,
  Hold,
  JournalEntry,
  KeyStore,
  LedgerEntry,
  LedgerPageQuery,
  LedgerStore,
  RateCounter,
  RateHit,
  RateRefusal,
  RateLimitStore,
  Receipt,
  ReceiptStore,
  SettleResult,
  StoredRate,
  Stores,
  Transfer,
  WorkRef,
  ItemLoad,
  ShardGrowth,
} from './types';

/**
 * A number from an item that may come unmarshalled (`5`, from GetItem through the document
 * client) or raw (`{N: '5'}`, the `Item` of a ConditionalCheckFailedException, which the
 * document client does not unmarshall).
 */
export const numberAttr = (v: unknown): number => {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && 'N' in v) return Number((v as { N: string }).N);
  return 0;
};

/**
 * A string set from an item: a `Set` (unmarshalled by the document client), raw `{SS: [...]}`
 * (the `Item` of a ConditionCheckFailedException), an array (an `Account` read back), or absent.
 */
export const stringSetAttr = (v: unknown): string[] => {
  if (v instanceof Set) return [...(v as Set<unknown>)].map(String);
  if (Array.isArray(v)) return v.map(String);
  if (v && typeof v === 'object' && 'SS' in v) return (v as { SS: string[] }).SS;
  return [];
};

/** Journal entries and holds live in the account item as top-level attributes under these prefixes. */
export const JOURNAL_PREFIX = 'j_';
export const HOLD_PREFIX = 'h_';
export { RATE_PREFIX };
/** Counter holds (a free advisor message taken for an answer not finished yet) live in the account item under this prefix. */
export const COUNTER_HOLD_PREFIX = 'ch_';
/** Transfer markers between the shards of an account (docs/money-shards.md): outgoing on the source, applied on the target. */
export const TRANSFER_OUT_PREFIX = 'xo_';
export const TRANSFER_IN_PREFIX = 'xi_';
export { REVOKED_PREFIX };
/** How often a BatchGetItem of an account's shards is made for the keys DynamoDB left unprocessed (throttling) before the read fails. */
const BATCH_GET_ATTEMPTS = 5;

const toAccount = (item: Record<string, unknown>): Account => {
  const holds: Record<string, Hold> = {};
  const journal: Record<string, JournalEntry> = {};
  const rest: Record<string, unknown> = {};
  const rates: Record<string, StoredRate> = {};
  const counterHolds: Record<string, CounterHold> = {};
  const transfersOut: Record<string, Transfer> = {};
  const transfersIn: Record<string, Transfer> = {};
  const revocations: Record<string, number> = {};
  for (const [k, v] of Object.entries(item)) {
    if (k.startsWith(JOURNAL_PREFIX)) journal[k.slice(JOURNAL_PREFIX.length)] = v as JournalEntry;
    else if (k.startsWith(TRANSFER_OUT_PREFIX)) transfersOut[k.slice(TRANSFER_OUT_PREFIX.length)] = transferOf(v);
    else if (k.startsWith(TRANSFER_IN_PREFIX)) transfersIn[k.slice(TRANSFER_IN_PREFIX.length)] = transferOf(v);
    else if (k.startsWith(COUNTER_HOLD_PREFIX)) counterHolds[k.slice(COUNTER_HOLD_PREFIX.length)] = v as CounterHold;
    else if (k.startsWith(HOLD_PREFIX)) holds[k.slice(HOLD_PREFIX.length)] = v as Hold;
    else if (k.startsWith(RATE_PREFIX)) rates[k] = storedRate(v);
    else if (k.startsWith(REVOKED_PREFIX)) revocations[k.slice(REVOKED_PREFIX.length)] = numberAttr(v);
    else if (k === 'balance' || k === 'shardCount') rest[k] = numberAttr(v);
    else if (k === 'shardHistory') rest[k] = shardHistoryOf(v);
    else if (k !== 'revokedKeys') rest[k] = v;
  }
  const revoked = stringSetAttr(item.revokedKeys);
  return {
    ...(rest as unknown as Account),
    holds,
    journal,
    ...(Object.keys(transfersOut).length > 0 ? { transfersOut } : {}),
    ...(Object.keys(transfersIn).length > 0 ? { transfersIn } : {}),
    ...(Object.keys(rates).length > 0 ? { rates } : {}),
    ...(Object.keys(counterHolds).length > 0 ? { counterHolds } : {}),
    ...(revoked.length > 0 ? { revokedKeys: revoked } : {}),
    ...(Object.keys(revocations).length > 0 ? { revocations } : {}),
  };
};

/** An item's growth history as stored (oldest first). */
const shardHistoryOf = (v: unknown): ShardGrowth[] =>
  (Array.isArray(v) ? v : []).map((g: { n?: unknown; at?: unknown }) => ({ n: numberAttr(g?.n), at: numberAttr(g?.at) })).sort((a, b) => a.n - b.n);

/** A transfer marker as stored (numbers may come raw from a refused update's item). */
const transferOf = (v: unknown): Transfer => {
  const m = v as Record<string, unknown>;
  return { transferId: String(m.transferId), from: String(m.from), to: String(m.to), credits: numberAttr(m.credits), at: numberAttr(m.at) };
};

/**
 * Two stored counters of one key and window on different shards (its shard moved when the account
 * grew): the newer window, or the sum of both counts when they count the same window (the key was
 * counted on both in it; shared/accounts/moved-counters.ts).
 */
const joinRates = (a: StoredRate | undefined, b: StoredRate): StoredRate => (!a || b.s > a.s ? b : b.s === a.s ? { s: a.s, n: a.n + b.n } : a);

/** The merged view of a sharded account: items as read, root first. */
export const mergeShards = (items: Account[]): Account => {
  const [root, ...rest] = items;
  if (!root) throw new Error('no items to merge');
  const merged: Account = {
    ...root,
    balance: 0,
    holds: {},
    journal: {},
    shards: items,
  };
  const revoked = new Set<string>();
  const rates: Record<string, StoredRate> = {};
  const out: Record<string, Transfer> = {};
  const inn: Record<string, Transfer> = {};
  const revocations: Record<string, number> = {};
  for (const it of [root, ...rest]) {
    merged.balance += it.balance ?? 0;
    Object.assign(merged.holds, it.holds);
    Object.assign(merged.journal, it.journal);
    Object.assign(out, it.transfersOut ?? {});
    Object.assign(inn, it.transfersIn ?? {});
    for (const k of it.revokedKeys ?? []) revoked.add(k);
    // pending (0) on any item stays pending in the merged view
    for (const [k, until] of Object.entries(it.revocations ?? {})) revocations[k] = k in revocations ? Math.min(revocations[k]!, until) : until;
    for (const [attr, r] of Object.entries(it.rates ?? {})) rates[attr] = joinRates(rates[attr], r);
  }
  delete merged.revokedKeys;
  delete merged.rates;
  delete merged.transfersOut;
  delete merged.transfersIn;
  delete merged.revocations;
  return {
    ...merged,
    ...(Object.keys(revocations).length > 0 ? { revocations } : {}),
    ...(revoked.size > 0 ? { revokedKeys: [...revoked] } : {}),
    ...(Object.keys(rates).length > 0 ? { rates } : {}),
    ...(Object.keys(out).length > 0 ? { transfersOut: out } : {}),
    ...(Object.keys(inn).length > 0 ? { transfersIn: inn } : {}),
  };
};

/**
 * The condition of every write a key's request makes on the account (debit, count): the account not
 * deleted, the key not revoked: no recent revocation entry (`rk_<keyId>`, shared/accounts/revocation.ts)
 * and, on an account revoked before those entries existed, not in its older `revokedKeys` set (read both).
 * Uses `:k` = the key id.
 */
const LIVE = {
  condition: 'attribute_not_exists(deletedAt) AND attribute_not_exists(#rk) AND NOT contains(revokedKeys, :k)',
  names: (keyId: string): Record<string, string> => ({ '#rk': REVOKED_PREFIX + keyId }),
};

/**
 * The condition that the writer's guess of the shard count is not behind the item's: an item of
 * a grown account refuses a write routed by an older count (the key's shard may have moved).
 */
const shardGuess = (shards: number): { condition: string; values: Record<string, unknown> } => ({
  condition: '(attribute_not_exists(shardCount) OR shardCount <= :sn)',
  values: { ':sn': shards },
});

/** The shard count (and growth history) an item knows when it is larger than the writer's guess. */
const movedShards = (old: Account | undefined, shards: number): { shards: number; shardHistory?: ShardGrowth[] } | undefined =>
  old?.shardCount !== undefined && old.shardCount > shards ? { shards: old.shardCount, ...(old.shardHistory ? { shardHistory: old.shardHistory } : {}) } : undefined;

/** A stored rate counter (`{s, n}`). */
const storedRate = (v: unknown): StoredRate => {
  const m = v as { s?: unknown; n?: unknown } | undefined;
  return { s: numberAttr(m?.s), n: numberAttr(m?.n) };
};

/**
 * The account as it was when a conditional update refused: DynamoDB returns it (ALL_OLD, raw
 * attribute values: the document client does not unmarshall an exception's item); dynalite does
 * not implement that parameter, so there it is a read made *after* the refused write. It only
 * explains the refusal, it never decides anything.
 */
export const refusedAccount = async (
  store: Pick<AccountStore, 'get'>,
  accountId: string,
  e: Error & { Item?: Record<string, unknown> },
): Promise<Account | undefined> => {
  if (!e.Item) return store.get(accountId);
  // raw attribute values (`accountId: {S: …}`) are unmarshalled; an item that already is plain is taken as it is
  const raw = typeof e.Item.accountId === 'object';
  return toAccount(raw ? unmarshall(e.Item as Parameters<typeof unmarshall>[0]) : e.Item);
};

/**
 * The update and condition fragments that count one request in each counter: a fresh window
 * replaces the counter (`{s, n: 1}`, if the stored one is older or absent), the same window
 * increments it while below the limit.
 */
const rateParts = (counters: RateCounter[]): { sets: string[]; conditions: string[]; names: Record<string, string>; values: Record<string, unknown> } => {
  const sets: string[] = [];
  const conditions: string[] = [];
  // DynamoDB refuses names and values an expression does not use: declare each where it is used
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  counters.forEach((c, i) => {
    names[`#r${i}`] = c.attr;
    names['#rs'] = 's';
    values[`:rs${i}`] = c.start;
    const by = c.by ?? 1;
    if (c.fresh) {
      sets.push(`#r${i} = :rv${i}`);
      values[`:rv${i}`] = { s: c.start, n: by };
      conditions.push(`(attribute_not_exists(#r${i}) OR #r${i}.#rs < :rs${i})`);
      // no room left here (the key used the window's limit on its previous shard): refused, the item exists
      if (c.limit < by) conditions.push('attribute_not_exists(accountId)');
    } else if (by === 1) {
      sets.push(`#r${i}.#rn = #r${i}.#rn + :rone`);
      names['#rn'] = 'n';
      values[':rone'] = 1;
      values[`:rl${i}`] = c.limit;
      conditions.push(`(#r${i}.#rs = :rs${i} AND #r${i}.#rn < :rl${i})`);
    } else {
      // N at once: all N fit below the limit, or none is counted
      sets.push(`#r${i}.#rn = #r${i}.#rn + :rby${i}`);
      names['#rn'] = 'n';
      values[`:rby${i}`] = by;
      values[`:rl${i}`] = c.limit - by;
      conditions.push(`(#r${i}.#rs = :rs${i} AND #r${i}.#rn <= :rl${i})`);
    }
  });
  return { sets, conditions, names, values };
};

/** Why counting was refused, from the counters as stored: one at its limit in this window, or a wrong guess. */
const rateRefusal = (counters: RateCounter[], rates: Record<string, StoredRate>): RateRefusal => {
  let limited = false;
  let stale = false;
  for (const c of counters) {
    const stored = rates[c.attr];
    const current = stored !== undefined && stored.s === c.start;
    const by = c.by ?? 1;
    if (c.limit < by || (current && stored.n + by > c.limit)) limited = true;
    // a wrong guess, or a window newer than this request's (another container's clock is ahead)
    else if (c.fresh === current || (stored !== undefined && stored.s > c.start)) stale = true;
  }
  return { limited, stale, rates };
};

/** The counters after a counted update, from its UPDATED_NEW attributes (a same-window increment returns only `n`). */
const countedRates = (counters: RateCounter[], attributes: Record<string, unknown> | undefined): Record<string, StoredRate> => {
  const out: Record<string, StoredRate> = {};
  for (const c of counters) out[c.attr] = { s: c.start, n: numberAttr((attributes?.[c.attr] as { n?: unknown } | undefined)?.n) };
  return out;
};

/** `#j0 = :j0, #j1 = :j1 …` with their names and values, for entries written in one update. */
const journalSets = (entries: JournalEntry[]): { sets: string[]; names: Record<string, string>; values: Record<string, unknown> } => {
  const sets: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  entries.forEach((e, i) => {
    sets.push(`#j${i} = :j${i}`);
    names[`#j${i}`] = JOURNAL_PREFIX + e.entryId;
    values[`:j${i}`] = e;
  });
  return { sets, names, values };
};

export class DynamoAccountStore implements AccountStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async create(account: Omit<Account, 'holds' | 'journal'>, entry?: JournalEntry): Promise<void> {
    const item: Record<string, unknown> = { ...account };
    if (entry) item[JOURNAL_PREFIX + entry.entryId] = entry;
    try {
      await this.db.send(new PutCommand({ TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(accountId)' }));
    } catch (e) {
      if (isConditionalFailure(e)) throw new AppError('conflict', 'Account exists', `Account ${account.accountId} already exists`);
      throw e;
    }
  }

  async item(itemId: string): Promise<Account | undefined> {
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { accountId: itemId }, ConsistentRead: true }));
    return out.Item ? toAccount(out.Item) : undefined;
  }

  /** Reads one item to explain a refusal (dynalite) or the item DynamoDB returned (ALL_OLD). */
  private readonly items = { get: (id: string) => this.item(id) };

  async get(accountId: string): Promise<Account | undefined> {
    const root = await this.item(accountId);
    if (!root || (root.shardCount ?? 1) <= 1 || shardIndexOf(accountId) !== 0) return root;
    // a sharded account: every other shard, strongly consistent, in BatchGetItem calls of up to
    // 100 items made in parallel (128 shards: 2 calls, not 127), then merged in shard order
    const ids = shardItemIds(accountId, root.shardCount!).slice(1);
    const found = await this.itemsById(ids);
    return mergeShards([root, ...ids.map((id) => found.get(id)).filter((a): a is Account => a !== undefined)]);
  }

  /** Items by id, strongly consistent: BatchGetItem calls of up to 100 keys in parallel, unprocessed keys asked again. */
  private async itemsById(ids: readonly string[]): Promise<Map<string, Account>> {
    const found = new Map<string, Account>();
    const batch = async (keys: { accountId: string }[]): Promise<void> => {
      for (let attempt = 1; keys.length > 0; attempt++) {
        if (attempt > BATCH_GET_ATTEMPTS) throw new Error(`${keys.length} shard items could not be read (throttled)`);
        if (attempt > 1) await new Promise((r) => setTimeout(r, 10 * 2 ** attempt));
        const out = await this.db.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: keys, ConsistentRead: true } } }));
        for (const it of out.Responses?.[this.table] ?? []) found.set(String(it.accountId), toAccount(it));
        keys = (out.UnprocessedKeys?.[this.table]?.Keys ?? []) as { accountId: string }[];
      }
    };
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < ids.length; i += 100) jobs.push(batch(ids.slice(i, i + 100).map((accountId) => ({ accountId }))));
    await Promise.all(jobs);
    return found;
  }

  async debit(accountId: string, credits: number, keyId: string, entry: JournalEntry, hold?: Hold, counters: RateCounter[] = [], shards = 1): Promise<DebitResult> {
    const j = journalSets([entry]);
    const r = rateParts(counters);
    const g = shardGuess(shards);
    const sets = ['balance = balance - :c', ...j.sets, ...r.sets];
    const names: Record<string, string> = { ...j.names, ...r.names, ...LIVE.names(keyId) };
    const values: Record<string, unknown> = { ':c': credits, ':k': keyId, ...j.values, ...r.values, ...g.values };
    if (hold) {
      sets.push('#h = :h');
      names['#h'] = HOLD_PREFIX + hold.holdId;
      values[':h'] = hold;
    }
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: `SET ${sets.join(', ')}`,
          // the entry's absence makes an SDK retry of an update that already landed a no-op
          ConditionExpression: ['attribute_exists(accountId) AND attribute_not_exists(#j0) AND balance >= :c', LIVE.condition, g.condition, ...r.conditions].join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'UPDATED_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { ok: true, balance: Number(out.Attributes?.balance ?? 0), ...(counters.length > 0 ? { rates: countedRates(counters, out.Attributes) } : {}) };
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      const old = await refusedAccount(this.items, accountId, e);
      const rates = old?.rates ?? {};
      // this very debit landed earlier (an SDK retry of a call that had succeeded)
      if (old?.journal[entry.entryId]) return { ok: true, balance: old.balance, ...(counters.length > 0 ? { rates } : {}) };
      const moved = movedShards(old, shards);
      return {
        ok: false,
        available: old?.balance ?? 0,
        missing: old === undefined || old.deletedAt !== undefined,
        revoked: old !== undefined && isRevokedIn(old, keyId),
        ...(counters.length > 0 ? { rate: rateRefusal(counters, rates) } : {}),
        ...moved,
      };
    }
  }

  async count(accountId: string, counters: RateCounter[], shards = 1, keyId?: string): Promise<CountResult> {
    const r = rateParts(counters);
    // the counting key not revoked (its counters never come back after its revocation removed them)
    const live = keyId ? { condition: LIVE.condition, names: LIVE.names(keyId), values: { ':k': keyId } } : { condition: 'attribute_exists(accountId)', names: {}, values: {} };
    const g = shardGuess(shards);
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: `SET ${r.sets.join(', ')}`,
          ConditionExpression: ['attribute_exists(accountId)', live.condition, g.condition, ...r.conditions].join(' AND '),
          ExpressionAttributeNames: { ...r.names, ...live.names },
          ExpressionAttributeValues: { ...r.values, ...g.values, ...live.values },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { ok: true, account: toAccount(out.Attributes ?? {}) };
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      const account = await refusedAccount(this.items, accountId, e);
      const moved = movedShards(account, shards);
      return { ok: false, account, rate: rateRefusal(counters, account?.rates ?? {}), ...moved };
    }
  }

  async settle(accountId: string, holdId: string, amount: number, kept: number, entries: JournalEntry[]): Promise<SettleResult> {
    const j = journalSets(entries);
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: `SET balance = balance + :back, ${j.sets.join(', ')} REMOVE #h`,
          // the hold must still be open and be the one the caller names: a second settle is a no-op
          ConditionExpression: 'attribute_exists(#h) AND #h.amount = :amount',
          ExpressionAttributeNames: { '#h': HOLD_PREFIX + holdId, ...j.names },
          ExpressionAttributeValues: { ':back': amount - kept, ':amount': amount, ...j.values },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { ok: true, balance: Number(out.Attributes?.balance ?? 0) };
    } catch (e) {
      if (isConditionalFailure(e)) return { ok: false };
      throw e;
    }
  }

  async credit(accountId: string, credits: number, entry: JournalEntry): Promise<number> {
    const j = journalSets([entry]);
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: `SET balance = balance + :c, ${j.sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(accountId) AND attribute_not_exists(#j0)',
          ExpressionAttributeNames: j.names,
          ExpressionAttributeValues: { ':c': credits, ...j.values },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(out.Attributes?.balance ?? 0);
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      const now = await this.item(accountId);
      if (now?.journal[entry.entryId]) return now.balance; // this very credit landed earlier (retried call)
      throw new AppError('not_found', 'Account not found', `No account ${accountId}`);
    }
  }

  async removeJournal(accountId: string, entryIds: string[]): Promise<void> {
    // at most 100 names per expression is plenty of room below DynamoDB's expression limits
    for (let i = 0; i < entryIds.length; i += 100) {
      const ids = entryIds.slice(i, i + 100);
      const names = Object.fromEntries(ids.map((id, n) => [`#j${n}`, JOURNAL_PREFIX + id]));
      try {
        await this.db.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { accountId },
            UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
            ConditionExpression: 'attribute_exists(accountId)',
            ExpressionAttributeNames: names,
          }),
        );
      } catch (e) {
        if (!isConditionalFailure(e)) throw e;
      }
    }
  }

  async markRevoked(itemId: string, keyId: string, until: number, opts: { keepOneOf?: readonly string[]; remove?: readonly string[] } = {}): Promise<{ ok: boolean; shardCount: number }> {
    const keep = opts.keepOneOf ?? [];
    // at most 100 attributes removed by one write (expression limits): the rest by the next revocation
    const remove = (opts.remove ?? []).filter((a) => a !== REVOKED_PREFIX + keyId).slice(0, 100);
    const names: Record<string, string> = { '#rk': REVOKED_PREFIX + keyId };
    keep.forEach((k, i) => (names[`#o${i}`] = REVOKED_PREFIX + k));
    remove.forEach((a, i) => (names[`#x${i}`] = a));
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId: itemId },
          UpdateExpression: `SET #rk = :u${remove.length > 0 ? ` REMOVE ${remove.map((_, i) => `#x${i}`).join(', ')}` : ''}`,
          // "at least one of keepOneOf stays live": one of them has no revocation entry
          ConditionExpression: keep.length > 0 ? `attribute_exists(accountId) AND (${keep.map((_, i) => `attribute_not_exists(#o${i})`).join(' OR ')})` : 'attribute_exists(accountId)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':u': until },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { ok: true, shardCount: numberAttr(out.Attributes?.shardCount) || 1 };
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      const item = await this.item(itemId);
      if (keep.length > 0 && item) return { ok: false, shardCount: item.shardCount ?? 1 };
      throw new AppError('not_found', 'Account not found', `No account ${itemId}`);
    }
  }

  async dropLegacyRevoked(itemId: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({ TableName: this.table, Key: { accountId: itemId }, UpdateExpression: 'REMOVE revokedKeys', ConditionExpression: 'attribute_exists(accountId)' }),
    ).catch((e: unknown) => {
      if (!isConditionalFailure(e)) throw e;
    });
  }

  async close(accountId: string, opts: { balance: number; at: string; entry?: JournalEntry; remove: readonly string[] }): Promise<boolean> {
    const j = journalSets(opts.entry ? [opts.entry] : []);
    const remove = opts.remove.map((_, i) => `#x${i}`);
    const sets = ['balance = :zero', 'deletedAt = :at', ...j.sets];
    let shards: number;
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: `SET ${sets.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
          // nothing moved since the caller read the balance (no charge, no hold): the forfeit is exact
          ConditionExpression: 'attribute_exists(accountId) AND attribute_not_exists(deletedAt) AND balance = :b',
          ExpressionAttributeNames: { ...j.names, ...Object.fromEntries(opts.remove.map((n, i) => [`#x${i}`, n])) },
          ExpressionAttributeValues: {
            ':zero': 0,
            ':at': opts.at,
            ':b': opts.balance,
            ...j.values,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      shards = numberAttr(out.Attributes?.shardCount) || 1;
    } catch (e) {
      if (isConditionalFailure(e)) return false;
      throw e;
    }
    // a sharded account: every shard deleted too (a debit or count on any item checks `deletedAt`)
    await Promise.all(
      shardItemIds(accountId, shards)
        .slice(1)
        .map((id) =>
          this.db.send(new UpdateCommand({ TableName: this.table, Key: { accountId: id }, UpdateExpression: 'SET deletedAt = if_not_exists(deletedAt, :at)', ConditionExpression: 'attribute_exists(accountId)', ExpressionAttributeValues: { ':at': opts.at } })).catch((e: unknown) => {
            if (!isConditionalFailure(e)) throw e;
          }),
        ),
    );
    return true;
  }

  async listUnsettled(observe?: (load: ItemLoad) => void, now: Date = new Date()): Promise<Account[]> {
    const found: Account[] = [];
    const nowSec = Math.floor(now.getTime() / 1000);
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(new ScanCommand({ TableName: this.table, ConsistentRead: true, ExclusiveStartKey: start }));
      for (const item of out.Items ?? []) {
        // revocation entries are on every item alike (more shards would not make them smaller): not load either
        if (observe && !item.deletedAt) observe(itemLoad(item, nowSec, [JOURNAL_PREFIX, HOLD_PREFIX, COUNTER_HOLD_PREFIX, TRANSFER_OUT_PREFIX, TRANSFER_IN_PREFIX, REVOKED_PREFIX]));
        const a = toAccount(item);
        if (Object.keys(a.holds).length > 0 || Object.keys(a.journal).length > 0 || a.counterHolds || a.transfersOut || a.transfersIn) found.push(a);
      }
      start = out.LastEvaluatedKey;
    } while (start);
    return found;
  }

  async endCounterHold(accountId: string, hold: CounterHold, giveBack: boolean): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: giveBack ? 'REMOVE #m ADD #c :minus' : 'REMOVE #m',
          // the hold's existence makes ending it single: a second end (the reconciler, a retry) changes nothing
          ConditionExpression: 'attribute_exists(#m)',
          ExpressionAttributeNames: { '#m': COUNTER_HOLD_PREFIX + hold.id, ...(giveBack ? { '#c': hold.counter } : {}) },
          ...(giveBack ? { ExpressionAttributeValues: { ':minus': -1 } } : {}),
        }),
      ),
    );
  }
  async transferOut(t: Transfer, entry: JournalEntry): Promise<{ ok: true } | { ok: false; balance: number }> {
    const j = journalSets([entry]);
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId: t.from },
          UpdateExpression: `SET balance = balance - :c, #x = :t, ${j.sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(accountId) AND balance >= :c AND attribute_not_exists(#x) AND attribute_not_exists(#j0)',
          ExpressionAttributeNames: { '#x': TRANSFER_OUT_PREFIX + t.transferId, ...j.names },
          ExpressionAttributeValues: { ':c': t.credits, ':t': t, ...j.values },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { ok: true };
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      const old = await refusedAccount(this.items, t.from, e);
      // an SDK retry of a debit that landed: the marker is there
      if (old?.transfersOut?.[t.transferId]) return { ok: true };
      return { ok: false, balance: old?.balance ?? 0 };
    }
  }

  async transferIn(t: Transfer, entry: JournalEntry): Promise<boolean> {
    const j = journalSets([entry]);
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId: t.to },
          UpdateExpression: `SET balance = balance + :c, #x = :t, ${j.sets.join(', ')}`,
          // the marker makes the credit single: the process that started it, a retry and the reconciler
          ConditionExpression: 'attribute_exists(accountId) AND attribute_not_exists(#x)',
          ExpressionAttributeNames: { '#x': TRANSFER_IN_PREFIX + t.transferId, ...j.names },
          ExpressionAttributeValues: { ':c': t.credits, ':t': t, ...j.values },
        }),
      ),
    );
  }

  async forgetRevocations(itemId: string, keyIds: readonly string[], nowSec: number): Promise<number> {
    const one = (ids: readonly string[]) =>
      landed(
        this.db.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { accountId: itemId },
            UpdateExpression: `REMOVE ${ids.map((_, i) => `#rk${i}`).join(', ')}`,
            // all or none: each still past its end (not pending, not renewed by a revocation since the scan)
            ConditionExpression: ids.map((_, i) => `(#rk${i} > :zero AND #rk${i} <= :now)`).join(' AND '),
            ExpressionAttributeNames: Object.fromEntries(ids.map((k, i) => [`#rk${i}`, REVOKED_PREFIX + k])),
            ExpressionAttributeValues: { ':zero': 0, ':now': nowSec },
          }),
        ),
      );
    if (keyIds.length === 0) return 0;
    if (await one(keyIds)) return keyIds.length;
    let n = 0;
    for (const k of keyIds) if (await one([k])) n++;
    return n;
  }

  async takeKeySlot(accountId: string): Promise<number> {
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId },
          UpdateExpression: 'ADD keySlots :one',
          ConditionExpression: 'attribute_exists(accountId)',
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return numberAttr(out.Attributes?.keySlots) - 1;
    } catch (e) {
      if (isConditionalFailure(e)) throw new AppError('not_found', 'Account not found', `No account ${accountId}`);
      throw e;
    }
  }

  async endTransfer(t: Transfer): Promise<void> {
    // the source's marker first: while it exists the target's marker must too (it keeps the credit single)
    await this.db.send(
      new UpdateCommand({ TableName: this.table, Key: { accountId: t.from }, UpdateExpression: 'REMOVE #x', ConditionExpression: 'attribute_exists(accountId)', ExpressionAttributeNames: { '#x': TRANSFER_OUT_PREFIX + t.transferId } }),
    ).catch((e: unknown) => {
      if (!isConditionalFailure(e)) throw e;
    });
    await this.db.send(
      new UpdateCommand({ TableName: this.table, Key: { accountId: t.to }, UpdateExpression: 'REMOVE #x', ConditionExpression: 'attribute_exists(accountId)', ExpressionAttributeNames: { '#x': TRANSFER_IN_PREFIX + t.transferId } }),
    ).catch((e: unknown) => {
      if (!isConditionalFailure(e)) throw e;
    });
  }

  async addShards(accountId: string, shards: number, now: Date): Promise<number> {
    if (shardIndexOf(accountId) !== 0 || rootOf(accountId) !== accountId) throw new Error(`not an account id: ${accountId}`);
    const root = await this.item(accountId);
    if (!root) throw new AppError('not_found', 'Account not found', `No account ${accountId}`);
    const current = root.shardCount ?? 1;
    if (shards <= current) return current;
    const fresh = shardItemIds(accountId, shards).slice(current);
    // every growth, on every item: where a moved key's counters of the current windows are (moved-counters.ts)
    const history: ShardGrowth[] = [...(root.shardHistory ?? knownGrowth(root)), { n: shards, at: Math.floor(now.getTime() / 1000) }];
    // 1. the new shards, empty, before anyone can learn the new count (a key routed there finds its item)
    // the revocations still needed (pending, or not expired by now): the rest is not copied (docs/money-shards.md)
    const nowSec = Math.floor(now.getTime() / 1000);
    const needed = (r: Record<string, number> | undefined): [string, number][] => Object.entries(r ?? {}).filter(([, until]) => revocationNeeded(until, nowSec));
    const create = (id: string, revoked: [string, number][]) =>
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId: id },
          UpdateExpression: `SET balance = if_not_exists(balance, :zero), shardOf = :root, shardCount = :n, shardHistory = :h, createdAt = if_not_exists(createdAt, :at)${revoked.map((_, i) => `, #rk${i} = :rk${i}`).join('')}`,
          ConditionExpression: 'attribute_not_exists(shardCount) OR shardCount <= :n',
          ...(revoked.length ? { ExpressionAttributeNames: Object.fromEntries(revoked.map(([k], i) => [`#rk${i}`, REVOKED_PREFIX + k])) } : {}),
          ExpressionAttributeValues: { ':zero': 0, ':root': accountId, ':n': shards, ':h': history, ':at': now.toISOString(), ...Object.fromEntries(revoked.map(([, u], i) => [`:rk${i}`, u])) },
        }),
      );
    await Promise.all(fresh.map((id) => create(id, needed(root.revocations))));
    // 2. the root: from now on containers learn the count from any refused write
    const out = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { accountId },
        UpdateExpression: 'SET shardCount = :n, shardHistory = :h, shardedAt = :at',
        ConditionExpression: 'attribute_exists(accountId) AND (attribute_not_exists(shardCount) OR shardCount < :n)',
        ExpressionAttributeValues: { ':n': shards, ':h': history, ':at': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    // 3. a key revoked between 1 and 2 saw the old count: its revocation is copied to the new shards
    const revoked = needed(toAccount(out.Attributes ?? {}).revocations);
    if (revoked.length) await Promise.all(fresh.map((id) => create(id, revoked)));
    // 4. the older shards learn the count (a write routed by the old count is refused there from now on)
    await Promise.all(shardItemIds(accountId, current).slice(1).map((id) => this.raise(id, shards, history)));
    return shards;
  }

  /** `shardCount = shards` (with the history) on one existing item that knows less; false when it already knew as much (or is gone). */
  private async raise(itemId: string, shards: number, history: ShardGrowth[]): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId: itemId },
          UpdateExpression: 'SET shardCount = :n, shardHistory = :h',
          ConditionExpression: 'attribute_exists(accountId) AND (attribute_not_exists(shardCount) OR shardCount < :n)',
          ExpressionAttributeValues: { ':n': shards, ':h': history },
        }),
      ),
    );
  }

  async raiseShardCount(itemId: string, shards: number, history: ShardGrowth[]): Promise<Account | undefined> {
    const item = await this.item(itemId);
    // the usual case: the growth reached the item already (no write)
    if (!item || (item.shardCount ?? 1) >= shards) return item;
    await this.raise(itemId, shards, history);
    return this.item(itemId);
  }

  async removeCounters(itemId: string, counters: readonly { attr: string; s: number }[]): Promise<boolean> {
    if (counters.length === 0) return false;
    const names: Record<string, string> = { '#s': 's' };
    const values: Record<string, unknown> = {};
    counters.forEach((c, i) => {
      names[`#c${i}`] = c.attr;
      values[`:s${i}`] = c.s;
    });
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId: itemId },
          UpdateExpression: `REMOVE ${counters.map((_, i) => `#c${i}`).join(', ')}`,
          // a counter that counted a newer window since the scan stays (and with it the others: all or none)
          ConditionExpression: counters.map((_, i) => `#c${i}.#s = :s${i}`).join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  }
}

/** Receipts of stored work, read from whichever table the work is in (the reconciler's one read per expired hold). */
export class DynamoReceiptStore implements ReceiptStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly names: Record<TableId, string>,
  ) {}

  async read(ref: WorkRef): Promise<Receipt | undefined> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.names[ref.table], Key: ref.key, ProjectionExpression: '#a', ExpressionAttributeNames: { '#a': ref.attr }, ConsistentRead: true }),
    );
    const r = out.Item?.[ref.attr] as Receipt | undefined;
    return r && typeof r.holdId === 'string' ? { holdId: r.holdId, held: Number(r.held), credits: Number(r.credits) } : undefined;
  }
}

/** The key of an Idempotency-Key attempt's claim in the idempotency table. */
export const attemptRecordId = (scope: string): string => `work#${scope}`;

/**
 * An item of the idempotency table too large for one item (DynamoDB's 400 KB) is kept in parts
 * `<record id>#part<n>`, beside it, with the same TTL: a kept answer of Powertools
 * (shared/store/idempotency-records.ts) and a kept result of an attempt. Deleting a record deletes its
 * parts too (`IdempotencyRecords.forget`), so never more than MAX_ANSWER_PARTS.
 */
export const answerPartId = (recordId: string, n: number): string => `${recordId}#part${n}`;
export const MAX_ANSWER_PARTS = 4;
/** An attempt's gzipped result longer than this (bytes) is kept in parts of this size. */
export const RESULT_PART_BYTES = 300_000;

/** Idempotency-Key attempts, in the idempotency table beside Powertools' records (`work#<scope>`; same TTL attribute). */
export class DynamoAttemptStore implements AttemptStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private id = attemptRecordId;

  ref(scope: string): WorkRef {
    return { table: 'idempotency', key: { id: this.id(scope) }, attr: 'receipt' };
  }

  async claim(scope: string, recordId: string, expiresAt: number): Promise<string> {
    try {
      await this.db.send(
        new PutCommand({ TableName: this.table, Item: { id: this.id(scope), recordId, expiration: expiresAt }, ConditionExpression: 'attribute_not_exists(id)' }),
      );
      return recordId;
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
      const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { id: this.id(scope) }, ConsistentRead: true }));
      return String(out.Item?.recordId ?? recordId);
    }
  }

  async complete(scope: string, receipt: Receipt, result: unknown): Promise<void> {
    const gz = gzipSync(Buffer.from(JSON.stringify(result), 'utf8'));
    const id = this.id(scope);
    let value: Record<string, unknown> = { ':g': new Uint8Array(gz) };
    let set = 'resultGz = :g REMOVE resultParts';
    if (gz.length > RESULT_PART_BYTES) {
      // a large answer (a big PNG): its parts first, then the record naming them with the receipt, in one
      // write, so the receipt never names parts that are not all there
      const count = Math.ceil(gz.length / RESULT_PART_BYTES);
      if (count > MAX_ANSWER_PARTS) throw new Error(`The result is too large to keep for a retry (${gz.length} bytes gzipped)`);
      const expiration = Math.floor(Date.now() / 1000) + 24 * 60 * 60 + 3600;
      const part = (n: number) => new Uint8Array(gz.subarray(n * RESULT_PART_BYTES, (n + 1) * RESULT_PART_BYTES));
      await Promise.all(
        Array.from({ length: count }, (_, n) => this.db.send(new PutCommand({ TableName: this.table, Item: { id: answerPartId(id, n), gz: part(n), expiration } }))),
      );
      value = { ':n': count };
      set = 'resultParts = :n REMOVE resultGz';
    }
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: `SET receipt = :r, ${set}`,
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':r': receipt, ...value },
      }),
    );
  }

  async discard(scope: string): Promise<void> {
    await this.db.send(new UpdateCommand({ TableName: this.table, Key: { id: this.id(scope) }, UpdateExpression: 'REMOVE receipt, resultGz, resultParts' }));
  }

  async result(scope: string): Promise<{ result: unknown; receipt: Receipt } | undefined> {
    const id = this.id(scope);
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    const item = out.Item;
    if (!item?.receipt) return undefined;
    let gz: Uint8Array | undefined;
    if (item.resultGz instanceof Uint8Array) gz = item.resultGz;
    else if (typeof item.resultParts === 'number') {
      const parts = await Promise.all(
        Array.from({ length: item.resultParts }, (_, n) =>
          this.db.send(new GetCommand({ TableName: this.table, Key: { id: answerPartId(id, n) }, ConsistentRead: true })).then((o) => o.Item?.gz as unknown),
        ),
      );
      // a part gone (the record is being deleted): nothing kept
      if (parts.some((p) => !(p instanceof Uint8Array))) return undefined;
      gz = Buffer.concat(parts as Uint8Array[]);
    }
    if (!gz) return undefined;
    return { result: JSON.parse(gunzipSync(gz).toString('utf8')) as unknown, receipt: item.receipt as Receipt };
  }
}

export class DynamoKeyStore implements KeyStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(record: ApiKeyRecord): Promise<void> {
    await this.db.send(new PutCommand({ TableName: this.table, Item: record, ConditionExpression: 'attribute_not_exists(keyHash)' }));
  }

  async getByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
    // strongly consistent: a revoked key stops working at once, a new key works at once
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { keyHash }, ConsistentRead: true }));
    return out.Item as ApiKeyRecord | undefined;
  }

  /**
   * All keys whose `attr` equals `value`, from the keys table's GSI on that attribute
   * (tables.ts: byKeyId, byAccount). A local table created before the indexes existed (dynalite
   * cannot add one to an existing table) is scanned instead.
   */
  private async lookup(index: 'byKeyId' | 'byAccount', attr: 'keyId' | 'accountId', value: string): Promise<ApiKeyRecord[]> {
    const items: ApiKeyRecord[] = [];
    let start: Record<string, unknown> | undefined;
    try {
      do {
        const out = await this.db.send(
          new QueryCommand({
            TableName: this.table,
            IndexName: index,
            KeyConditionExpression: '#a = :v',
            ExpressionAttributeNames: { '#a': attr },
            ExpressionAttributeValues: { ':v': value },
            ExclusiveStartKey: start,
          }),
        );
        items.push(...((out.Items ?? []) as ApiKeyRecord[]));
        start = out.LastEvaluatedKey;
      } while (start);
      return items;
    } catch (e) {
      if (!(e instanceof Error && e.name === 'ValidationException' && /index/i.test(e.message))) throw e;
    }
    do {
      const out = await this.db.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: '#a = :v',
          ExpressionAttributeNames: { '#a': attr },
          ExpressionAttributeValues: { ':v': value },
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((out.Items ?? []) as ApiKeyRecord[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  async findById(keyId: string): Promise<ApiKeyRecord | undefined> {
    // the index is eventually consistent: read the record itself for its current state (revokedAt)
    const found = (await this.lookup('byKeyId', 'keyId', keyId))[0];
    return found ? ((await this.getByHash(found.keyHash)) ?? found) : undefined;
  }

  listByAccount(accountId: string): Promise<ApiKeyRecord[]> {
    return this.lookup('byAccount', 'accountId', accountId);
  }

  async touch(keyHash: string, at: string, notBefore: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { keyHash },
          UpdateExpression: 'SET lastUsedAt = :at',
          ConditionExpression: 'attribute_exists(keyHash) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :nb)',
          ExpressionAttributeValues: { ':at': at, ':nb': notBefore },
        }),
      );
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }

  async forgetName(keyHash: string): Promise<void> {
    await this.db.send(new UpdateCommand({ TableName: this.table, Key: { keyHash }, UpdateExpression: 'REMOVE #n', ExpressionAttributeNames: { '#n': 'name' } }));
  }

  async revoke(keyHash: string, at: string, lastUsedAt?: string): Promise<boolean> {
    return landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { keyHash },
          UpdateExpression: `SET revokedAt = if_not_exists(revokedAt, :at)${lastUsedAt ? ', lastUsedAt = :lu' : ''}`,
          ConditionExpression: 'attribute_exists(keyHash)',
          ExpressionAttributeValues: { ':at': at, ...(lastUsedAt ? { ':lu': lastUsedAt } : {}) },
        }),
      ),
    );
  }
}

/** Rows of one account's ledger stripped at a time when the account is deleted. */
const ANONYMIZE_CONCURRENCY = 16;

export class DynamoLedgerStore implements LedgerStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    /** The accounts table: how many shards (ledger partitions) an account has is on its root item. */
    private readonly accountsTable?: string,
  ) {}

  /** The ledger partitions of an account: its id, and `<id>#<k>` for each further shard. */
  private async partitions(accountId: string): Promise<string[]> {
    if (!this.accountsTable) return [accountId];
    const out = await this.db.send(
      new GetCommand({ TableName: this.accountsTable, Key: { accountId }, ProjectionExpression: 'shardCount', ConsistentRead: true }),
    );
    return shardItemIds(accountId, numberAttr(out.Item?.shardCount) || 1);
  }

  async putAll(entries: LedgerEntry[]): Promise<void> {
    for (let i = 0; i < entries.length; i += 25) {
      let pending: Record<string, unknown>[] | undefined = entries.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending?.length; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
        const out = await this.db.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending as never } }));
        pending = out.UnprocessedItems?.[this.table] as Record<string, unknown>[] | undefined;
        if (attempt > 8 && pending?.length) throw new Error('ledger write left unprocessed items');
      }
    }
  }

  async listByAccount(accountId: string): Promise<LedgerEntry[]> {
    const parts = await this.partitions(accountId);
    const rows = (await Promise.all(parts.map((p) => this.partition(p)))).flat();
    if (parts.length === 1) return rows;
    // every shard's rows in entry id order; each keeps the partition it is stored under (`accountId`)
    return rows.sort((a, b) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0));
  }

  private async partition(partitionKey: string): Promise<LedgerEntry[]> {
    const items: LedgerEntry[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'accountId = :a',
          ExpressionAttributeValues: { ':a': partitionKey },
          // a row just copied from a journal (and removed from it) must be read: the audit and the
          // user's ledger right after a charge both depend on it
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((out.Items ?? []) as LedgerEntry[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  async page(accountId: string, q: LedgerPageQuery): Promise<{ entries: LedgerEntry[]; more: boolean }> {
    const parts = await this.partitions(accountId);
    if (parts.length === 1) return this.pagePartition(accountId, q);
    // a sharded account: the newest (oldest) `limit` of each partition, merged; whatever a partition
    // left out is beyond `limit` rows of its own, so never among the first `limit` of all
    const pages = await Promise.all(parts.map((p) => this.pagePartition(p, q)));
    const dir = q.oldestFirst ? -1 : 1;
    const merged = pages.flatMap((p) => p.entries).sort((x, y) => (x.entryId < y.entryId ? dir : x.entryId > y.entryId ? -dir : 0));
    return { entries: merged.slice(0, q.limit), more: merged.length > q.limit || pages.some((p) => p.more) };
  }

  private async pagePartition(accountId: string, q: LedgerPageQuery): Promise<{ entries: LedgerEntry[]; more: boolean }> {
    // BETWEEN is inclusive: `before` and `after` themselves (entry ids used as cursors) are dropped below
    const lo = q.after !== undefined && (q.from === undefined || q.after >= q.from) ? q.after : (q.from ?? '0');
    const hi = q.before ?? '\uffff';
    // an empty range (DynamoDB refuses a BETWEEN whose bounds are reversed)
    if (lo > hi) return { entries: [], more: false };
    const entries: LedgerEntry[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'accountId = :a AND entryId BETWEEN :lo AND :hi',
          ExpressionAttributeValues: { ':a': accountId, ':lo': lo, ':hi': hi },
          ScanIndexForward: q.oldestFirst === true,
          Limit: q.limit + 2,
          // consistent, like the full read: a row copied (and removed from the journal read before) must show
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of (out.Items ?? []) as LedgerEntry[]) if (item.entryId < hi && (q.after === undefined || item.entryId > q.after)) entries.push(item);
      start = out.LastEvaluatedKey;
    } while (start && entries.length <= q.limit);
    return { entries: entries.slice(0, q.limit), more: entries.length > q.limit };
  }

  async anonymize(entries: readonly LedgerEntry[]): Promise<void> {
    // ANONYMIZE_CONCURRENCY updates at a time: one row each, a long history in minutes, not hours
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let i = next++; i < entries.length; i = next++) await this.anonymizeRow(entries[i]!);
    };
    await Promise.all(Array.from({ length: Math.min(ANONYMIZE_CONCURRENCY, entries.length) }, worker));
  }

  /** Strips one row (a journal entry never copied has no row: the condition refuses it, nothing to strip). */
  private async anonymizeRow(e: LedgerEntry): Promise<void> {
    await landed(
      this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { accountId: e.accountId, entryId: e.entryId },
          UpdateExpression: 'REMOVE #k, #v, #n',
          ConditionExpression: 'attribute_exists(entryId)',
          ExpressionAttributeNames: { '#k': 'keyId', '#v': 'via', '#n': 'note' },
        }),
      ),
    );
  }
}

export class DynamoRateLimitStore implements RateLimitStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async hit(bucket: string, limit: number, expiresAt: number): Promise<RateHit> {
    try {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { bucket },
          // the expiry is a function of the bucket (its window end + grace), so every hit may set it
          UpdateExpression: 'ADD #c :one SET expiresAt = :exp',
          ConditionExpression: 'attribute_not_exists(#c) OR #c < :limit',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':exp': expiresAt },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { allowed: true, count: Number(out.Attributes?.count ?? 1) };
    } catch (e) {
      if (isConditionalFailure(e)) return { allowed: false, count: limit };
      throw e;
    }
  }
}

export const createDynamoStores = (db: DynamoDBDocumentClient, names: Record<TableId, string>): Stores => ({
  accounts: new DynamoAccountStore(db, names.accounts),
  keys: new DynamoKeyStore(db, names.keys),
  ledger: new DynamoLedgerStore(db, names.ledger, names.accounts),
  rateLimits: new DynamoRateLimitStore(db, names.rateLimits),
  receipts: new DynamoReceiptStore(db, names),
  attempts: new DynamoAttemptStore(db, names.idempotency),
  limits: new DynamoLimitStore(db, names.limits),
});
