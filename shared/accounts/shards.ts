/**
 * Balance shards: one account's money spread over N items so that no single item takes every
 * charged request (docs/money-shards.md).
 *
 * - A key is pinned to shard `slot mod N` (its place among the account's keys; keys made before
 *   slots: a hash of its id; shared/store/shard-ids.ts): its debits, holds,
 *   refunds, rate counters and journal live there; so do its ledger rows (partition `<account>#<k>`).
 *   A recent revocation is written to every shard (bounded and short-lived: shared/accounts/revocation.ts).
 * - N is the root item's `shardCount`, repeated on every shard. A container remembers the largest N
 *   it has seen per account (1 until told otherwise: an account of one item costs nothing extra);
 *   a write routed by a smaller N is refused by the item (which knows N) and repeated on the right
 *   shard. N only grows (`shardAccount`), shards are never removed.
 * - A shard too short for a debit pulls credits from the others by transfers: a conditional debit
 *   of the source with a `transfer-out` entry and a marker, then a credit of the target with a
 *   `transfer-in` entry, single by its marker, then both markers removed. Each item's own journal
 *   and ledger agree with it at every moment; the reconciler finishes a transfer whose process died.
 * - 402 only when the whole account is short: consistent reads of every shard (plus credits of
 *   transfers in flight) sum to less than the price.
 */
import type { Account, JournalEntry, ShardGrowth, Stores, Transfer } from '../store/types';
import { shardItemId, shardOfKey } from '../store/shard-ids';
import { journalEntry } from './journal-entry';
import { flushJournal } from './journal';
import { newId } from './keys';
import { migrateLegacyRevocations } from './revocation';

/**
 * Per container: the largest shard count seen per account (a write routed by a smaller one is
 * refused and repeated), with the growth history read with it when there was one.
 */
const known = new Map<string, { n: number; history?: ShardGrowth[] }>();
const MAX_KNOWN = 10_000;

export const knownShardCount = (accountId: string): number => known.get(accountId)?.n ?? 1;

/** The growth history this container read with the account's known shard count (undefined: not read yet, or an account of one item). */
export const knownShardHistory = (accountId: string): ShardGrowth[] | undefined => known.get(accountId)?.history;

/**
 * Remembers `n` for the account if it is larger than what this container knew, with the growth
 * history read from the same item (or the history of the count already known, when it was missing).
 */
