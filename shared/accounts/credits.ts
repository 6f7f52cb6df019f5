/**
 * The credits service a handler gets for one request (`ctx.credits`).
 *
 * Every movement is ONE conditional DynamoDB update of the account item that changes the
 * balance and records the movement in the item's journal (and, for a reservation, the hold)
 * in the same write: there is no moment at which the balance moved but the record did not.
 * The journal is copied to the ledger afterwards, idempotently (shared/accounts/journal.ts).
 *
 * - Fixed-price routes are charged by the middleware before the handler (`charge`).
 * - `price: 'dynamic'` routes `reserve` an upper bound and `settle` the real cost later.
 * - When the handler throws or times out, the middleware calls `unwind()`: fixed charges are
 *   refunded and open holds released. Settling is single: the hold's existence is the update's
 *   condition, so whoever comes second (the use case finishing late, the timeout path, the
 *   reconciler) moves nothing. Within the process a synchronous flag makes the same guarantee
 *   without a round trip, so `used` can never go below zero.
 */
import { AppError } from '../errors';
import type { Hold, JournalEntry, LedgerKind, Receipt, Stores, WorkRef } from '../store/types';
import { accountGone, revokedKey } from './key-directory';
import { accountDecision, countersKeptChanging, MAX_REGUESS, rateLimited, rememberWindows, reguess, type AccountCounter, type RateDecision } from './rate-limit';
import { carryMovedCounts } from './moved-counters';
import { balanceAfter, keyShard, learnShardCount, pullCredits } from './shards';
import { shardIndexOf, shardItemId } from '../store/shard-ids';
import { deltaOf, journalEntry } from './journal-entry';

// the journal's entries are written here (and by the shards, the reconciler, the admin): re-exported for the callers of credits
export { deltaOf, journalEntry };

export interface ChargeOptions {
  /** Extra fields for the 402 body, e.g. `{ modulesRequested: ['astrology'] }`. */
  details?: Record<string, unknown>;
  /**
   * Rate-limit counters of the account item to count in the same update (the fixed-price
   * charge of a standard-profile route): over a limit -> 429 and nothing moves. The outcome is
   * `rate`.
   */
  counters?: AccountCounter[];
}

export interface ReserveOptions extends ChargeOptions {
  /** After this many seconds the reconciler ends the hold if nobody settled it (default: the route's). */
  ttlSeconds?: number;
  /**
   * Where the work will be stored with its receipt: the reconciler then settles an expired hold
   * for the stored price instead of releasing it (shared/accounts/paid-work.ts).
   */
  work?: WorkRef;
  /**
   * The kind of the entry that records the kept part: 'charge' for a fixed price held only so that
   * a retry of its Idempotency-Key pays once (shared/http/middleware/charge.ts): the ledger shows the
   * charge it always showed (and the hold's `reserve`, which moves nothing). Default 'settle'.
   */
  settleAs?: 'settle' | 'charge';
}

export interface Reservation {
  /** Credits debited by `reserve`. */
  readonly amount: number;
  readonly holdId: string;
  /**
   * Keeps `actual` (0 <= actual <= amount) and gives the rest back, in one conditional update.
   * Resolves true when this call settled the hold, false when it was already settled or released
   * (by the timeout path or the reconciler): then nothing moved, and the work must not be delivered as paid.
   */
  settle(actual: number): Promise<boolean>;
  /** Gives the whole reservation back (= settle(0)). */
  release(): Promise<boolean>;
}

