/**
 * Who pays for one answer, in the spec's debit order (4.13):
 *   1. a free onboarding message (config.advisor.freeMessages per account, 0 credits);
 *   2. a message of the monthly quota of an active advisor subscription (admin CLI);
 *   3. the credit balance (personal or organization): the estimate is reserved before the stream
 *      (402 `Insufficient credits` with required/available when it is short) and settled to the
 *      actual price when the stream ends.
 * A failed or abandoned answer gives back what it took: the free message, the quota message, or
 * the whole reservation.
 */
import type { CreditsService, Reservation } from '../accounts/credits';
import type { AdvisorAccountState, AdvisorBillingStore } from './billing-store';
import type { Funding } from './conversations';

export interface Payment {
  funding: Funding;
  /** Credits held (credits funding only). */
  reserved: number;
  /** Keeps `credits` of the hold (credits funding); a no-op for free and subscription answers. Returns the credits charged. */
  settle(credits: number): Promise<number>;
  /** Gives back everything this payment took. */
  giveBack(): Promise<void>;
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
}

export async function fund(i: FundInput): Promise<Payment> {
  const freeLeft = i.known ? i.known.freeUsed < i.freeMessages : i.freeMessages > 0;
  if (freeLeft && (await i.billing.takeFreeMessage(i.accountId, i.freeMessages))) {
    return { funding: 'free', reserved: 0, settle: async () => 0, giveBack: () => i.billing.giveBackFreeMessage(i.accountId) };
  }
  const sub = i.known ? (i.known.sub ?? null) : undefined;
  const period = sub === null ? undefined : await i.billing.takeQuotaMessage(i.accountId, i.today, sub);
  if (period) {
    return { funding: 'subscription', reserved: 0, settle: async () => 0, giveBack: () => i.billing.giveBackQuotaMessage(i.accountId, period) };
  }
  const hold: Reservation = await i.credits.reserve(i.estimate, { ttlSeconds: i.ttlSeconds });
  return {
    funding: 'credits',
    reserved: hold.amount,
    settle: async (credits) => ((await hold.settle(Math.min(credits, hold.amount))) ? Math.min(credits, hold.amount) : 0),
    giveBack: async () => {
      await hold.release();
    },
  };
}