export const learnShardCount = (accountId: string, n: number | undefined, history?: ShardGrowth[]): void => {
  const was = known.get(accountId);
  if (!n || n < (was?.n ?? 1) || n <= 1) return;
  if (n === was?.n && (was.history || !history)) return;
  if (!was && known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
  // a history is only kept with the count it ends at (an item raised by an older version may have none)
  const fits = history && history.length > 0 && history[history.length - 1]!.n === n;
  known.set(accountId, fits ? { n, history } : { n });
};

/** Forgets every remembered count (tests: a new container). */
export const forgetShardCounts = (): void => known.clear();

/** The item a key's requests are made on, by what this container knows of the account's shard count. */
export const keyShard = (accountId: string, keyId: string, slot?: number): { item: string; shards: number } => {
  const shards = knownShardCount(accountId);
  return { item: shardItemId(accountId, shardOfKey(keyId, shards, slot)), shards };
};

/** A transfer older than this, still in flight, belongs to a process that died: whoever sees it finishes it. */
export const STALE_TRANSFER_SECONDS = 60;

const transferEntries = (t: Transfer, now: Date, note?: string): { out: JournalEntry; in: JournalEntry } => ({
  out: journalEntry(now, `xfer.${t.transferId}`, 0, 'transfer-out', t.credits, { transferId: t.transferId, peer: t.to, ...(note ? { note } : {}) }),
  in: journalEntry(now, `xfer.${t.transferId}`, 1, 'transfer-in', t.credits, { transferId: t.transferId, peer: t.from, ...(note ? { note } : {}) }),
});

/**
 * Moves `credits` from one item of the account to another; returns the credits moved. When the
 * source has less than that by now, `partial` moves what it has instead (0: nothing moved).
 */
export const transfer = async (
  stores: Pick<Stores, 'accounts'>,
  from: string,
  to: string,
  credits: number,
  now: Date,
  note?: string,
  partial = false,
  onJournal?: (itemId: string) => void,
): Promise<number> => {
  let amount = credits;
  for (let attempt = 0; attempt < 3 && amount > 0; attempt++) {
    const t: Transfer = { transferId: newId('x'), from, to, credits: amount, at: Math.floor(now.getTime() / 1000) };
    const e = transferEntries(t, now, note);
    const out = await stores.accounts.transferOut(t, e.out);
    if (out.ok) {
      onJournal?.(from);
      await stores.accounts.transferIn(t, e.in);
      onJournal?.(to);
      await stores.accounts.endTransfer(t);
      return amount;
    }
    if (!partial) return 0;
    amount = Math.min(amount, out.balance);
  }
  return 0;
};

/** Finishes a transfer found in flight (its source's marker): credits the target once, removes the markers. True when this call credited it. */
export const finishTransfer = async (stores: Pick<Stores, 'accounts'>, t: Transfer, now: Date): Promise<boolean> => {
  const credited = await stores.accounts.transferIn(t, transferEntries(t, now, 'finished after its process stopped').in);
  await stores.accounts.endTransfer(t);
  return credited;
};

/**
 * The whole account: `seen` when it is (an account of one item, or a merged view), else one merged
 * read. What a request's key check read is the item its count landed on: for a sharded account, the
 * key's shard only (its balance, journal and counters are that shard's).
 */
export const wholeAccount = async (stores: Pick<Stores, 'accounts'>, accountId: string, seen?: Account): Promise<Account | undefined> =>
  seen && ((seen.shardCount ?? 1) <= 1 || seen.shards) ? seen : stores.accounts.get(accountId);

/** The items of a merged account view, root first. */
export const itemsOf = (a: Account): Account[] => a.shards ?? [a];

/**
 * Credits of the account as read: every item's balance, plus transfers in flight (debited from
 * their source, not yet credited to their target as that target was read).
 */
export const spendable = (a: Account): number => {
  const items = itemsOf(a);
  const byId = new Map(items.map((i) => [i.accountId, i]));
  let inFlight = 0;
  for (const i of items) for (const t of Object.values(i.transfersOut ?? {})) if (!byId.get(t.to)?.transfersIn?.[t.transferId]) inFlight += t.credits;
  return items.reduce((s, i) => s + (i.balance ?? 0), 0) + inFlight;
};

export type PullResult = { ok: true } | { ok: false; available: number; missing?: boolean };

/** How often a short shard re-reads the account and pulls before it gives up (others keep racing it for the same credits). */
const MAX_ROUNDS = 6;

/**
 * Makes item `to` hold at least `need` credits by transfers from the other shards of the account,
 * aiming at its fair share (total / N) so that the next requests find it stocked. `{ok: false}`
 * when the whole account is short (the 402), with the credits it has.
 */
export const pullCredits = async (
  stores: Pick<Stores, 'accounts'>,
  accountId: string,
  to: string,
  need: number,
  now: Date,
  onJournal?: (itemId: string) => void,
): Promise<PullResult> => {
  // one pull at a time per item in this process (the local server runs many requests at once;
  // a Lambda container one): a request that needs no more than the running pull shares its outcome
  const running = pulling.get(to);
  if (running && running.need >= need) {
    const shared = await running.result;
    // a pull for more than this request needs found the account short: for this one it may not be
    if (shared.ok || shared.available < need) return shared;
  }
  const result = pull(stores, accountId, to, need, now, onJournal).finally(() => {
    if (pulling.get(to)?.result === result) pulling.delete(to);
  });
  pulling.set(to, { need, result });
  return result;
};

const pulling = new Map<string, { need: number; result: Promise<PullResult> }>();

const pull = async (stores: Pick<Stores, 'accounts'>, accountId: string, to: string, need: number, now: Date, onJournal?: (itemId: string) => void): Promise<PullResult> => {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // rounds after the first wait a little, at random: the requests racing for the same credits spread out
    if (round > 0) await new Promise((r) => setTimeout(r, Math.random() * 5 * round));
    const account = await stores.accounts.get(accountId);
    if (!account) return { ok: false, available: 0, missing: true };
    learnShardCount(accountId, account.shardCount, account.shardHistory);
    rememberBalances(account, now.getTime());
    const items = itemsOf(account);
    // transfers left by a process that died: finished here, their credits count again
    const nowSec = Math.floor(now.getTime() / 1000);
    const stale = items.flatMap((i) => Object.values(i.transfersOut ?? {})).filter((t) => t.at <= nowSec - STALE_TRANSFER_SECONDS);
    if (stale.length) {
      for (const t of stale) {
        await finishTransfer(stores, t, now);
        onJournal?.(t.to);
      }
      continue;
    }
    const available = spendable(account);
    const target = items.find((i) => i.accountId === to);
    const have = target?.balance ?? 0;
    if (have >= need) return { ok: true };
    if (available < need) return { ok: false, available };
    const fair = Math.floor(available / items.length);
    const goal = Math.max(need, fair);
    // the plan: first what others hold above their fair share (up to the fair share here), then
    // whatever still lacks for this debit
    const plan = new Map<string, number>();
    let planned = have;
    const donors = items.filter((i) => i.accountId !== to && i.balance > 0).sort((x, y) => y.balance - x.balance);
    for (const pass of ['surplus', 'needed'] as const) {
      const upTo = pass === 'surplus' ? goal : need;
      for (const d of donors) {
        if (planned >= upTo) break;
        const already = plan.get(d.accountId) ?? 0;
        const take = Math.min(upTo - planned, pass === 'surplus' ? d.balance - fair : d.balance - already);
        if (take <= 0) continue;
        plan.set(d.accountId, already + take);
        planned += take;
      }
    }
    // one transfer per donor, all at once (each is single on its own markers): the pull waits for the slowest, not their sum
    const moved = await Promise.all([...plan].map(([from, credits]) => transfer(stores, from, to, credits, now, undefined, true, onJournal)));
    let got = have;
    [...plan.keys()].forEach((from, i) => {
      const d = items.find((x) => x.accountId === from)!;
      d.balance -= moved[i]!;
      got += moved[i]!;
    });
    if (target) target.balance = got;
    rememberBalances(account, now.getTime());
    if (got >= need) return { ok: true };
  }
  // every round lost its credits to concurrent requests: the caller retries its debit, then decides
  return { ok: true };
};