export interface CreditsService {
  /** Debits `credits` now, or throws 402 "Insufficient credits" {required, available, ...details} without charging. 0 is a no-op. */
  charge(credits: number, opts?: ChargeOptions): Promise<number>;
  /** Gives back `credits` of what this request charged (`charge`, or kept by a settle); returns the new balance. */
  refund(credits: number): Promise<number>;
  /** Debits an upper bound up front and records it as an open hold; settle the real cost later. */
  reserve(credits: number, opts?: ReserveOptions): Promise<Reservation>;
  /** Refunds every fixed charge and releases every open hold of this request (error and timeout paths). */
  unwind(): Promise<number>;
  /** Net credits charged by this request so far (meta.creditsUsed, X-Credits-Used); open holds count in full. */
  readonly used: number;
  /** Balance after the last movement; undefined until something moved (or after `peekBalance`). */
  readonly remaining: number | undefined;
  /** The rate-limit decision of a charge that counted (`ChargeOptions.counters`). */
  readonly rate: RateDecision | undefined;
  /** Reads the balance (free routes that want to report it). */
  peekBalance(): Promise<number>;
  /**
   * Settles the hold of an earlier request of this account for the price its stored work names
   * (a retry that found the work of an attempt that died). False when the hold had already ended
   * (settled by that attempt or the reconciler): nothing moved. Not counted in `used`.
   */
  settleStored(receipt: Receipt): Promise<boolean>;
}

export interface CreditsContext {
  stores: Stores;
  accountId: string;
  keyId: string;
  /** The key's slot: which money shard its movements are made on (docs/money-shards.md). */
  keySlot?: number;
  route: string;
  /** The MCP tool the call came through (`mcp:<tool>`), recorded on every entry. */
  via?: string;
  requestId: string;
  now: () => Date;
  /** Default lifetime of a hold, in seconds: longer than the function's timeout. */
  holdTtlSeconds: number;
  /** Told after every movement (the local server copies journals to the ledger; deployed, the table's stream does). */
  onJournal?: (accountId: string) => void;
  /** Told of the credits a request keeps and gives back (business metrics); never decides anything. */
  observe?: CreditsObserver;
}

/**
 * What the metrics see of a request's money: `charged` when credits become the request's
 * (a fixed charge, the kept part of a settled hold), `refunded` when such credits are given
 * back. A hold released unused is neither (it was never charged). Charged minus refunded is
 * what the request cost.
 */
export interface CreditsObserver {
  charged(credits: number): void;
  refunded(credits: number): void;
}

export const insufficientCredits = (required: number, available: number, details: Record<string, unknown> = {}): AppError =>
  new AppError(
    'insufficient_credits',
    'Insufficient credits',
    `This call costs ${required} credit${required === 1 ? '' : 's'}; the account has ${available}.`,
    { required, available, ...details },
  );

const assertCredits = (n: number): void => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`credits must be a non-negative integer, got ${n}`);
};

/**
 * The item a hold lives on, from its id: holds on shard k >= 1 of a sharded account end in `@<k>`
 * (so a retry, the reconciler or anyone holding a receipt settles it where it is).
 */
export const holdItem = (accountId: string, holdId: string): string => {
  const m = /@(\d+)$/.exec(holdId);
  return m ? shardItemId(accountId, Number(m[1])) : accountId;
};

/** How often a debit is moved to the key's shard after learning that the account grew (N only grows). */
const MAX_REROUTES = 3;
/** How often a short shard pulls credits from the others and tries again before the 402. */
const MAX_PULLS = 12;

