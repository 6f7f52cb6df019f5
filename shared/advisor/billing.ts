/**
 * Who pays for one answer, in the spec's debit order (4.13):
 *   1. a free onboarding message (config.advisor.freeMessages per account, 0 credits);
 *   2. a message of the monthly quota of an active advisor subscription (admin CLI);
 *   3. the credit balance (personal or organization): the estimate is reserved before the stream
 *      (402 `Insufficient credits` with required/available when it is short) and settled to the
 *      actual price when the stream ends.
 * A failure on our side gives back what the answer took: the free message, the quota message, or
 * the whole reservation. An answer the client abandoned is paid for its usage so far (chat.ts).
 *
 * The free message and the hold both name where the answer will be recorded (`work`): an answer
 * recorded before a crash keeps its free message and is settled for its recorded price by the
 * reconciler; one never recorded gets its free message or its hold back
 * (shared/accounts/reconcile.ts).
 */
import type { CreditsService, Reservation } from '../accounts/index';
import type { AccountStore, CounterHold, Receipt, WorkRef } from '../store/types';
import type { AdvisorAccountState, AdvisorBillingStore } from './billing-store';
import type { Funding } from './conversations-store';

export interface Payment {
  funding: Funding;
  /** Credits held (credits funding only). */
  reserved: number;
  /** Keeps `credits` of the hold (credits funding); a no-op for free and subscription answers. Returns the credits charged. */
  settle(credits: number): Promise<number>;
  /** Gives back everything this payment took. */
  giveBack(): Promise<void>;
  /** The receipt recorded with the answer for `credits` (what the reconciler settles if the request dies before `settle`). */
  receipt(credits: number): Receipt | undefined;
}

export interface FundInput {
  accountId: string;
  today: string;
  freeMessages: number;
  estimate: number;
  ttlSeconds: number;
  billing: AdvisorBillingStore;
  credits: CreditsService;
  /** The account's advisor attributes as read before (saves a read; the writes re-check them). */
  known?: AdvisorAccountState;
  /** Where the answer will be recorded with its receipt, and the account store that ends a free message's hold. */
  work?: { ref: WorkRef; accounts: Pick<AccountStore, 'endCounterHold'>; requestId: string; route: string; now: Date };
}

export async function fund(i: FundInput): Promise<Payment> {
  const freeLeft = i.known ? i.known.freeUsed < i.freeMessages : i.freeMessages > 0;
  const w = i.work;
  const hold: CounterHold | undefined = w
    ? {
        id: `free.${w.requestId}`,
        counter: 'advisorFreeUsed',
        route: w.route,
        requestId: w.requestId,
        createdAt: w.now.toISOString(),
        expiresAt: Math.ceil(w.now.getTime() / 1000) + i.ttlSeconds,
        work: w.ref,
      }
    : undefined;
  if (freeLeft && (await i.billing.takeFreeMessage(i.accountId, i.freeMessages, hold))) {
    if (!hold || !w) return { funding: 'free', reserved: 0, settle: async () => 0, giveBack: () => i.billing.giveBackFreeMessage(i.accountId), receipt: () => undefined };
    return {
      funding: 'free',
      reserved: 0,
      // the message stays used: the hold only ends
      settle: async () => {
        await w.accounts.endCounterHold(i.accountId, hold, false);
        return 0;
      },
      giveBack: async () => void (await w.accounts.endCounterHold(i.accountId, hold, true)),
      receipt: () => ({ holdId: hold.id, held: 0, credits: 0 }),
    };
  }
  const sub = i.known ? (i.known.sub ?? null) : undefined;
  const period = sub === null ? undefined : await i.billing.takeQuotaMessage(i.accountId, i.today, sub);
  if (period) {
    return {
      funding: 'subscription',
      reserved: 0,
      settle: async () => 0,
      giveBack: () => i.billing.giveBackQuotaMessage(i.accountId, period),
      receipt: () => undefined,
    };
  }
  const reservation: Reservation = await i.credits.reserve(i.estimate, { ttlSeconds: i.ttlSeconds, ...(w ? { work: w.ref } : {}) });
  return {
    funding: 'credits',
    reserved: reservation.amount,
    settle: async (credits) => ((await reservation.settle(Math.min(credits, reservation.amount))) ? Math.min(credits, reservation.amount) : 0),
    giveBack: async () => {
      await reservation.release();
    },
    receipt: (credits) => ({ holdId: reservation.holdId, held: reservation.amount, credits: Math.min(credits, reservation.amount) }),
  };
}
