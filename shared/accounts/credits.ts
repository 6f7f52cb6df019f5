/**
 * The credits service a handler gets for one request (`ctx.credits`). Every movement is one
 * conditional DynamoDB update on the account plus one ledger row. Fixed-price routes are
 * charged by the middleware before the handler runs; `price: 'dynamic'` routes call
 * `charge` / `reserve` themselves. Whatever is still charged when the handler throws is
 * refunded by the middleware (and ledgered).
 */
import { AppError } from '../errors';
import type { LedgerKind, Stores } from '../store/types';
import { accountGone, revokedKey } from './key-directory';

export interface ChargeOptions {
  /** Extra fields for the 402 body, e.g. `{ modulesRequested: ['astrology'] }`. */
  details?: Record<string, unknown>;
}

export interface Reservation {
  /** Credits debited by `reserve`. */
  readonly amount: number;
  /** Keeps `actual` (0 <= actual <= amount) and refunds the rest (one ledger row if anything is refunded). */
  settle(actual: number): Promise<void>;
  /** Refunds the whole reservation (= settle(0)). */
  release(): Promise<void>;
}

export interface CreditsService {
  /** Debits `credits` now, or throws 402 "Insufficient credits" {required, available, ...details} without charging. 0 is a no-op. */
  charge(credits: number, opts?: ChargeOptions): Promise<number>;
  /** Gives back `credits` of what this request charged; returns the new balance. */
  refund(credits: number): Promise<number>;
  /** Debits an upper bound up front; settle the real cost later. */
  reserve(credits: number, opts?: ChargeOptions): Promise<Reservation>;
  /** Net credits charged by this request so far (meta.creditsUsed, X-Credits-Used). */
  readonly used: number;
  /** Balance after the last movement; undefined until something moved (or after `peekBalance`). */
  readonly remaining: number | undefined;
  /** Reads the balance (free routes that want to report it). */
  peekBalance(): Promise<number>;
}

export interface CreditsContext {
  stores: Stores;
  accountId: string;
  keyId: string;
  route: string;
  requestId: string;
  now: () => Date;
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

export const createCreditsService = (c: CreditsContext): CreditsService => {
  let used = 0;
  let remaining: number | undefined;
  let seq = 0;

  const ledger = async (kind: LedgerKind, credits: number, balanceAfter: number): Promise<void> => {
    const at = c.now().toISOString();
    await c.stores.ledger.append({
      accountId: c.accountId,
      entryId: `${at}#${c.requestId}#${seq++}`,
      kind,
      keyId: c.keyId,
      route: c.route,
      credits,
      requestId: c.requestId,
      at,
      balanceAfter,
    });
  };

  const service: CreditsService = {
    get used() {
      return used;
    },
    get remaining() {
      return remaining;
    },
    async charge(credits, opts) {
      assertCredits(credits);
      if (credits === 0) return remaining ?? service.peekBalance();
      const r = await c.stores.accounts.debit(c.accountId, credits, c.keyId);
      if (!r.ok) {
        if (r.missing) throw accountGone();
        if (r.revoked) throw revokedKey();
        remaining = r.available;
        throw insufficientCredits(credits, r.available, opts?.details);
      }
      used += credits;
      remaining = r.balance;
      try {
        await ledger('charge', credits, r.balance);
      } catch (e) {
        // never keep credits without a ledger row
        used -= credits;
        remaining = await c.stores.accounts.credit(c.accountId, credits);
        throw e;
      }
      return r.balance;
    },
    async refund(credits) {
      assertCredits(credits);
      if (credits > used) throw new Error(`cannot refund ${credits} credits, only ${used} charged`);
      if (credits === 0) return remaining ?? service.peekBalance();
      const balance = await c.stores.accounts.credit(c.accountId, credits);
      used -= credits;
      remaining = balance;
      await ledger('refund', credits, balance);
      return balance;
    },
    async reserve(credits, opts) {
      await service.charge(credits, opts);
      let open = true;
      const settle = async (actual: number): Promise<void> => {
        if (!open) throw new Error('reservation already settled');
        if (actual < 0 || actual > credits) throw new Error(`settle(${actual}) outside 0..${credits}`);
        open = false;
        if (credits - actual > 0) await service.refund(credits - actual);
      };
      return { amount: credits, settle, release: () => settle(0) };
    },
    async peekBalance() {
      const acc = await c.stores.accounts.get(c.accountId);
      remaining = acc?.balance ?? 0;
      return remaining;
    },
  };
  return service;
};