/**
 * Spreads the account's credits evenly over its shards (after growing it, or on demand): from
 * shards above the fair share to those below it, by transfers. Returns the credits moved.
 */
export const rebalance = async (stores: Pick<Stores, 'accounts'>, accountId: string, now: Date): Promise<number> => {
  const account = await stores.accounts.get(accountId);
  if (!account) return 0;
  const items = itemsOf(account);
  if (items.length < 2) return 0;
  const total = items.reduce((s, i) => s + i.balance, 0);
  const fair = Math.floor(total / items.length);
  const rich = items.filter((i) => i.balance > fair).sort((a, b) => b.balance - a.balance);
  const poor = items.filter((i) => i.balance < fair);
  let moved = 0;
  for (const p of poor) {
    let want = fair - p.balance;
    for (const r of rich) {
      if (want <= 0) break;
      const take = Math.min(want, r.balance - fair);
      if (take <= 0) continue;
      const n = await transfer(stores, r.accountId, p.accountId, take, now, 'rebalance', true);
      r.balance -= n;
      want -= n;
      moved += n;
    }
  }
  return moved;
};

/**
 * Grows the account to `shards` items (never shrinks), spreads its credits over them and copies the
 * transfers' journal entries to the ledger at once (so no item stays large until the stream or the
 * reconciler gets to it).
 */
export const shardAccount = async (stores: Pick<Stores, 'accounts' | 'ledger' | 'keys'>, accountId: string, shards: number, now = new Date()): Promise<{ shards: number; moved: number }> => {
  if (!Number.isSafeInteger(shards) || shards < 1 || shards > MAX_SHARDS) throw new Error(`shards must be an integer in 1..${MAX_SHARDS}`);
  // an older account's list of every revoked key is migrated first, never copied to new shards
  const before = await stores.accounts.get(accountId);
  if (before && (before.shards ?? [before]).some((i) => i.revokedKeys)) await migrateLegacyRevocations(stores, before, now);
  const n = await stores.accounts.addShards(accountId, shards, now);
  learnShardCount(accountId, n);
  const moved = await rebalance(stores, accountId, now);
  await flushJournal(stores, accountId);
  return { shards: n, moved };
};