export const createCreditsService = (c: CreditsContext): CreditsService => {
  let used = 0;
  let remaining: number | undefined;
  let seq = 0;
  /** Charges (fixed, or the kept part of a settled hold) not yet refunded; a refund takes from here synchronously, before its await. */
  let refundable = 0;
  const open = new Map<string, Reservation>();
  /** The item this key's movements are made on (the account's own item unless it is sharded). */
  let where = keyShard(c.accountId, c.keyId, c.keySlot);
  /** Items this request moved credits on (a refund goes back to the one charged). */
  let charged = where.item;

  const entry = (kind: LedgerKind, credits: number, extra: Partial<JournalEntry> = {}): JournalEntry =>
    journalEntry(c.now(), c.requestId, seq++, kind, credits, { keyId: c.keyId, route: c.route, ...(c.via ? { via: c.via } : {}), requestId: c.requestId, ...extra });
  const moved = async (item: string, balance: number): Promise<void> => {
    c.onJournal?.(item);
    remaining = await balanceAfter(c.stores, c.accountId, item, balance, c.now().getTime()).catch(() => balance);
  };

  let rate: RateDecision | undefined;

  /** Debits `credits` on the key's shard: `make` builds the entry (and hold) for the item it lands on. */
  const debit = async (credits: number, make: (item: string) => { e: JournalEntry; hold?: Hold }, opts: ChargeOptions | undefined): Promise<{ balance: number; item: string; hold?: Hold }> => {
    let counters = opts?.counters;
    let reroutes = 0;
    let pulls = 0;
    let stales = 0;
    for (;;) {
      const { e, hold } = make(where.item);
      // a key whose shard moved within its windows: what it counted on its earlier shards counts too
      if (counters) counters = await carryMovedCounts(c.stores.accounts, c.accountId, c.keyId, c.keySlot, counters, where.shards);
      const r = await c.stores.accounts.debit(where.item, credits, c.keyId, e, hold, counters, where.shards);
      if (r.ok) {
        if (counters) {
          rememberWindows(counters, r.rates ?? {});
          rate = accountDecision(counters, r.rates ?? {}, true);
        }
        used += credits;
        await moved(where.item, r.balance);
        return { balance: r.balance, item: where.item, ...(hold ? { hold } : {}) };
      }
      if (r.shards && reroutes++ < MAX_REROUTES) {
        // the account grew since this container last looked: the key's shard is another item now
        learnShardCount(c.accountId, r.shards, r.shardHistory);
        where = keyShard(c.accountId, c.keyId, c.keySlot);
        continue;
      }
      if (r.missing) throw accountGone();
      if (r.revoked) throw revokedKey();
      if (counters && r.rate) {
        rememberWindows(counters, r.rate.rates);
        if (r.rate.limited) {
          rate = accountDecision(counters, r.rate.rates, false);
          throw rateLimited(rate, c.now().getTime()).error;
        }
        if (r.rate.stale) {
          // a wrong guess of a counter's window (another request counted first, the window turned, the
          // key's shard moved): repeated with the counters as stored, a few times per shard and per pull
          if (stales++ < MAX_REGUESS * (1 + reroutes) + pulls) {
            counters = reguess(counters, r.rate.rates);
            continue;
          }
          throw countersKeptChanging();
        }
      }
      if (where.shards > 1 && pulls++ < MAX_PULLS) {
        // this shard is short: credits come over from the others, unless the whole account is short
        const p = await pullCredits(c.stores, c.accountId, where.item, credits, c.now(), c.onJournal);
        if (p.ok) continue;
        if (p.missing) throw accountGone();
        if (counters && r.rate) rate = accountDecision(counters, r.rate.rates, true);
        remaining = p.available;
        throw insufficientCredits(credits, p.available, opts?.details);
      }
      if (counters && r.rate) rate = accountDecision(counters, r.rate.rates, true);
      remaining = r.available;
      throw insufficientCredits(credits, r.available, opts?.details);
    }
  };

  const service: CreditsService = {
    get used() {
      return used;
    },
    get remaining() {
      return remaining;
    },
    get rate() {
      return rate;
    },
    async charge(credits, opts) {
      assertCredits(credits);
      if (credits === 0) return remaining ?? service.peekBalance();
      const e = entry('charge', credits);
      const done = await debit(credits, () => ({ e }), opts);
      charged = done.item;
      refundable += credits;
      c.observe?.charged(credits);
      return remaining ?? done.balance;
    },
    async refund(credits) {
      assertCredits(credits);
      if (credits > refundable) throw new Error(`cannot refund ${credits} credits, only ${refundable} charged and not refunded`);
      if (credits === 0) return remaining ?? service.peekBalance();
      refundable -= credits;
      used -= credits;
      try {
        const balance = await c.stores.accounts.credit(charged, credits, entry('refund', credits));
        await moved(charged, balance);
        c.observe?.refunded(credits);
        return remaining ?? balance;
      } catch (e) {
        // not given back: the request still holds these credits (the caller logs the failure)
        refundable += credits;
        used += credits;
        throw e;
      }
    },
    async reserve(credits, opts) {
      assertCredits(credits);
      const at = c.now();
      const base = `${c.requestId}.${seq}`;
      // on shard k >= 1 the hold's id names its item
      const holdOn = (item: string): Hold => {
        const k = shardIndexOf(item);
        return {
          holdId: k === 0 ? base : `${base}@${k}`,
          amount: credits,
          keyId: c.keyId,
          route: c.route,
          requestId: c.requestId,
          createdAt: at.toISOString(),
          expiresAt: Math.ceil(at.getTime() / 1000) + (opts?.ttlSeconds ?? c.holdTtlSeconds),
          ...(opts?.work ? { work: opts.work } : {}),
        };
      };
      let hold = holdOn(where.item);
      let item = where.item;
      if (credits > 0) {
        const entrySeq = seq++;
        const done = await debit(
          credits,
          (on) => {
            const h = holdOn(on);
            return { e: journalEntry(at, c.requestId, entrySeq, 'reserve', credits, { keyId: c.keyId, route: c.route, ...(c.via ? { via: c.via } : {}), requestId: c.requestId, holdId: h.holdId }), hold: h };
          },
          opts,
        );
        hold = done.hold!;
        item = done.item;
      }
      const holdId = hold.holdId;
      let settled = credits === 0;
      const settle = async (actual: number): Promise<boolean> => {
        if (!Number.isSafeInteger(actual) || actual < 0 || actual > credits) throw new Error(`settle(${actual}) outside 0..${credits}`);
        if (settled) return false;
        settled = true; // synchronously: a concurrent settle in this process is a no-op
        open.delete(holdId);
        const as = opts?.settleAs ?? 'settle';
        const e =
          actual > 0
            ? entry(as, actual, { holdId, ...(as === 'settle' || actual < credits ? { released: credits - actual } : {}) })
            : entry('release', credits, { holdId, released: credits });
        const r = await c.stores.accounts.settle(item, holdId, credits, actual, [e]);
        if (!r.ok) return false; // released by someone else (reconciler): nothing moved
        used -= credits - actual;
        refundable += actual; // kept credits are the request's charge now: refunded if it fails after all
        if (actual > 0) charged = item;
        await moved(item, r.balance);
        if (actual > 0) c.observe?.charged(actual);
        return true;
      };
      const reservation: Reservation = { amount: credits, holdId, settle, release: () => settle(0) };
      if (!settled) open.set(holdId, reservation);
      return reservation;
    },
    async unwind() {
      const before = used;
      const jobs: Promise<unknown>[] = [...open.values()].map((r) => r.release());
      if (refundable > 0) jobs.push(service.refund(refundable));
      const results = await Promise.allSettled(jobs);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      return before - used;
    },
    async peekBalance() {
      const acc = await c.stores.accounts.get(c.accountId);
      remaining = acc?.balance ?? 0;
      return remaining;
    },
    async settleStored(receipt) {
      const kept = Math.min(receipt.credits, receipt.held);
      const extra = { holdId: receipt.holdId, released: receipt.held - kept, note: 'a retry found the work stored' };
      const e = kept > 0 ? entry('settle', kept, extra) : entry('release', receipt.held, extra);
      const on = holdItem(c.accountId, receipt.holdId);
      const r = await c.stores.accounts.settle(on, receipt.holdId, receipt.held, kept, [e]);
      if (!r.ok) return false;
      await moved(on, r.balance);
      if (kept > 0) c.observe?.charged(kept);
      return true;
    },
  };
  return service;
};
