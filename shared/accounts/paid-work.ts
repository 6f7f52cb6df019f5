/**
 * Paid work, in the one order that cannot charge for work nobody can get:
 *
 *   reserve -> compute -> store (the record carries its receipt) -> settle -> respond
 *
 * - The hold names where its work will be stored (`hold.work`), and the work is written together
 *   with its receipt `{holdId, held, credits}` in ONE item write. So at every moment either the
 *   work is stored with its price, or it is not stored at all; the reconciler's rule for an expired
 *   hold follows from that alone: stored -> settled for the receipt's price, else released
 *   (shared/accounts/reconcile.ts).
 * - The request settles only after the store. If the settle finds the hold already ended (the
 *   request's own timeout path released it), the work is deleted again and the caller gets 503.
 * - With an Idempotency-Key the record id is claimed for the key before anything is reserved
 *   (`attempts.claim`): a retry after a crash uses the same id, finds the work the dead attempt
 *   stored, settles that attempt's hold for the receipt if it is still open (single: the settle's
 *   condition is the open hold), and answers with the stored work: paid once. If the dead attempt
 *   stored nothing, its hold is released by the reconciler and the retry does the work anew.
 * - Work the caller asked not to keep (saveToAccount false) is kept with its receipt in the
 *   attempt record instead, when there is an Idempotency-Key. Without a key there is nothing a
 *   retry could find, so such work is settled just before the answer (docs/platform.md).
 *
 * Single-item conditional writes only: no transactions (dynalite has none).
 */
import { AppError } from '../errors';
import type { Receipt, Stores, WorkRef } from '../store/types';
import type { CreditsService, Reservation, ReserveOptions } from './credits';

/** How long a claim of an Idempotency-Key's record id is kept: as long as Powertools keeps the key's answer. */
export const ATTEMPT_TTL_SECONDS = 24 * 60 * 60;

export interface Computed<R> {
  /** The answer. */
  result: R;
  /** What the work costs (0..held): kept from the hold, the rest given back. */
  credits: number;
  /** Writes the record with its receipt (one item write); absent when nothing is to be stored. */
  store?: (receipt: Receipt) => Promise<void>;
  /** Deletes what `store` wrote (the hold ended before the settle: the work is not delivered). */
  unstore?: () => Promise<void>;
}

export interface PaidWork<R> {
  credits: Pick<CreditsService, 'reserve' | 'settleStored'>;
  /** Credits to hold while the work is done (an upper bound of its price). */
  hold: number;
  reserve?: Omit<ReserveOptions, 'work'>;
  /** A new record id (used unless an earlier attempt of the same Idempotency-Key claimed one). */
  newId: () => string;
  /** Where a record with this id is stored with its receipt; undefined when the work is not kept. */
  where?: (recordId: string) => WorkRef;
  /** The Idempotency-Key's scope and the attempts store, when the request carries a key. */
  attempt?: { scope: string; store: Stores['attempts']; now: Date };
  /** The record an earlier attempt stored under this id, as the answer, with its receipt. */
  stored?: (recordId: string) => Promise<{ result: R; receipt: Receipt } | undefined>;
  /** Does the work (the hold is taken); `recordId` is where to store it. */
  compute: (recordId: string, hold: Reservation) => Promise<Computed<R>>;
}

export interface PaidResult<R> {
  result: R;
  recordId: string;
  /** True when the answer is the work an earlier attempt of the same Idempotency-Key stored. */
  recovered: boolean;
  /** What the answer cost (kept from its hold): this attempt's, or the earlier attempt's receipt when recovered. */
  credits: number;
}

/**
 * The credit lines of a recovered answer, as a blueprint's shows them: what the stored work cost
 * (paid once, by the attempt that stored it) and the balance now (read when this request's settle
 * moved nothing: the reconciler had settled the hold already).
 */
export const recoveredCredits = async (
  paid: PaidResult<unknown>,
  credits: Pick<CreditsService, 'remaining' | 'peekBalance'>,
): Promise<{ creditsUsed: number; creditsRemaining: number }> => ({
  creditsUsed: paid.credits,
  creditsRemaining: credits.remaining ?? (await credits.peekBalance()),
});

export const requestTimedOut = (): AppError =>
  new AppError('unavailable', 'Service unavailable', 'The request ran out of time; nothing was charged');

export async function payForWork<R>(w: PaidWork<R>): Promise<PaidResult<R>> {
  let recordId = w.newId();
  const keeps = w.where !== undefined;
  if (w.attempt) {
    const expires = Math.floor(w.attempt.now.getTime() / 1000) + ATTEMPT_TTL_SECONDS;
    const claimed = await w.attempt.store.claim(w.attempt.scope, recordId, expires);
    if (claimed !== recordId) {
      // an earlier attempt of this key died: its work, if stored, is the answer
      recordId = claimed;
      const earlier = keeps ? await w.stored?.(recordId) : ((await w.attempt.store.result(w.attempt.scope)) as { result: R; receipt: Receipt } | undefined);
      if (earlier) {
        await w.credits.settleStored(earlier.receipt);
        return { result: earlier.result, recordId, recovered: true, credits: Math.min(earlier.receipt.credits, earlier.receipt.held) };
      }
    }
  }
  const attempt = w.attempt;
  const work = keeps ? w.where!(recordId) : attempt ? attempt.store.ref(attempt.scope) : undefined;
  const hold = await w.credits.reserve(w.hold, { ...w.reserve, ...(work ? { work } : {}) });
  const done = await w.compute(recordId, hold);
  const receipt: Receipt = { holdId: hold.holdId, held: hold.amount, credits: done.credits };
  let unstore = done.unstore;
  if (keeps && done.store) await done.store(receipt);
  else if (!keeps && attempt && hold.amount > 0) {
    // not kept in the account: kept under the Idempotency-Key for its retries, with the receipt
    await attempt.store.complete(attempt.scope, receipt, done.result);
    unstore = () => attempt.store.discard(attempt.scope);
  }
  if (!(await hold.settle(done.credits))) {
    // The hold ended meanwhile (the request ran out of time and was refunded): nothing is delivered or kept.
    await unstore?.().catch(() => undefined);
    throw requestTimedOut();
  }
  return { result: done.result, recordId, recovered: false, credits: done.credits };
}
