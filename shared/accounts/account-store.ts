/**
 * The accounts table's store (DynamoDB). Every balance and counter change is a single conditional
 * UpdateItem: no read-then-write anywhere on the request path. The item's layout and its reading are
 * in account-items.ts; the room's other tables have their stores beside (key-store.ts, ledger-store.ts,
 * rate-limit-store.ts, receipt-store.ts); shared/store/stores.ts composes them all.
 */
import { BatchGetCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors';
import { numberAttr, JOURNAL_PREFIX, HOLD_PREFIX, COUNTER_HOLD_PREFIX, TRANSFER_OUT_PREFIX, TRANSFER_IN_PREFIX, REVOKED_PREFIX, toAccount, mergeShards, refusedAccount } from './account-items';
import { isConditionalFailure, landed } from '../store/dynamo-client';
import { itemLoad } from '../store/item-load';
import { isRevokedIn, revocationNeeded } from '../store/revoked';
import { knownGrowth, rootOf, shardIndexOf, shardItemIds } from '../store/shard-ids';
import type {
  Account,
  AccountStore,
  CounterHold,
  CountResult,
  DebitResult,
  Hold,
  JournalEntry,
  RateCounter,
  RateRefusal,
  SettleResult,
  StoredRate,
  Transfer,
  ItemLoad,
  ShardGrowth,
} from '../store/types';

/** How often a BatchGetItem of an account's shards is made for the keys DynamoDB left unprocessed (throttling) before the read fails. */
const BATCH_GET_ATTEMPTS = 5;

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