/** An upper bound that keeps every fan-out (revocation, the 402 read, the ledger's partitions) small. */
export const MAX_SHARDS = 256;


/** Per container: the balances of a sharded account's items as last read (for the balance a charged answer reports). */
const lastRead = new Map<string, { at: number; balances: Map<string, number> }>();
/** How old the other shards' balances in a charged answer may be. */
export const BALANCE_READ_MAX_AGE_MS = 10_000;
/**
 * A reading older than this is read again by the next charged answer, while the others keep
 * answering with the remembered one (still within BALANCE_READ_MAX_AGE_MS): the read is never a herd.
 */
export const BALANCE_REFRESH_AFTER_MS = 8_000;
/** Per container: the merged read of an account's balances in flight (one at a time per account). */
const refreshing = new Map<string, Promise<void>>();

const rememberBalances = (account: Account, nowMs: number): void => {
  if (!account.shards) return;
  if (!lastRead.has(account.accountId) && lastRead.size >= MAX_KNOWN) lastRead.delete(lastRead.keys().next().value!);
  lastRead.set(account.accountId, { at: nowMs, balances: new Map(account.shards.map((s) => [s.accountId, s.balance])) });
};

/** One merged read of the account's balances at a time per container: a caller that finds one in flight shares it. */
const refreshBalances = (stores: Pick<Stores, 'accounts'>, accountId: string, nowMs: number): Promise<void> => {
  let running = refreshing.get(accountId);
  if (!running) {
    running = stores.accounts.get(accountId)
      .then((a) => {
        if (a) rememberBalances(a, nowMs);
      })
      .finally(() => refreshing.delete(accountId));
    refreshing.set(accountId, running);
  }
  return running;
};

/**
 * The account's balance after a movement on one of its items, as a charged answer reports it
 * (`creditsRemaining`): exact for an account of one item; for a sharded one, this item's balance
 * now plus the other shards' as this container read them at most BALANCE_READ_MAX_AGE_MS ago.
 * One merged read per container and account at a time, at most every BALANCE_REFRESH_AFTER_MS,
 * never per request: the answer that finds the reading older than that reads again; answers
 * arriving during its read keep the remembered reading unless it is older than
 * BALANCE_READ_MAX_AGE_MS, and then wait for that same read rather than making their own.
 */
export const balanceAfter = async (stores: Pick<Stores, 'accounts'>, accountId: string, item: string, itemBalance: number, nowMs: number): Promise<number> => {
  if (knownShardCount(accountId) <= 1) return itemBalance;
  let seen = lastRead.get(accountId);
  const age = seen ? nowMs - seen.at : Infinity;
  if (age > BALANCE_REFRESH_AFTER_MS) {
    const running = refreshing.get(accountId);
    // this answer reads (or, its reading too old to report, waits for the read in flight)
    if (!running || age > BALANCE_READ_MAX_AGE_MS) await refreshBalances(stores, accountId, nowMs);
    seen = lastRead.get(accountId);
  }
  if (!seen) return itemBalance;
  let others = 0;
  for (const [id, b] of seen.balances) if (id !== item) others += b;
  return itemBalance + others;
};

/** Forgets the remembered balances (tests). */
export const forgetBalances = (): void => {
  lastRead.clear();
  refreshing.clear();
};

/**
 * Moves every shard's credits to the root (account deletion: the forfeit and the tombstone are
 * one conditional update of the root, which must then hold the whole balance). Returns the credits moved.
 */
export const gatherOnRoot = async (stores: Pick<Stores, 'accounts'>, accountId: string, now: Date): Promise<number> => {
  const account = await stores.accounts.get(accountId);
  if (!account?.shards) return 0;
  let moved = 0;
  for (const s of account.shards.slice(1)) if (s.balance > 0) moved += await transfer(stores, s.accountId, accountId, s.balance, now, 'gathered on the root', true);
  return moved;
};
